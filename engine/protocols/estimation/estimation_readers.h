// Readers of the estimators' scenario sections (estimation_readers.cpp).
#pragma once
#include "../../scenario/validator.h"
#include "abget.h"
#include "iperf.h"
#include "pathload_config.h"

#include <string>
#include <vector>

namespace ps::estimation {

PathloadConfig readPathload(const Json& pathload, Validator& v);
// `access`: the access links' bandwidth (bit/s); no tool can send faster.
AbgetConfig readAbget(const Json& root, Validator& v, double access);
IperfConfig readIperf(const Json& root, Validator& v, double access);

// One cross-traffic generator, crossTraffic[i] (`path`).
struct CrossSpec {
  double rate = 0;         // UDP CBR: bit/s at the IP layer
  std::uint32_t size = 0;  // UDP CBR: IP packet size
  SimTime start = 0;
  const Json* tcp = nullptr;  // a bulk TCP generator's settings; nullptr for UDP CBR
  std::string path;
};
// Reads crossTraffic[]; `udpRate` gets the UDP generators' total, which must fit `tight` (bit/s).
std::vector<CrossSpec> readCross(const Json& root, Validator& v, double tight, double& udpRate);

}  // namespace ps::estimation
