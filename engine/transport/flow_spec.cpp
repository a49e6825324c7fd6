#include "flow_spec.h"

#include "transport_params.h"

namespace ps::transport {

using namespace params;

namespace {

AppSpec readApp(const Json& flow, const std::string& path, Validator& v) {
  const std::string p = Validator::at(path, kApp.key);
  const Json& a = v.readObject(flow, path, kApp);
  AppSpec s;
  const std::string kind = v.readChoice(a, p, kAppKind);
  s.kind = kind == "cbr" ? AppSpec::Kind::kCbr : kind == "onoff" ? AppSpec::Kind::kOnOff : AppSpec::Kind::kBulk;
  s.bytes = static_cast<std::uint64_t>(v.readInt(a, p, kAppBytes));
  s.rate.value = static_cast<std::int64_t>(v.read(a, p, kAppRate));
  s.packetSize = static_cast<std::uint32_t>(v.readInt(a, p, kAppPacketSize));
  s.onMean = fromSeconds(v.read(a, p, kAppOnTime));
  s.offMean = fromSeconds(v.read(a, p, kAppOffTime));
  s.pareto = v.readChoice(a, p, kAppDistribution) == "pareto";
  s.shape = v.read(a, p, kAppShape);
  // Fields that belong to another application kind are refused, so a typo'd kind is noticed.
  auto only = [&](const Param& f, bool allowed) {
    if (!allowed && a.get(f.key))
      v.error(Validator::at(p, f.key), "is not used by a " + kind + " application",
              "não é usado por uma aplicação " + kind);
  };
  const bool paced = s.kind != AppSpec::Kind::kBulk;
  only(kAppBytes, s.kind == AppSpec::Kind::kBulk);
  only(kAppRate, paced);
  only(kAppPacketSize, paced);
  for (const Param* f : {&kAppOnTime, &kAppOffTime, &kAppDistribution, &kAppShape})
    only(*f, s.kind == AppSpec::Kind::kOnOff);
  return s;
}

}  // namespace

std::vector<FlowSpec> readFlows(const Json& root, const Simulation& sim, Topology& topo, Validator& v) {
  std::vector<FlowSpec> out;
  const Json& flows = v.readArray(root, "", kFlows);
  for (std::size_t i = 0; i < flows.size(); ++i) {
    const std::string p = Validator::at("flows", i);
    const Json& f = flows[i];
    if (!f.isObject()) {
      v.error(p, "must be an object", "deve ser um objeto");
      continue;
    }
    v.onlyDeclared(f, p, kFlow);
    const std::string transport = v.readChoice(f, p, kFlowTransport);
    const TransportKind* kind = findTransportKind(transport);
    const std::string from = v.readString(f, p, kFlowFrom);
    const std::string to = v.readString(f, p, kFlowTo);
    const SimTime start = fromSeconds(v.read(f, p, kFlowStart));
    SimTime startMax = start;
    if (f.get(kFlowStartMax.key)) {
      const double sm = v.read(f, p, kFlowStartMax);
      startMax = fromSeconds(sm);
      if (startMax < start)
        v.error(Validator::at(p, kFlowStartMax.key),
                "must be at least start (" + formatNumber(toSeconds(start)) + " s) (got " + formatNumber(sm) + ")",
                "deve ser no mínimo start (" + v.text().number(toSeconds(start)) +
                    " s) (valor recebido: " + v.text().number(sm) + ")");
    }
    SimTime stop = kNever;
    if (f.get(kFlowStop.key)) {
      const double st = v.read(f, p, kFlowStop);
      stop = fromSeconds(st);
      if (stop <= startMax)
        v.error(Validator::at(p, kFlowStop.key), "must be after the start (got " + formatNumber(st) + ")",
                "deve ser depois do início (valor recebido: " + v.text().number(st) + ")");
    }
    const auto count = static_cast<std::uint32_t>(v.readInt(f, p, kFlowCount));
    const AppSpec app = readApp(f, p, v);
    // A transport's settings object only on flows of that transport.
    const Json* settings = nullptr;
    for (const auto& k : transportKinds()) {
      if (!k.settings || !f.get(k.settings->key)) continue;
      if (&k == kind)
        settings = f.get(k.settings->key);
      else
        v.error(Validator::at(p, k.settings->key),
                std::string("settings for transport ") + k.name + ", but this flow's transport is " + transport,
                std::string("ajustes do transporte ") + k.name + ", mas o transporte deste fluxo é " + transport);
    }
    if (kind && kind->settings && settings && !settings->isObject()) {
      v.error(Validator::at(p, kind->settings->key), "must be an object", "deve ser um objeto");
      settings = nullptr;
    }
    if (kind && kind->settings && settings)
      v.onlyDeclared(*settings, Validator::at(p, kind->settings->key), *kind->settings);
    std::string name = f.get(kFlowName.key) ? v.readString(f, p, kFlowName) : "";

    for (std::uint32_t c = 0; c < count; ++c) {
      FlowSpec s;
      s.kind = kind;
      s.path = p;
      s.copy = c;
      s.from = c == 0 ? from : Topology::offsetName(from, c);
      s.to = c == 0 ? to : Topology::offsetName(to, c);
      if (s.from.empty() || s.to.empty()) {
        v.error(Validator::at(p, kFlowCount.key), "copies need numbered hosts (L1, R2, H1.3) to count from",
                "cópias precisam de hosts numerados (L1, R2, H1.3) a partir dos quais contar");
        break;
      }
      bool hostsOk = true;
      for (const auto& [key, host] : {std::pair{kFlowFrom.key, s.from}, std::pair{kFlowTo.key, s.to}}) {
        const Topology::HostNameProblem why = topo.checkHostName(host);
        if (why.none()) continue;
        std::string message, mensagem;
        if (c > 0) {
          message.append("copy ").append(std::to_string(c + 1)).append(" would need host ").append(host).append(": ");
          mensagem.append("a cópia ")
              .append(std::to_string(c + 1))
              .append(" precisaria do host ")
              .append(host)
              .append(": ");
        }
        message += why.english;
        mensagem += why.portuguese;
        v.error(c == 0 ? Validator::at(p, key) : Validator::at(p, kFlowCount.key), message, mensagem);
        hostsOk = false;
      }
      if (!hostsOk) break;
      if (s.from == s.to) {
        v.error(Validator::at(p, kFlowTo.key), "must differ from \"from\" (both are " + s.from + ")",
                "deve ser diferente de \"from\" (os dois são " + s.from + ")");
        break;
      }
      topo.requireHost(s.from);
      topo.requireHost(s.to);
      const std::size_t index = out.size();
      s.start = start;
      if (startMax > start) {
        Rng rng = sim.rngFor(kStartStreamBase + index);
        s.start = rng.uniformInt(start, startMax);
      }
      s.stop = stop;
      s.app = app;
      s.settings = settings;
      s.name = name.empty() ? "F" + std::to_string(index + 1) : count == 1 ? name : name + " " + std::to_string(c + 1);
      out.push_back(std::move(s));
    }
  }
  return out;
}

}  // namespace ps::transport
