// A TFRC receiver's loss detection: which data packets are lost, and when they would have arrived.
// Sources: RFC 5348 §5.1-5.2 (NDUPACK = 3; interpolated arrival times), RFC 4342 §6 and RFC 4340
// §7.7 (NDP Count: only lost *data* packets are congestion losses), the seed (§2): "Um pacote perdido
// é detectado quando são recebidos três pacotes com número de seqüência superior a um reconhecimento
// não-recebido". Digest shared/research/dccp-tcp.md §3.6.
//
// Every packet of the half-connection is fed in (DCCP numbers data and non-data packets alike). A
// gap in the sequence numbers becomes a pending hole; once NDUPACK packets above the hole have
// arrived, its packets are declared lost. The packet right after the hole carries an NDP Count: the
// number of non-data packets immediately before it, so the last min(gap, NDP Count) packets of the
// hole may be non-data and are not counted. Each lost data packet gets a nominal arrival time by
// linear interpolation between the packets around the hole,
//   T_loss = T_before + (T_after - T_before) * (S_loss - S_before) / (S_after - S_before),
// and, for window-counter grouping (RFC 4342 §10.2, as ns-2 does it), the window counter of the
// packet after the hole [choice: the lost packet's own counter is unknown].
// A packet that fills a pending hole before NDUPACK later packets have arrived (reordering) removes
// itself from the hole. Packets at or below the highest received that are not in a hole (duplicates)
// are ignored.
#pragma once
#include <cstdint>
#include <vector>

#include "../../core/time.h"

namespace ps::dccp {

struct LostPacket {
  std::uint64_t seq = 0;
  SimTime nominalArrival = 0;
  std::uint8_t ccval = 0;  // window counter of the first packet received after it
};

class LossDetector {
 public:
  explicit LossDetector(int ndupack = 3) : ndupack_(ndupack) { holes_.reserve(8); }

  // A packet of the half-connection arrived. Lost data packets it uncovers (in sequence order)
  // are appended to `lost` (which is not cleared). `ndpCount`: non-data packets right before it.
  void onPacket(std::uint64_t seq, SimTime at, std::uint8_t ccval, std::uint64_t ndpCount,
                std::vector<LostPacket>& lost);

  bool started() const { return started_; }
  std::uint64_t highest() const { return highest_.seq; }
  SimTime highestArrival() const { return highest_.t; }
  std::uint8_t highestCcval() const { return highest_.ccval; }
  std::size_t pendingHoles() const { return holes_.size(); }
  std::uint64_t lostData() const { return lostData_; }
  std::uint64_t lostNonData() const { return lostNonData_; }
  std::uint64_t reordered() const { return reordered_; }

 private:
  struct Mark {
    std::uint64_t seq = 0;
    SimTime t = 0;
    std::uint8_t ccval = 0;
  };
  struct Hole {
    std::uint64_t first = 0, last = 0;  // missing sequence numbers [first, last]
    Mark before, after;
    std::uint64_t ndp = 0;  // NDP Count of `after`
    int later = 0;          // packets received above the hole
  };
  void declare(const Hole& h, std::vector<LostPacket>& lost);

  int ndupack_;
  bool started_ = false;
  Mark highest_;
  std::vector<Hole> holes_;  // pending, in sequence order; at most a few (each resolves after NDUPACK)
  std::uint64_t lostData_ = 0, lostNonData_ = 0, reordered_ = 0;
};

}  // namespace ps::dccp
