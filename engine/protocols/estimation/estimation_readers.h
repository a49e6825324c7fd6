// Readers of the estimators' scenario sections (estimation_readers.cpp).
#pragma once
#include "../../scenario/validator.h"
#include "abget.h"
#include "iperf.h"
#include "pathload_config.h"

namespace ps::estimation {

PathloadConfig readPathload(const Json& pathload, Validator& v);
// `access`: the access links' bandwidth (bit/s); no tool can send faster.
AbgetConfig readAbget(const Json& root, Validator& v, double access);
IperfConfig readIperf(const Json& root, Validator& v, double access);

}  // namespace ps::estimation
