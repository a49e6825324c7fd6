// An Ethernet LAN: stations (each with a MAC) on one shared medium. The medium is chosen per
// scenario ("lan.variant"): the thesis's instantaneous bus (ethernet_thesis_medium.h) or a
// physically faithful 802.3 bus (ethernet_bus_medium.h). Both offer the same interface to the
// MACs, and the MACs the same interface to the protocols above (EthernetReceiver, send()).
//
// Station ids are node ids: the model decides their meaning (the multicast model uses 0 = the
// sender, 1..r = the receivers). A packet's dst is a station id or kEthernetGroup (all stations
// of the group except the source receive it).
#pragma once
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "../core/simulation.h"
#include "endpoint.h"
#include "ethernet_config.h"
#include "ethernet_mac.h"

namespace ps {

constexpr std::uint32_t kEthernetGroup = 0xfffffffdu;

// Trace kinds of the LAN (model kinds 100-119). The core kDrop is re-rendered with MAC wording.
enum EthernetTraceKind : std::uint16_t {
  kEthFrameStart =
      100,  // node = station, peer = dst (kNone32 = group), packet, seq, size, a = duration ns, reason = packet type
  kEthFrameEnd = 101,   // node = station, peer = dst, packet, seq, size, a = stations that accepted it, reason = type
  kEthCollision = 102,  // thesis: node = first, peer = second, size = stations involved, a = duration ns
                        // 802.3: node = station detecting, peer = station heard, size = 2, a = jam ns, reason = 1
  kEthBackoff = 103,    // node = station, seq = attempt (collisions so far), size = k slots, a = wait ns
  kEthDefer = 104,      // node = station, a = ns until the medium is idle (thesis) or 0 (802.3)
  kEthDiscard = 105,    // node = station, packet, seq, reason = type: attempt limit reached
};

// Packet types the renderers know (set by the protocols; 0 = unnamed).
enum EthernetFrameType : std::uint16_t { kFrameUnnamed = 0, kFrameData = 1, kFrameAck = 2 };
const char* frameTypeName(std::uint16_t type);
// Names further frame types a model's protocols define (nullptr: not one of ours).
using FrameNamer = const char* (*)(std::uint16_t type);
// Whether a frame carries application data (the rest are control frames: ACKs, NAKs, requests...).
using DataClassifier = bool (*)(const Packet& p);

// The protocol layer above a station's MAC.
class EthernetReceiver {
 public:
  // A frame addressed to `station` arrived and passed the error model. `p` is valid only
  // during the call (the medium releases the packet afterwards).
  virtual void frameReceived(std::uint32_t station, const Packet& p) = 0;
  // `station`'s MAC starts sending its head frame (each attempt).
  virtual void frameStarting(std::uint32_t station, Packet& p) {
    (void)station;
    (void)p;
  }

 protected:
  ~EthernetReceiver() = default;
};

// The medium (physical layer and bus) as the MACs see it.
class EthernetMedium {
 public:
  virtual ~EthernetMedium() = default;
  // Station `st` has a frame at the head of its queue and wants to send it now.
  virtual void request(std::uint32_t st) = 0;
  virtual const char* stateName() const = 0;
  virtual void inspect(JsonWriter& w) const = 0;
  // Collision events (a collision involving k stations counts once) and busy time so far.
  virtual std::uint64_t collisionEvents() const = 0;
  virtual SimTime busyTime() const = 0;
  // Collisions in which two or more control frames (EthernetLan::isData false) took part: the
  // acknowledgment contention the thesis blames (0 where the medium does not count them).
  virtual std::uint64_t controlCollisions() const { return 0; }
};

// One segment of an internetwork of LANs joined by routers (afdp's "routers", lan_router.h). Station
// ids stay node ids over the whole internetwork, so traces and names need no translation: a segment
// has a station slot for every node but only the `present` ones are on its cable. A frame for a node
// that is not on the segment is taken by the station `linkOf[node]` (the router toward it; kNone32:
// unreachable), as a host's route to a remote subnet names its gateway.
struct LanSegment {
  std::vector<std::uint8_t> present;  // by node id: 1 if the node has a station on this segment
  std::vector<std::uint32_t> linkOf;  // by node id: the station that takes frames for it here
  std::uint64_t rngBase = 0;          // keeps the backoff streams of one router's MACs apart
};

class EthernetLan final : private EventHandler {
 public:
  EthernetLan(Simulation& sim, const EthernetConfig& cfg, std::uint32_t stations);
  // A segment of an internetwork (see LanSegment); `seg.present` and `seg.linkOf` have `stations` entries.
  EthernetLan(Simulation& sim, const EthernetConfig& cfg, std::uint32_t stations, LanSegment seg);
  ~EthernetLan();
  EthernetLan(const EthernetLan&) = delete;
  EthernetLan& operator=(const EthernetLan&) = delete;

