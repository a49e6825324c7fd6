// Interrupt coalescence at pathload's receiving host: the NIC model (digest §6.1 item 5) and
// pathload 1.3.2's coalescence branch (digest §2.14). Both are off by default, as in the seed, whose
// hosts all ran with coalescence disabled.
//
// NIC model: arrivals are handed to the host in batches; a batch opens with its first packet and
// is delivered when it holds `packets` packets or `timeout` after it opened, whichever comes
// first; every packet in it gets the host's clock at delivery as its arrival timestamp. The model
// rewrites the stamps the receiver already stored (the analysis reads them only at the end of a
// stream or train), so it adds no events. Choice [I]: a batch still open when the stream's
// FINISHED message arrives is delivered then, at the earlier of its deadline and that moment.
//
// The branch (runs only when the ADR train flagged coalescence and the option is on): per stream,
// count bursts, i.e. runs of at least 3 arrivals each within the back-to-back limit of the one
// before. Fewer than 2 bursts, the third time: stop with a lower bound ("available bandwidth is
// greater than Rmin"). 2 to 5 bursts, the third time: later fleets use K = 300. Choice [I]: a stream
// with too few bursts is discarded (no trend entry) until one of those counts reaches three.
// Otherwise the trend tests run on the first packet after each burst only.
#pragma once
#include <cstdint>
#include <vector>

#include "../../core/time.h"
#include "pathload_math.h"

namespace ps::estimation {

class NicCoalescence {
 public:
  NicCoalescence(int packets, SimTime timeout, std::int64_t offsetUs, std::int64_t granularityUs);
  bool on() const { return packets_ >= 2; }
  // A packet arrived now; *stamp (already the host's clock now) is rewritten at delivery.
  void arrive(SimTime now, double* stamp);
  // Deliver the open batch, if any (before the stamps are read or their storage is reused).
  void flush(SimTime now);
  std::uint64_t batches() const { return batches_; }

 private:
  void deliver(SimTime at);
  int packets_;
  SimTime timeout_;
  std::int64_t offsetUs_, granularityUs_;
  SimTime opened_ = -1;
  std::vector<double*> held_;
  std::uint64_t batches_ = 0;
};

// Bursts in a stream's arrival stamps (missing packets: < 0): runs of >= 3 received packets, each
// within limitUs of the previous received one.
int countBursts(const std::vector<double>& recvUs, double limitUs);

// The packets that arrive first after each burst, in order (1.3.2's input to PCT/PDT under IC).
void firstAfterBursts(const std::vector<double>& sendUs, const std::vector<double>& recvUs, double limitUs,
                      std::vector<double>& outSend, std::vector<double>& outRecv);

enum class IcAction : std::uint8_t { kAnalysed, kDiscarded, kLowerBound, kLongerStreams };

struct IcCounts {
  int fewBursts = 0;   // streams with fewer than 2 bursts so far
  int someBursts = 0;  // streams with 2 to 5 bursts so far
};

// The branch for one stream. `a` holds the plain analysis on entry and the one to use on return
// (for kAnalysed: the analysis of the first packets after bursts, with the stream's own loss).
IcAction icStream(const std::vector<double>& sendUs, const std::vector<double>& recvUs, const TrendRule& rule,
                  double limitUs, IcCounts& counts, StreamAnalysis& a, std::vector<double>& scratchSend,
                  std::vector<double>& scratchRecv);

}  // namespace ps::estimation
