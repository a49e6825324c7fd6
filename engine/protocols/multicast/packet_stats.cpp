#include "packet_stats.h"

#include <algorithm>
#include <cstdio>

#include "bounds.h"

namespace ps {

void PacketStats::init(const MulticastConfig& cfg, SimTime bitNs, double rateMbps, std::uint32_t messages) {
  cfg_ = cfg;
  bitNs_ = bitNs;
  rateMbps_ = rateMbps;
  if (messages == 0) messages = cfg.packets;
  recs_.assign(messages, PacketRecord{});
  for (std::uint32_t i = 0; i < messages; ++i) recs_[i].id = i + 1;
  completed_ = 0;
}

void PacketStats::begin(std::uint32_t index, SimTime start, std::uint32_t window) {
  PacketRecord& r = recs_[index];
  r.start = start;
  r.window = window;
}

void PacketStats::finish(std::uint32_t index, SimTime end, bool fail) {
  PacketRecord& r = recs_[index];
  if (r.done) return;
  r.end = end;
  r.fail = fail;
  r.done = true;
  ++completed_;
}

bool PacketStats::delivered(std::uint32_t index, SimTime at, std::uint32_t needed) {
  if (index >= recs_.size()) return false;
  PacketRecord& r = recs_[index];
  if (needed == 0) needed = cfg_.receivers;
  ++r.deliveries;
  if (r.deliveredAt >= 0 || r.deliveries < needed) return false;
  r.deliveredAt = at;
  return true;
}

double PacketStats::percentile(const std::vector<double>& sorted, double p) {
  if (sorted.empty()) return 0;
  const double np = static_cast<double>(sorted.size()) * p;
  const auto j = static_cast<std::size_t>(np);  // floor
  if (np == static_cast<double>(j)) {
    if (j == 0) return sorted.front();
    if (j >= sorted.size()) return sorted.back();
    return 0.5 * (sorted[j - 1] + sorted[j]);
  }
  return sorted[std::min(j, sorted.size() - 1)];
}

void PacketStats::summarize(Summary& out) const {
  const double r = cfg_.receivers, d = static_cast<double>(cfg_.dataBits()), a = static_cast<double>(cfg_.ackBits());
  std::vector<double> lat;
  lat.reserve(recs_.size());
  double atSum = 0, atMin = 0, atMax = 0, rtSum = 0, rtMin = 0, rtMax = 0, retrSum = 0, latSum = 0;
  double retrMin = 0, retrMax = 0;
  std::uint32_t fails = 0, n = 0, undelivered = 0;
  double dlatSum = 0, dlatMax = 0;
  std::uint32_t dn = 0;
  for (const PacketRecord& rec : recs_) {
    if (rec.deliveredAt >= 0) {
      const double D = static_cast<double>(rec.deliveredAt - rec.start) / static_cast<double>(bitNs_);
      dlatSum += D;
      dlatMax = std::max(dlatMax, D);
      ++dn;
    } else {
      ++undelivered;
    }
    if (!rec.done) continue;
    if (deliveredOnly_ && rec.fail) {
      ++fails;
      continue;
    }
    const double L = static_cast<double>(rec.end - rec.start) / static_cast<double>(bitNs_);
    const double w = rec.window;
    const double at = L > 0 ? rateMbps_ * r * w * d / L : 0;
    const double rt = L > 0 ? r * (w * d + a) / L : 0;
    if (n == 0) {
      atMin = atMax = at;
      rtMin = rtMax = rt;
      retrMin = retrMax = rec.retrans;
    }
    atSum += at;
    rtSum += rt;
    latSum += L;
    retrSum += rec.retrans;
    atMin = std::min(atMin, at);
    atMax = std::max(atMax, at);
    rtMin = std::min(rtMin, rt);
    rtMax = std::max(rtMax, rt);
    retrMin = std::min<double>(retrMin, rec.retrans);
    retrMax = std::max<double>(retrMax, rec.retrans);
    lat.push_back(L);
    fails += rec.fail ? 1 : 0;
    ++n;
  }
  std::sort(lat.begin(), lat.end());
  const double nn = n ? n : 1;
  out.emplace_back("messages", n + (deliveredOnly_ ? fails : 0));
  out.emplace_back("failures", fails);
  out.emplace_back("retr_total", retrSum);
  out.emplace_back("retr_mean", retrSum / nn);
  out.emplace_back("retr_min", retrMin);
  out.emplace_back("retr_max", retrMax);
  out.emplace_back("lat_mean", latSum / nn);
  out.emplace_back("lat_min", lat.empty() ? 0 : lat.front());
  out.emplace_back("lat_p25", percentile(lat, 0.25));
  out.emplace_back("lat_p50", percentile(lat, 0.50));
  out.emplace_back("lat_p75", percentile(lat, 0.75));
  out.emplace_back("lat_max", lat.empty() ? 0 : lat.back());
  out.emplace_back("at_mean", atSum / nn);
  out.emplace_back("at_min", atMin);
  out.emplace_back("at_max", atMax);
  out.emplace_back("rt_mean", rtSum / nn);
  out.emplace_back("rt_min", rtMin);
  out.emplace_back("rt_max", rtMax);
  // The same measure for every protocol: until the last receiver's application has the message.
  out.emplace_back("dlat_mean", dn ? dlatSum / dn : 0);
  out.emplace_back("dlat_max", dlatMax);
  out.emplace_back("undelivered", undelivered);
  if (!thesisBounds_) return;
  const ThesisBounds b = thesisBounds(cfg_.dataBits(), cfg_.ackBits(), cfg_.receivers, cfg_.window(), rateMbps_);
  out.emplace_back("bound_lbl", b.lbl);
  out.emplace_back("bound_ubat", b.ubat);
  out.emplace_back("bound_ubrt", b.ubrt);
  out.emplace_back("bound_rt_limit", b.rtLimit);
  out.emplace_back("unicast_at", b.unicastAt);
  // Everything above the lower bound: collision resolution C(r) plus recovery (eq. 4.3 vs 4.18).
  out.emplace_back("overhead_mean", latSum / nn - b.lbl);
}

std::string PacketStats::thesisOutput(std::uint64_t seed) const {
  // Header as in §3.5 (BAP) and the SAS reader of App. A (SAW); "Date=" is replaced by the seed
  // so that the file is reproducible.
  std::string s;
  char buf[512];
  std::snprintf(buf, sizeof buf, "Pkts=%u Recs=%u Data=%u Ack=%u FailRate=%g Reps=1 ", cfg_.packets, cfg_.receivers,
                cfg_.dataBytes, cfg_.ackBytes, cfg_.failRatePct);
  s += buf;
  const char* method = nullptr;
  if (cfg_.proto == ProtoKind::kSaw && !protoName_) {
    method = cfg_.sawTimeoutMethod == TimeoutMethod::kFormula ? "for" : "con";
    std::snprintf(buf, sizeof buf,
                  "Proto=SAW SAWtimeM=%s SAWtimeI=%lld SAWtime=%lld SAWretr=%lld SAWretrM=%s SAWrand=%lld", method,
                  static_cast<long long>(cfg_.sawTimeout), static_cast<long long>(cfg_.sawTimeoutBits()),
                  static_cast<long long>(cfg_.sawRetransLimit),
                  cfg_.sawRetrans == RetransMethod::kMulticast ? "multi" : "uni", static_cast<long long>(cfg_.sawRand));
  } else if (protoName_) {
    std::snprintf(buf, sizeof buf, "Proto=%s", protoName_);
  } else {
    std::snprintf(buf, sizeof buf, "Proto=BAP BAPWin=%u BAPPktT=%lld\nBAPAckT=%lld BAPrand=%lld BAPretr=%lld",
                  cfg_.bapWindow, static_cast<long long>(cfg_.bapTimeoutBits()),
                  static_cast<long long>(cfg_.bapAckTimeout), static_cast<long long>(cfg_.bapRand),
                  static_cast<long long>(cfg_.bapRetransLimit));
  }
  s += buf;
  std::snprintf(buf, sizeof buf, " Mode=%s Seed=%llu\n", cfg_.unicastEquivalent ? "unicast" : "multicast",
                static_cast<unsigned long long>(seed));
  s += buf;
  for (const PacketRecord& r : recs_) {
    if (!r.done) continue;
    const long long st = r.start / bitNs_, en = r.end / bitNs_;
    std::snprintf(buf, sizeof buf, "%2u %u %u %lld %lld %lld %.2f %u %d\n", r.id, cfg_.dataBytes, r.window, st, en,
                  en - st, static_cast<double>(en - st) / r.window, r.retrans, r.fail ? 1 : 0);
    s += buf;
  }
  return s;
}

}  // namespace ps
