// Number words shared by DCCP's Brazilian Portuguese texts (dccp_why_pt.cpp, dccp_lines_pt.cpp):
// rates and loss rates with three significant digits and a decimal comma, as the English
// renderers write them with "%.3g" and a decimal point.
#pragma once
#include <cstdint>
#include <string>

namespace ps::dccp {

// Three significant digits with a decimal comma: 0.0125 -> "0,0125", 1.25 -> "1,25".
std::string g3Pt(double v);
// A rate in bit/s with its unit: 1.25e6 -> "1,25 Mbit/s".
std::string ratePt(double bitsPerSecond);
// The loss event rate from 1/p: 0 -> "p = 0 (nenhuma perda ainda)", 80 -> "p = 0,0125".
std::string lossRatePt(std::uint32_t invP);
// Why TFRC's rate X is what it is (a tfrc-rate record's reason), "?" for an unknown reason.
const char* rateCausePt(std::uint16_t reason);
// Why CCID 2's Ack Ratio changed (a ccid2-ack-ratio record's reason), "?" for an unknown reason.
const char* ackRatioCausePt(std::uint16_t reason);

}  // namespace ps::dccp
