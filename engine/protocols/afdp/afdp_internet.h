// AFDP's substrate (digest §6.1): Ethernet segments (the Ethernet family's CSMA/CD LAN) joined by
// store-and-forward routers (net/lan_router.h) into a tree. With no routers it is the single LAN the
// family began with, built exactly as before. Nodes: the hosts 0..hosts-1 (P, SEC, R.., H..) and
// then one node per router (G1, G2 ...). Every host has one station, on its own segment; a router
// has one on each of the two segments it joins.
#pragma once
#include <cstdint>
#include <memory>
#include <vector>

#include "../../net/ethernet_lan.h"
#include "../../net/ethernet_station.h"
#include "../../net/lan_router.h"
#include "afdp_config.h"

namespace ps::afdp {

class AfdpInternet {
 public:
  // `lanOfHost[n]`: the segment of host n (0..cfg.segments-1).
  AfdpInternet(Simulation& sim, const EthernetConfig& lanCfg, const AfdpConfig& cfg,
               const std::vector<std::uint32_t>& lanOfHost);

  std::uint32_t segments() const { return static_cast<std::uint32_t>(lans_.size()); }
  std::uint32_t hosts() const { return static_cast<std::uint32_t>(stations_.size()); }
  std::uint32_t nodes() const { return static_cast<std::uint32_t>(lanOf_.size()); }
  EthernetStation& station(std::uint32_t host) { return *stations_[host]; }
  EthernetLan& lan(std::uint32_t s) { return *lans_[s]; }
  const EthernetLan& lan(std::uint32_t s) const { return *lans_[s]; }
  LanRouter& router(std::size_t i) { return *routers_[i]; }
  const LanRouter& router(std::size_t i) const { return *routers_[i]; }
  std::size_t routerCount() const { return routers_.size(); }
  // Every node's segment (a router's: the one it hangs from).
  const std::vector<std::uint32_t>& lanOf() const { return lanOf_; }
  // [a * segments + b]: 1 if every router on the path between segments a and b forwards multicast.
  const std::vector<std::uint8_t>& multicastPath() const { return mcastPath_; }

  // Totals over every segment.
  std::uint64_t collisions() const;
  std::uint64_t framesSent() const;
  std::uint64_t routerDrops() const;

  // Station positions along the drawing: segment by segment, each router between its two segments.
  double xOf(std::uint32_t node) const { return x_[node]; }

 private:
  // first_[s * S + t]: the router a frame on segment s takes toward segment t (kNone32: t == s).
  std::vector<std::uint32_t> first_;
  std::vector<std::uint32_t> lanOf_;
  std::vector<std::uint8_t> mcastPath_;
  std::vector<double> x_;
  std::vector<std::unique_ptr<EthernetLan>> lans_;
  std::vector<std::unique_ptr<EthernetStation>> stations_;
  std::vector<std::unique_ptr<LanRouter>> routers_;
};

}  // namespace ps::afdp
