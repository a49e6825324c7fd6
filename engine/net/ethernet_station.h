// The endpoint seam (endpoint.h) on an Ethernet LAN: a station as protocols see it. Group sends use
// the LAN's kEthernetGroup (every station but the sender receives the frame); a departure is each
// time the station's MAC starts sending one of its frames (every attempt, retries included), or
// drops it on transmit (the error model): either way the frame has left the protocol's hands.
#pragma once
#include <memory>
#include <vector>

#include "endpoint.h"
#include "ethernet_lan.h"

namespace ps {

class EthernetStation final : public Endpoint, public EthernetReceiver {
 public:
  EthernetStation(EthernetLan& lan, std::uint32_t station) : Endpoint(lan.sim(), station), lan_(lan) {
    lan.attach(station, this);
  }
  BitsPerSecond firstHopRate() const override { return lan_.config().bitRate; }
  void inspectLink(JsonWriter& w) const override { lan_.mac(node()).inspect(w); }
  bool networkQuiet() const override { return lan_.quiet(); }
  void notifyWhenQuiet(QuietListener* l) override { lan_.notifyWhenQuiet(l, this); }

  void frameReceived(std::uint32_t, const Packet& p) override {
    const Packet copy = p;  // see endpoint.h: the pool may move while the handler runs
    deliver(copy);
  }
  void frameStarting(std::uint32_t, Packet& p) override { departed(p); }

 protected:
  void transmit(PacketId p) override { lan_.send(node(), p); }

 private:
  EthernetLan& lan_;
};

// One station endpoint per station of a LAN.
class EthernetStations {
 public:
  explicit EthernetStations(EthernetLan& lan) {
    for (std::uint32_t st = 0; st < lan.stations(); ++st)
      stations_.push_back(std::make_unique<EthernetStation>(lan, st));
  }
  EthernetStation& at(std::uint32_t st) { return *stations_[st]; }

 private:
  std::vector<std::unique_ptr<EthernetStation>> stations_;
};

}  // namespace ps