  Simulation& sim() { return sim_; }
  const EthernetConfig& config() const { return cfg_; }
  std::uint32_t stations() const { return static_cast<std::uint32_t>(macs_.size()); }
  EthernetMac& mac(std::uint32_t st) { return macs_[st]; }
  const EthernetMac& mac(std::uint32_t st) const { return macs_[st]; }
  EthernetMedium& medium() { return *medium_; }
  const EthernetMedium& medium() const { return *medium_; }

  void attach(std::uint32_t st, EthernetReceiver* r) { receivers_[st] = r; }
  // Hands a frame to station `st`'s MAC.
  void send(std::uint32_t st, PacketId p) { macs_[st].send(p); }

  // Time the frame occupies the medium: size * 8 bits (+ preamble in the 802.3 variant).
  SimTime frameTime(const Packet& p) const;
  // `from` is the sending station (a router relays frames whose src is a node of another segment).
  bool addressedTo(const Packet& p, std::uint32_t st, std::uint32_t from) const {
    if (!seg_) return st != p.src && (p.dst == st || p.dst == kEthernetGroup);
    if (!seg_->present[st] || st == from || st == p.src) return false;
    return p.dst == kEthernetGroup || (p.dst < seg_->linkOf.size() && seg_->linkOf[p.dst] == st);
  }
  bool present(std::uint32_t st) const { return !seg_ || seg_->present[st] != 0; }
  // Position of a station along the bus in metres (802.3 variant; evenly spaced, station 0 at 0).
  double positionM(std::uint32_t st) const;

  // --- used by the media ---------------------------------------------------------------------
  // Delivers a frame sent by station `from` to every station it is addressed to (applying each
  // one's receive errors); returns how many accepted it.
  std::uint32_t deliverAll(PacketId p, std::uint32_t from);
  // Delivers to one station; returns true if it accepted the frame.
  bool deliverTo(std::uint32_t st, PacketId p);
  // Station `st`'s MAC starts sending `p` (tells the protocol layer above it).
  void frameStarting(std::uint32_t st, PacketId p) {
    if (receivers_[st]) receivers_[st]->frameStarting(st, sim_.packets()[p]);
  }

  // Totals over all stations.
  MacCounters totals() const;
  // Bytes of frames sent without collision (every station's), the "bytes per LAN" of an internetwork.
  std::uint64_t bytesSent() const { return bytesSent_; }
  void frameSent(const Packet& p) { bytesSent_ += p.sizeBytes; }

  // --- quiet: no station has a frame queued (endpoint.h, the thesis's clock rule) -------------
  bool quiet() const { return queuedFrames_ == 0; }
  // Calls l->onNetworkQuiet(*at) once the LAN is next quiet (at the end of that instant's events).
  void notifyWhenQuiet(QuietListener* l, Endpoint* at);
  // From the MACs: a frame joined / left a transmit queue.
  void frameQueued() { ++queuedFrames_; }
  void frameLeft();

  // The protocols' own frame types, for the log lines (DATA and ACK are always known).
  void setFrameNamer(FrameNamer f) { namer_ = f; }
  const char* frameName(std::uint16_t type) const {
    const char* name = namer_ ? namer_(type) : nullptr;
    return name ? name : frameTypeName(type);
  }

  void setDataClassifier(DataClassifier f) { isData_ = f; }
  bool isData(const Packet& p) const { return isData_ ? isData_(p) : p.type == kFrameData; }

  // Writes {"kind":"bus", ...} (see the top of protocols/multicast/ethernet_model.h).
  void writeBus(JsonWriter& w) const;

  static void registerTraceKinds(Simulation& sim);

 private:
  Simulation& sim_;
  EthernetConfig cfg_;
  std::vector<EthernetMac> macs_;
  std::vector<EthernetReceiver*> receivers_;
  std::unique_ptr<EthernetMedium> medium_;
  std::unique_ptr<const LanSegment> seg_;  // null: a single LAN, station ids 0..stations-1 all present
  void onEvent(const Event& ev) override;
  std::uint64_t queuedFrames_ = 0;
  std::uint64_t bytesSent_ = 0;
  FrameNamer namer_ = nullptr;
  DataClassifier isData_ = nullptr;
  std::vector<std::pair<QuietListener*, Endpoint*>> quietWaiters_, quietCalling_;
  Timer quietEvent_;
};

// A model built on an Ethernet LAN (lets log lines and tools find the LAN behind a simulation).
class EthernetModel : public Model {
 public:
  virtual const EthernetLan& lan() const = 0;
};

// Bit time of the LAN behind `sim`'s model (for log lines), 100 ns if unknown.
SimTime ethernetBitNs(const Simulation& sim);
// "12144 bit times" (or "1.2 ms" when the model is not an Ethernet one).
std::string fmtBits(const Simulation& sim, SimTime ns);

}  // namespace ps
