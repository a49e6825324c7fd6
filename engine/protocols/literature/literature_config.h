// Configuration of the thesis's literature protocols (seed 001 §2.7-2.9 and chapter 5), run as
// further protocol.name values of the "ethernet" model so that they share its LAN, its group
// (stations 0..r), its statistics and its summary fields with MSAW and MBAP.
//
// The thesis describes these protocols from their papers and gives no timer values; every value it
// leaves unstated is a field here with a default chosen for the thesis's LAN (10 Mbit/s, 1518-byte
// data frames of 12144 bit times, 64-byte control frames of 512 bit times) and explained in
// literature_params.h. Times are in bit times, like every other field of the ethernet model.
#pragma once
#include <cstdint>

namespace ps {

enum class LitProto : std::uint8_t {
  kSeq,  // Kaashoek, Tanenbaum, Hummel, Bal: sequencer-based reliable broadcast (§2.7)
  kEs,   // Erramilli & Singh (§2.8)
  kCm,   // Chang & Maxemchuk (§2.9)
  kRra,  // round-robin acknowledgment (chapter 5's proposal)
};

struct SeqConfig {
  std::uint32_t sequencer = 1;          // station acting as the sequence node
  std::uint32_t history = 64;           // sequencer's history buffer, messages
  std::uint32_t memberBuffer = 32;      // a member's buffer for out-of-order MULTICASTs
  std::int64_t silence = 100000;        // a member that sent no request for this long sends a dummy
  std::int64_t requestTimeout = 60000;  // a source resends its request if its MULTICAST has not come
  std::int64_t retransTimeout = 40000;  // a member repeats a RETRANS if the gap is still open
  std::int64_t syncTimeout = 60000;     // the sequencer repeats PHASE1/PHASE2 to members that are silent
};

struct EsConfig {
  std::uint32_t N = 256;             // sequence numbers 1..N (N > B)
  std::uint32_t B = 32;              // sender buffer: the last B messages sent
  std::uint32_t K = 3;               // status repetitions before falling back to sanity messages
  std::int64_t T1 = 50000;           // status interval
  std::int64_t T2 = 1000000;         // sanity interval and the failure-detection bound
  std::int64_t sanityLead = 200000;  // a sanity message leaves this early (at most T2/2)
  std::uint32_t sanityLosses = 1;    // lost sanity messages in a row a live node survives
  std::int64_t T3 = 200000;          // timed-choke interval
  std::uint32_t recvBuffer = 64;     // a receiver's buffer (messages) per sender, for choke
  std::int64_t readDelay = 0;        // the application reads one message per readDelay (0 = at once)
  bool multicastRetrans = false;     // NAKed messages resent to the group instead of the NAKer
  std::int64_t nakHoldoff = 30000;   // a receiver repeats a NAK for the same seq only after this
  std::int32_t crashStation = -1;    // a node that stops at crashAt (-1: none)
  std::int64_t crashAt = 0;
};

struct CmConfig {
  std::uint32_t L = 1;                  // resiliency: commit after L token transfers
  std::uint32_t passEvery = 1;          // token passing rate: pass after this many ACKs
  std::uint32_t R = 10;                 // source retries before it suspects the token site
  std::int64_t ackTimeout = 50000;      // a source waits this long for the token site's ACK
  std::int64_t confirmTimeout = 25000;  // a new token site with nothing to ACK confirms after this
  std::int64_t idlePass = 50000;        // an idle token site with uncommitted messages passes the token
  std::int64_t retransTimeout = 40000;  // a site repeats a retransmission request after this
  std::int64_t reformTimeout = 300000;  // reformation: how long the initiator collects answers
  std::uint32_t firstToken = 1;         // station holding the token at the start
  std::int64_t crashTokenSiteAt = 0;    // the token site stops at this time (0: never)
};

struct RraConfig {
  std::int64_t timeout = 40000;     // the sender waits this long for the named receiver's ACK
  std::uint32_t retransLimit = 10;  // retransmissions of one message before the sender moves on
};

struct LiteratureConfig {
  LitProto proto = LitProto::kSeq;
  std::uint32_t senders = 1;  // stations 0..senders-1 each send protocol.packets messages
  std::int64_t interval = 0;  // bit times between a source's messages (0: as fast as it may)
  SeqConfig seq;
  EsConfig es;
  CmConfig cm;
  RraConfig rra;
};

}  // namespace ps
