// Packets: plain structs from a pool (DESIGN.md §2). No payload bytes; a packet carries its size,
// addresses and protocol fields. Handles are indexes, so a pool can grow without invalidating them.
#pragma once
#include <cstdint>
#include <vector>

#include "time.h"

namespace ps {

using PacketId = std::uint32_t;
constexpr PacketId kNoPacket = 0xffffffffu;
constexpr std::uint32_t kNoNode = 0xffffffffu;
constexpr std::uint32_t kBroadcast = 0xfffffffeu;

struct Packet {
  std::uint32_t uid = 0;    // unique over the run, shown in the trace
  std::uint16_t type = 0;   // protocol-defined (data, ack, poll, ...)
  std::uint16_t flags = 0;  // protocol-defined (retransmission, multicast, ...)
  std::uint32_t sizeBytes = 0;
  std::uint32_t src = kNoNode;
  std::uint32_t dst = kNoNode;  // a node id, kBroadcast, or a group address (model-defined)
  std::uint32_t flow = 0;
  std::uint16_t srcPort = 0, dstPort = 0;  // transport ports (0 = none: the protocol owns the node)
  std::uint32_t seq = 0;
  std::uint32_t ttl = 64;
  SimTime created = 0;
  std::uint64_t field[4] = {0, 0, 0, 0};  // protocol fields (window snapshot, probability, ...)
};

class PacketPool {
 public:
  // Takes a packet from the free list (or grows the pool) and resets it with a new uid.
  PacketId alloc() {
    PacketId id;
    if (!free_.empty()) {
      id = free_.back();
      free_.pop_back();
      packets_[id] = Packet{};
    } else {
      id = static_cast<PacketId>(packets_.size());
      packets_.emplace_back();
    }
    packets_[id].uid = nextUid_++;
    ++live_;
    return id;
  }
  // A copy of `src` (for multicast fan-out) with a fresh uid.
  PacketId clone(PacketId src) {
    const PacketId id = alloc();
    const std::uint32_t uid = packets_[id].uid;
    packets_[id] = packets_[src];
    packets_[id].uid = uid;
    return id;
  }
  void release(PacketId id) {
    free_.push_back(id);
    --live_;
  }
  Packet& operator[](PacketId id) { return packets_[id]; }
  const Packet& operator[](PacketId id) const { return packets_[id]; }
  std::size_t live() const { return live_; }
  std::size_t capacity() const { return packets_.size(); }

 private:
  std::vector<Packet> packets_;
  std::vector<PacketId> free_;
  std::uint32_t nextUid_ = 1;
  std::size_t live_ = 0;
};

}  // namespace ps
