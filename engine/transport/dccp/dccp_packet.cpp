#include "dccp_packet.h"

#include <cmath>

namespace ps::dccp {

const char* dccpTypeName(DccpType t) {
  static const char* names[] = {"Request",  "Response", "Data",  "Ack",  "DataAck",
                                "CloseReq", "Close",    "Reset", "Sync", "SyncAck"};
  const auto i = static_cast<unsigned>(t);
  return i < 10 ? names[i] : "?";
}

const char* resetCodeName(std::uint8_t code) {
  static const char* names[] = {"Unspecified",  "Closed",       "Aborted",         "No Connection",
                                "Packet Error", "Option Error", "Mandatory Error", "Connection Refused"};
  return code < 8 ? names[code] : "?";
}

std::uint64_t packFeedback(double xRecvBps, double p) {
  double x = std::nearbyint(xRecvBps);  // whole bytes per second (round half to even: exact)
  if (!(x < 4294967295.0)) x = 4294967295.0;
  if (x < 0) x = 0;
  std::uint32_t invP = kNoLoss;
  if (p > 0) {
    const double inv = std::ceil(1 / p);
    invP = inv < 4294967294.0 ? static_cast<std::uint32_t>(inv) : 4294967294u;
  }
  return (static_cast<std::uint64_t>(static_cast<std::uint32_t>(x)) << 32) | invP;
}

double feedbackReceiveRate(std::uint64_t f) { return static_cast<double>(f >> 32); }

double feedbackLossEventRate(std::uint64_t f) {
  const auto invP = static_cast<std::uint32_t>(f & 0xFFFFFFFFu);
  return invP == kNoLoss || invP == 0 ? 0 : 1.0 / invP;
}

}  // namespace ps::dccp
