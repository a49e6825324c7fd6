#include "background.h"

#include <cmath>

#include "../../core/rng.h"
#include "../trace_kinds.h"
#include "../transport_run.h"
#include "background_params.h"

namespace ps::transport {

using namespace params;

namespace {
constexpr std::uint64_t kBgStreamBase = 0x5452'3000'0000ULL;
constexpr std::uint16_t kRequestPort = 2;
double powd(double x, double y) { return detExp(y * detLog(x)); }
}  // namespace

// One reusable TCP connection slot (a flow id) and its agents, rebuilt in place for each transfer.
struct Background::Conn final : SenderListener {
  Background* owner = nullptr;
  std::uint32_t slot = 0;
  std::uint16_t incarnation = 0;
  Class cls = kWeb;
  FlowWiring wiring;
  std::optional<TcpSender> sender;
  std::optional<TcpReceiver> receiver;
  std::uint64_t bytes = 0;
  SimTime begun = 0;
  bool waiting = false;  // a Web request is on its way
  void onTransferComplete(Sender&) override { owner->finished(*this); }
};

bool readBackgroundSpec(const Json& root, std::uint32_t mtu, Validator& v, BackgroundSpec& s) {
  if (!root.get(kBackground.key)) return false;
  const std::string p = "background";
  const Json& o = v.readObject(root, "", kBackground);
  s.load = v.read(o, p, kBgLoad);
  s.reverse = v.readChoice(o, p, kBgDirection) == "reverse";
  s.udp = v.read(o, p, kBgUdp);
  s.web = v.read(o, p, kBgWeb);
  s.ftp = v.read(o, p, kBgFtp);
  if (std::fabs(s.udp + s.web + s.ftp - 1) > 1e-6)
    v.error(p, "the shares udp + web + ftp must add up to 1 (got " + formatNumber(s.udp + s.web + s.ftp) + ")",
            "as parcelas udp + web + ftp devem somar 1 (somam " + v.text().number(s.udp + s.web + s.ftp) + ")");
  s.udpSources = static_cast<std::uint32_t>(v.readInt(o, p, kBgUdpSources));
  s.udpPacket = static_cast<std::uint32_t>(v.readInt(o, p, kBgUdpPacket));
  s.webPacket = static_cast<std::uint32_t>(v.readInt(o, p, kBgWebPacket));
  s.webRequest = static_cast<std::uint32_t>(v.readInt(o, p, kBgWebRequest));
  s.webShape = v.read(o, p, kBgWebShape);
  s.webMin = v.read(o, p, kBgWebMin);
  s.webMax = v.read(o, p, kBgWebMax);
  if (s.webMax <= s.webMin)
    v.error(Validator::at(p, kBgWebMax.key),
            "must be above webMin (" + formatNumber(s.webMin) + ") (got " + formatNumber(s.webMax) + ")",
            "deve ser maior que webMin (" + v.text().number(s.webMin) +
                ") (valor recebido: " + v.text().number(s.webMax) + ")");
  s.ftpMean = v.read(o, p, kBgFtpMean);
  s.ftpPacket = static_cast<std::uint32_t>(v.readInt(o, p, kBgFtpPacket));
  s.window = static_cast<std::uint32_t>(v.readInt(o, p, kBgWindow));
  const std::string variant = v.readChoice(o, p, kBgVariant);
  s.variant = variant == "tahoe" ? TcpVariant::kTahoe : variant == "newreno" ? TcpVariant::kNewReno : TcpVariant::kReno;
  s.minRto = fromSeconds(v.read(o, p, kBgMinRto));
  s.accessBandwidth = static_cast<std::int64_t>(v.readRateOrZero(o, p, kBgAccessBandwidth, "the bottleneck's"));
  s.accessDelay = fromSeconds(v.read(o, p, kBgAccessDelay));
  s.accessDelayMax = fromSeconds(v.read(o, p, kBgAccessDelayMax));
  if (s.accessDelayMax < s.accessDelay)
    v.error(Validator::at(p, kBgAccessDelayMax.key),
            "must be at least accessDelay (got " + formatNumber(toSeconds(s.accessDelayMax)) + ")",
            "deve ser no mínimo accessDelay (valor recebido: " + v.text().number(toSeconds(s.accessDelayMax)) + ")");
  for (const auto& [param, size] : {std::pair{&kBgUdpPacket, s.udpPacket}, std::pair{&kBgWebPacket, s.webPacket},
                                    std::pair{&kBgFtpPacket, s.ftpPacket}, std::pair{&kBgWebRequest, s.webRequest}})
    if (size > mtu)
      v.error(Validator::at(p, param->key),
              "must be <= the path MTU " + std::to_string(mtu) + " (got " + std::to_string(size) + ")",
              "deve ser ≤ a MTU do caminho, " + v.text().integer(mtu) + " (valor recebido: " + v.text().integer(size) +
                  ")");
  return true;
}

double meanPacketsRoundedUp(double alpha, double k, double h) {
  // P(L > x) = (k^a x^-a - (k/H)^a) / (1 - (k/H)^a) for k <= x < H, 1 below k.
  const double tail = powd(k / h, alpha), norm = 1 - tail, ka = powd(k, alpha);
  const auto top = static_cast<std::uint64_t>(std::ceil(h));
  double sum = 0;
  for (std::uint64_t n = 0; n < top && n < 4000000; ++n) {
    const double x = static_cast<double>(n);
    sum += x < k ? 1.0 : (ka * powd(x, -alpha) - tail) / norm;
  }
  return sum;
}

Background::Background(TransportRun& run, const BackgroundSpec& spec) : run_(run), spec_(spec) {}
Background::~Background() = default;

void Background::addHosts(Topology& topo, const BackgroundSpec& s, BitsPerSecond bottleneck) {
  AccessSpec a;
  a.bandwidth.value = s.accessBandwidth > 0 ? s.accessBandwidth : bottleneck.value;
  a.delay = s.accessDelay;
  a.delayMax = s.accessDelayMax > s.accessDelay ? s.accessDelayMax : -1;
  a.queue = 100000;
  const std::uint32_t last = topo.routerCount() - 1;
  const std::uint32_t srcRouter = s.reverse ? last : 0, dstRouter = s.reverse ? 0 : last;
  const double sx = s.reverse ? 0.8 : 0.2, dx = s.reverse ? 0.2 : 0.8;
  topo.addExtraHost("bg-udp-src", srcRouter, a, sx, 0.03);
  topo.addExtraHost("bg-udp-dst", dstRouter, a, dx, 0.03);
  topo.addExtraHost("bg-web-srv", srcRouter, a, sx + (s.reverse ? 0.07 : -0.07), 0.03);
  topo.addExtraHost("bg-web-cli", dstRouter, a, dx + (s.reverse ? -0.07 : 0.07), 0.03);
  topo.addExtraHost("bg-ftp-src", srcRouter, a, sx, 0.97);
  topo.addExtraHost("bg-ftp-dst", dstRouter, a, dx, 0.97);
}

std::uint32_t Background::dataDir() const {
  const Topology& t = run_.topo;
  return spec_.reverse ? t.reverseBottlenecks().back() : t.forwardBottlenecks().front();
}

TcpConfig Background::tcpConfig(std::uint32_t packet) const {
  TcpConfig c;
  c.variant = spec_.variant;
  c.mss = packet - 40;
  c.rcvBuffer = static_cast<std::uint32_t>(std::min<std::uint64_t>(std::uint64_t{spec_.window} * c.mss, 0xffffffffu));
  c.handshake = false;
  c.rto.minRto = spec_.minRto;
  return c;
}

void Background::setUp(std::uint32_t firstFlow) {
  Topology& t = run_.topo;
  Simulation& sim = run_.sim_;
  capacity_ = t.net().direction(t.forwardBottlenecks().front()).bandwidth;
  udpSrc_ = t.hostNode("bg-udp-src");
  udpDst_ = t.hostNode("bg-udp-dst");
  webSrv_ = t.hostNode("bg-web-srv");
  webCli_ = t.hostNode("bg-web-cli");
  ftpSrc_ = t.hostNode("bg-ftp-src");
  ftpDst_ = t.hostNode("bg-ftp-dst");
  nextFlow_ = firstFlow;
  webRng_ = sim.rngFor(kBgStreamBase + 1);
  ftpRng_ = sim.rngFor(kBgStreamBase + 2);
  Rng startRng = sim.rngFor(kBgStreamBase + 3);
  const double c = static_cast<double>(capacity_.value);
  // UDP: n CBR sources, together udp * load * C of wire bits.
  if (spec_.udp > 0) {
    const double each = spec_.udp * spec_.load * c / spec_.udpSources;
    const std::uint32_t payload = spec_.udpPacket - kUdpHeaderBytes - kIpHeaderBytes;
    for (std::uint32_t i = 0; i < spec_.udpSources; ++i) {
      FlowWiring w;
      w.sim = &sim;
      w.src = &run_.hosts.at(udpSrc_);
      w.dst = &run_.hosts.at(udpDst_);
      w.flow = nextFlow_++;
      w.port = kTransportPort;
      w.pathMtu = t.mtu();
      w.name = "background UDP " + std::to_string(i + 1);
      udpSenders_.push_back(std::make_unique<UdpSender>(w));
      udpReceivers_.push_back(std::make_unique<UdpReceiver>(w));
      AppSpec a;
      a.kind = AppSpec::Kind::kCbr;
      a.packetSize = payload;
      a.rate.value = static_cast<std::int64_t>(each * payload / spec_.udpPacket);
      udpApps_.push_back(std::make_unique<CbrApp>(*udpSenders_.back(), a));
      udpStarts_.push_back(startRng.uniformInt(0, kSecond - 1));
      run_.attach(w.flow, FlowSlot{udpSenders_.back().get(), udpReceivers_.back().get(), udpSrc_, udpDst_, 0, -1});
    }
  }
  // Web and FTP: Poisson arrival rates from the expected wire bytes of one transfer.
  if (spec_.web > 0) {
    webTail_ = powd(spec_.webMin / spec_.webMax, spec_.webShape);
    const double packets = meanPacketsRoundedUp(spec_.webShape, spec_.webMin, spec_.webMax);
    webRate_ = spec_.web * spec_.load * c / (8.0 * spec_.webPacket * packets);
    run_.hosts.at(webSrv_).bind(kRequestPort, this);
  }
  if (spec_.ftp > 0) {
    const double mss = spec_.ftpPacket - 40.0;
    const double wire = spec_.ftpMean + 40.0 * (spec_.ftpMean / mss + 0.5);
    ftpRate_ = spec_.ftp * spec_.load * c / (8.0 * wire);
  }
}

void Background::start(Simulation& sim) {
  Scheduler& s = sim.scheduler();
  for (std::uint32_t i = 0; i < udpApps_.size(); ++i) s.schedule(udpStarts_[i], this, kUdpStart, i);
  if (webRate_ > 0) s.schedule(static_cast<SimTime>(webRng_.exponential(1e9 / webRate_)), this, kWebArrival);
  if (ftpRate_ > 0) s.schedule(static_cast<SimTime>(ftpRng_.exponential(1e9 / ftpRate_)), this, kFtpArrival);
}

Background::Conn& Background::acquire(Class cls) {
  for (Conn* c : done_) free_.push_back(c);  // finished transfers: their agents are idle now
  done_.clear();
  Conn* c;
  if (!free_.empty()) {
    c = free_.back();
    free_.pop_back();
  } else {
    if (conns_.empty()) firstConnSlot_ = nextFlow_;
    conns_.push_back(std::make_unique<Conn>());
    c = conns_.back().get();
    c->owner = this;
    c->slot = nextFlow_++;
  }
  c->cls = cls;
  ++c->incarnation;
  const bool web = cls == kWeb;
  FlowWiring& w = c->wiring;
  w.sim = &run_.sim_;
  w.src = &run_.hosts.at(web ? webSrv_ : ftpSrc_);
  w.dst = &run_.hosts.at(web ? webCli_ : ftpDst_);
  w.flow = c->slot;
  w.port = kTransportPort;
  w.incarnation = c->incarnation;
  w.pathMtu = run_.topo.mtu();
  w.name = web ? "background Web" : "background FTP";
  const TcpConfig cfg = tcpConfig(web ? spec_.webPacket : spec_.ftpPacket);
  c->sender.reset();  // stale timer events of the previous transfer find a fresh Timer and are dropped
  c->receiver.reset();
  c->sender.emplace(w, cfg);
  c->receiver.emplace(w, cfg);
  c->sender->setListener(c);
  run_.attach(c->slot, FlowSlot{&*c->sender, &*c->receiver, w.src->node(), w.dst->node(), c->incarnation, -1});
  c->begun = run_.sim_.now();
  ++started_[cls];
  ++active_[cls];
  return *c;
}

void Background::finished(Conn& c) {
  --active_[c.cls];
  ++completed_[c.cls];
  run_.sim_.record(kTrAppComplete, c.wiring.src->node(), c.slot, kNone32, static_cast<std::uint32_t>(c.bytes), 0,
                   run_.sim_.now() - c.begun);
  done_.push_back(&c);
}

void Background::onEvent(const Event& ev) {
  Simulation& sim = run_.sim_;
  if (ev.kind == kUdpStart) {
    udpSenders_[ev.arg32]->open();
    udpApps_[ev.arg32]->start(sim);
    return;
  }
  if (ev.kind == kFtpArrival) {
    Conn& c = acquire(kFtp);
    c.bytes = static_cast<std::uint64_t>(std::ceil(ftpRng_.exponential(spec_.ftpMean)));
    if (c.bytes == 0) c.bytes = 1;
    sim.record(kTrAppStart, ftpSrc_, c.slot, kNone32, 0, 0, static_cast<std::int64_t>(c.bytes), kAppFtp);
    c.sender->open();
    c.sender->write(c.bytes);
    c.sender->close();
    sim.scheduler().scheduleIn(static_cast<SimTime>(ftpRng_.exponential(1e9 / ftpRate_)), this, kFtpArrival);
    return;
  }
  if (ev.kind == kWebArrival) {
    // The client asks for an object: L full segments, L bounded Pareto by inversion, rounded up.
    const double u = webRng_.uniform01();
    const double l = spec_.webMin * powd(1 - u * (1 - webTail_), -1 / spec_.webShape);
    auto packets = static_cast<std::uint64_t>(std::ceil(l));
    if (packets < 1) packets = 1;
    Conn& c = acquire(kWeb);
    c.bytes = packets * (spec_.webPacket - 40);
    c.waiting = true;
    Endpoint& cli = run_.hosts.at(webCli_);
    const PacketId id = cli.newPacket();
    Packet& p = sim.packets()[id];
    p.dst = webSrv_;
    p.flow = c.slot;
    p.srcPort = c.incarnation;
    p.dstPort = kRequestPort;
    p.sizeBytes = spec_.webRequest;
    p.field[0] = c.bytes;
    cli.send(id);
    sim.scheduler().scheduleIn(static_cast<SimTime>(webRng_.exponential(1e9 / webRate_)), this, kWebArrival);
  }
}

Background::Conn* Background::requestConn(const Packet& p) {
  if (p.dstPort != kRequestPort || p.flow < firstConnSlot_ || p.flow - firstConnSlot_ >= conns_.size()) return nullptr;
  Conn* c = conns_[p.flow - firstConnSlot_].get();
  return c->incarnation == p.srcPort && c->waiting ? c : nullptr;
}

void Background::onReceive(Endpoint&, const Packet& p) {
  // A request reached the server: start the response on the connection it names.
  Conn* c = requestConn(p);
  if (!c) return;
  c->waiting = false;
  run_.sim_.record(kTrAppStart, webSrv_, c->slot, kNone32, 0, 0, static_cast<std::int64_t>(c->bytes), kAppWeb);
  c->sender->open();
  c->sender->write(c->bytes);
  c->sender->close();
}

void Background::onDropped(const Packet& p) {
  // A lost request: the object is not fetched (no retry is modelled); its connection is free again.
  Conn* c = requestConn(p);
  if (!c) return;
  c->waiting = false;
  ++requestsLost_;
  --active_[kWeb];
  done_.push_back(c);
}

void Background::inspect(JsonWriter& w) const {
  w.beginObject()
      .field("load", spec_.load)
      .field("direction", spec_.reverse ? "reverse" : "forward")
      .field("target_bps", targetBps())
      .field("udp_sources", static_cast<std::uint64_t>(udpSenders_.size()))
      .field("web_arrivals_per_s", webRate_)
      .field("ftp_arrivals_per_s", ftpRate_)
      .field("web_started", started_[kWeb])
      .field("web_completed", completed_[kWeb])
      .field("web_active", active_[kWeb])
      .field("ftp_started", started_[kFtp])
      .field("ftp_completed", completed_[kFtp])
      .field("ftp_active", active_[kFtp])
      .field("web_requests_lost", requestsLost_)
      .field("connections", static_cast<std::uint64_t>(conns_.size()))
      .endObject();
}

}  // namespace ps::transport
