// The Ethernet LAN's log lines in Brazilian Portuguese: the same facts, in the same order, as the
// English renderers in ethernet_lan.cpp (frames, collisions, backoff, deferral, discards, drops).
#include <cstring>
#include <string>

#include "../core/core_why_pt.h"
#include "../core/why_text_pt.h"
#include "ethernet_lan.h"
#include "ethernet_why.h"

namespace ps {
namespace {

// The frame type's name: protocol names (DATA, ACK, ...) stay; the generic "frame" is "quadro".
std::string quadro(const Simulation& s, std::uint16_t type) {
  const char* name = frameTypeName(type);
  if (const auto* m = dynamic_cast<const EthernetModel*>(s.model())) name = m->lan().frameName(type);
  return std::strcmp(name, "frame") == 0 ? std::string("quadro") : std::string(name);
}
std::string destino(const Simulation& s, std::uint32_t peer) {
  return peer == kNone32 ? std::string("o grupo") : s.nodeName(peer);
}

std::string frameStartPt(const Simulation& s, const TraceRecord& r) {
  return s.nodeName(r.node) + " começa a enviar " + quadro(s, r.reason) + " seq " + std::to_string(r.seq) + " (" +
         pluralPt(r.size, "byte", "bytes") + ") para " + destino(s, r.peer) + "; ocupa o meio por " + fmtBitsPt(s, r.a);
}
std::string frameEndPt(const Simulation& s, const TraceRecord& r) {
  return s.nodeName(r.node) + " termina " + quadro(s, r.reason) + " seq " + std::to_string(r.seq) + " para " +
         destino(s, r.peer);
}
std::string collisionPt(const Simulation& s, const TraceRecord& r) {
  if (r.reason == 1) {  // 802.3: one station detects another's signal
    return "colisão: " + s.nodeName(r.node) + " ouve o sinal de " + s.nodeName(r.peer) +
           " enquanto transmite; envia jam por " + fmtBitsPt(s, r.a);
  }
  if (r.size > 2)
    return "colisão: " + s.nodeName(r.node) + ", " + s.nodeName(r.peer) + " e mais " + milharPt(r.size - 2) +
           " começaram no mesmo instante; o meio fica bloqueado por " + fmtBitsPt(s, r.a);
  return "colisão: " + s.nodeName(r.node) + " e " + s.nodeName(r.peer) +
         " começaram no mesmo instante; o meio fica bloqueado por " + fmtBitsPt(s, r.a);
}
std::string backoffPt(const Simulation& s, const TraceRecord& r) {
  return s.nodeName(r.node) + " recua " + pluralPt(r.size, "slot", "slots") + " (" + fmtBitsPt(s, r.a) +
         ") após a colisão " + std::to_string(r.seq);
}
std::string deferPt(const Simulation& s, const TraceRecord& r) {
  return s.nodeName(r.node) + " sente o meio ocupado e adia" +
         (r.a > 0 ? " por " + fmtBitsPt(s, r.a) : std::string(" até o meio ficar livre"));
}
std::string discardPt(const Simulation& s, const TraceRecord& r) {
  return s.nodeName(r.node) + " descarta " + quadro(s, r.reason) + " seq " + std::to_string(r.seq) + " após " +
         pluralPt(r.a, "colisão", "colisões") + " (limite de tentativas)";
}
std::string dropPt(const Simulation& s, const TraceRecord& r) {
  const DropReason reason = static_cast<DropReason>(r.reason);
  const std::string type = quadro(s, static_cast<std::uint16_t>(r.a >> 8));
  if (reason == DropReason::kMacError) {
    return "o MAC de " + s.nodeName(r.node) + " descarta " + type + " seq " + std::to_string(r.seq) +
           ((r.a & 0xff) ? " na recepção" : " na transmissão") + " (modelo de erros)";
  }
  return s.nodeName(r.node) + " descarta " + type + " seq " + std::to_string(r.seq) + ": " + dropReasonPt(reason);
}

const LineTranslation kEthernetLinesPt[] = {
    {kEthFrameStart, frameStartPt},
    {kEthFrameEnd, frameEndPt},
    {kEthCollision, collisionPt},
    {kEthBackoff, backoffPt},
    {kEthDefer, deferPt},
    {kEthDiscard, discardPt},
    {kDrop, dropPt},
};

}  // namespace

void registerEthernetLinesPt(Simulation& sim) { sim.registerLineTranslations("pt-BR", kEthernetLinesPt); }

}  // namespace ps
