// The settings of one DCCP flow (the flow's "dccp" object, declared in dccp_params.h), as the
// agents use them. Defaults are the RFCs'; the ns-2 values of the seed's simulator are one
// "tfrc.mode": "ns2" away (dccp_params.h says which fields it changes).
#pragma once
#include <cstdint>
#include <vector>

#include "../../core/time.h"
#include "ccid2.h"
#include "tfrc_receiver.h"
#include "tfrc_sender.h"

namespace ps::dccp {

struct DccpConfig {
  // connection (RFC 4340)
  std::uint8_t ccid = 3;                        // the client's CCID (its one-entry preference list)
  std::vector<std::uint8_t> serverCcids{2, 3};  // the server's preference list (server priority)
  std::uint32_t packetSize = 1000;              // payload bytes of a data packet (TFRC's s)
  std::uint32_t sendBuffer = 1000;              // datagrams the sender may queue (ns-2: 1000)
  std::uint64_t sequenceWindow = 100;           // RFC 4340 §7.5.2 default; only logged when exceeded
  std::uint32_t serviceCode = 0;
  SimTime requestRto = kSecond;              // RFC 4340 §8.1.1: about 1 s, backing off
  SimTime requestRtoMax = 64 * kSecond;      // "no less than one per 64 seconds"
  SimTime requestGiveUp = 300 * kSecond;     // give up after a few minutes
  SimTime partOpenRto = 200 * kMillisecond;  // PARTOPEN Ack retransmission, backing off
  SimTime closeRto = kSecond;                // Close retransmission, backing off [choice]
  SimTime timeWait = 2 * kSecond;            // RFC: 2 MSL = 4 min [choice: shortened]
  // CCID 2 (RFC 4341)
  Ccid2SenderConfig ccid2;
  Ccid2ReceiverConfig ccid2Receiver;
  // CCID 3 (RFC 4342, RFC 5348)
  TfrcSenderConfig tfrc;
  TfrcReceiverConfig tfrcReceiver;
};

}  // namespace ps::dccp
