#include "dccp_text_pt.h"

#include <cstdio>

namespace ps::dccp {

std::string g3Pt(double v) {
  char b[48];
  std::snprintf(b, sizeof b, "%.3g", v);
  std::string out = b;
  for (char& c : out)
    if (c == '.') c = ',';
  return out;
}

std::string ratePt(double bitsPerSecond) {
  if (bitsPerSecond >= 1e9) return g3Pt(bitsPerSecond / 1e9) + " Gbit/s";
  if (bitsPerSecond >= 1e6) return g3Pt(bitsPerSecond / 1e6) + " Mbit/s";
  if (bitsPerSecond >= 1e3) return g3Pt(bitsPerSecond / 1e3) + " kbit/s";
  return g3Pt(bitsPerSecond) + " bit/s";
}

std::string lossRatePt(std::uint32_t invP) {
  return invP == 0 ? "p = 0 (nenhuma perda ainda)" : "p = " + g3Pt(1.0 / invP);
}

const char* rateCausePt(std::uint16_t reason) {
  static const char* why[] = {"o primeiro RTT: janela inicial sobre R",
                              "partida lenta (dobra uma vez por RTT)",
                              "partida lenta limitada pelo dobro da taxa de recepção",
                              "a equação de vazão",
                              "o dobro da taxa de recepção, abaixo da equação",
                              "o mínimo, um pacote por t_mbi"};
  return reason < 6 ? why[reason] : "?";
}

const char* ackRatioCausePt(std::uint16_t reason) {
  static const char* why[] = {"Acks se perderam: a taxa de Acks cai à metade",
                              "cwnd/(R^2 - R) janelas sem nenhum Ack perdido",
                              "ele não pode passar de metade da janela de congestionamento"};
  return reason < 3 ? why[reason] : "?";
}

}  // namespace ps::dccp
