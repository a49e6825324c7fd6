#include "pathload_sender.h"

#include "../common/timers_json.h"
#include "trace_kinds.h"

namespace ps::estimation {

const char* controlName(std::uint32_t code) {
  switch (code) {
    case kSendFleet:
      return "SEND_FLEET";
    case kRecvFleet:
      return "RECV_FLEET";
    case kContinueStream:
      return "CONTINUE_STREAM";
    case kTerminate:
      return "TERMINATE";
    case kAbortFleet:
      return "ABORT_FLEET";
    case kFinishedStream:
      return "FINISHED_STREAM";
    case kSendTrain:
      return "SEND_TRAIN";
    case kFinishedTrain:
      return "FINISHED_TRAIN";
    case kBadTrain:
      return "BAD_TRAIN";
    case kGoodTrain:
      return "GOOD_TRAIN";
    case kHello:
      return "HELLO (connect; payload size)";
    case kHelloReply:
      return "HELLO reply (payload size, send latency)";
    default:
      return "?";
  }
}

PathloadSender::PathloadSender(Endpoint& ep, std::uint32_t receiverNode, std::uint32_t flow, const PathloadConfig& cfg)
    : ep_(ep),
      receiver_(receiverNode),
      flow_(flow),
      cfg_(cfg),
      streamLength_(cfg.streamLength),
      rng_(ep.sim().rngFor(0xE5A000 + flow)) {
  ep_.bind(cfg_.tcpPort, this);
}

void PathloadSender::sendControl(std::uint32_t code, std::uint64_t a, std::uint64_t b, std::uint64_t c) {
  const PacketId id = ep_.newPacket();
  Packet& p = ep_.sim().packets()[id];
  p.type = kControl;
  p.dst = receiver_;
  p.flow = flow_;
  p.srcPort = cfg_.tcpPort;
  p.dstPort = cfg_.udpPort;
  p.field[0] = code;
  p.field[1] = a;
  p.field[2] = b;
  p.field[3] = c;
  p.sizeBytes = 40 + 4 * 2;  // TCP/IP headers + the code word and one argument word
  bytes_.control += p.sizeBytes;
  ep_.sim().record(kPlControl, ep_.node(), receiver_, p.uid, code, p.sizeBytes, static_cast<std::int64_t>(a));
  ep_.send(id);
}

void PathloadSender::sendAwaited(std::uint32_t code, std::uint64_t a, std::uint64_t b) {
  awaitCode_ = code;
  awaitA_ = a;
  awaitB_ = b;
  rto_ = cfg_.controlRto;
  sendControl(code, a, b);
  ep_.arm(resendTimer_, ep_.now() + rto_, this, kResend);
}

void PathloadSender::answered() {
  awaitCode_ = 0;
  ep_.cancel(resendTimer_);
}

void PathloadSender::onReceive(Endpoint&, const Packet& p) {
  if (p.type != kControl || terminated_) return;
  const auto code = static_cast<std::uint32_t>(p.field[0]);
  switch (code) {
    case kHello:
      // The connection and the start-up exchange: our largest payload and our send latency.
      sendControl(kHelloReply, static_cast<std::uint64_t>(cfg_.lt.maxPayload),
                  static_cast<std::uint64_t>(cfg_.sndLatencyUs));
      break;
    case kSendTrain:
    case kBadTrain:
      if (awaitCode_ == kFinishedTrain && static_cast<int>(p.field[1]) == trainAttempt_) break;  // repeat
      answered();
      sendTrain(static_cast<int>(p.field[1]));
      break;
    case kGoodTrain:
      if (awaitCode_ == kFinishedTrain) answered();
      break;
    case kSendFleet: {
      const auto id = static_cast<std::uint32_t>(p.field[1]);
      if (id == fleetId_ && (fleetActive_ || fleetsSent_ > 0)) {
        sendControl(kRecvFleet, id);  // a repeated request: answer again, do not restart
        break;
      }
      if (awaitCode_ == kFinishedTrain) answered();
      fleetId_ = id;
      payload_ = static_cast<int>(p.field[2] & 0xFFFFFFFFu);
      // K rides in the high word when the receiver changed it (the IC branch's 300); else 1.3.2's.
      streamLength_ = (p.field[2] >> 32) != 0 ? static_cast<int>(p.field[2] >> 32) : cfg_.streamLength;
      periodUs_ = static_cast<int>(p.field[3]);
      fleetActive_ = true;
      ++fleetsSent_;
      stream_ = 0;
      sendControl(kRecvFleet, id);
      ep_.arm(streamTimer_, idleUntil_ > ep_.now() ? idleUntil_ : ep_.now(), this, kStartStream);
      break;
    }
    case kContinueStream:
    case kAbortFleet: {
      const auto id = static_cast<std::uint32_t>(p.field[1]);
      const auto sid = static_cast<int>(p.field[2]);
      if (!fleetActive_ || id != fleetId_ || awaitCode_ != kFinishedStream || sid != stream_) break;
      answered();
      const SimTime v = static_cast<SimTime>(streamLength_) * periodUs_ * kMicrosecond;
      const SimTime gapEnd = streamEnd_ + cfg_.idleFactor * v;  // 1.3.2: wait until 9 V after t1
      if (code == kAbortFleet) {
        idleUntil_ = ep_.now();
        endFleet();
        break;
      }
      ++stream_;
      idleUntil_ = gapEnd > ep_.now() ? gapEnd : ep_.now();
      if (stream_ >= cfg_.streamsPerFleet || v >= cfg_.slowLinkStream) {
        endFleet();
        break;
      }
      ep_.arm(streamTimer_, idleUntil_, this, kStartStream);
      break;
    }
    case kTerminate:
      terminated_ = true;
      fleetActive_ = false;
      answered();
      ep_.cancel(probeTimer_);
      ep_.cancel(finishTimer_);
      ep_.cancel(streamTimer_);
      break;
    default:
      break;
  }
}

void PathloadSender::endFleet() { fleetActive_ = false; }

void PathloadSender::sendTrain(int attempt) {
  trainAttempt_ = attempt;
  const int n = kTrainLengths[attempt] + 1;
  const std::uint32_t bytes = static_cast<std::uint32_t>(cfg_.lt.maxPayload) + 28;
  ep_.sim().record(kPlTrain, ep_.node(), receiver_, kNone32, static_cast<std::uint32_t>(attempt),
                   static_cast<std::uint32_t>(n), bytes);
  for (int i = 0; i < n; ++i) {
    const PacketId id = ep_.newPacket();
    Packet& p = ep_.sim().packets()[id];
    p.type = kTrainPacket;
    p.dst = receiver_;
    p.flow = flow_;
    p.dstPort = cfg_.udpPort;
    p.seq = static_cast<std::uint32_t>(i);
    p.field[0] = static_cast<std::uint64_t>(attempt);
    p.sizeBytes = bytes;
    bytes_.trains += bytes;
    ep_.send(id);  // back to back: the access link serialises them
  }
  ep_.arm(finishTimer_, ep_.now() + kMillisecond, this, kFinishTrain);  // 1.3.2 waits 1 ms
}

void PathloadSender::startStream() {
  packet_ = 0;
  nominal_ = ep_.now();
  ++streamsSent_;
  sendProbe();
}

void PathloadSender::sendProbe() {
  const PacketId id = ep_.newPacket();
  Packet& p = ep_.sim().packets()[id];
  p.type = kProbe;
  p.dst = receiver_;
  p.flow = flow_;
  p.dstPort = cfg_.udpPort;
  p.seq = static_cast<std::uint32_t>(packet_);
  p.field[0] = fleetId_;
  p.field[1] = static_cast<std::uint64_t>(stream_);
  p.field[2] = static_cast<std::uint64_t>(clockUs());  // the sender's timestamp (whole us)
  p.sizeBytes = static_cast<std::uint32_t>(payload_ + 28);
  bytes_.probes += p.sizeBytes;
  ep_.send(id);
  ++packet_;
  if (packet_ < streamLength_) {
    nominal_ += static_cast<SimTime>(periodUs_) * kMicrosecond;
    SimTime at = nominal_;
    if (cfg_.sendJitterUs > 0) at += fromSeconds(rng_.uniform(0, cfg_.sendJitterUs) * 1e-6);
    ep_.arm(probeTimer_, at > ep_.now() ? at : ep_.now(), this, kNextProbe);
  } else {
    streamEnd_ = ep_.now();
    ep_.arm(finishTimer_, ep_.now() + cfg_.postStreamWait, this, kFinishStream);
  }
}

void PathloadSender::onEvent(const Event& ev) {
  if (terminated_) return;
  switch (ev.kind) {
    case kNextProbe:
      sendProbe();
      break;
    case kStartStream:
      if (fleetActive_) startStream();
      break;
    case kFinishStream:
      sendAwaited(kFinishedStream, fleetId_, static_cast<std::uint64_t>(stream_));
      break;
    case kFinishTrain:
      sendAwaited(kFinishedTrain, static_cast<std::uint64_t>(trainAttempt_), 0);
      break;
    case kResend:
      if (awaitCode_ == 0) break;
      ep_.sim().record(kPlResend, ep_.node(), receiver_, kNone32, awaitCode_, 0, rto_);
      rto_ *= 2;
      sendControl(awaitCode_, awaitA_, awaitB_);
      ep_.arm(resendTimer_, ep_.now() + rto_, this, kResend);
      break;
    default:
      break;
  }
}

void PathloadSender::inspect(JsonWriter& w) const {
  w.beginObject();
  w.field("state", terminated_ ? "terminated" : fleetActive_ ? "sending a fleet" : "waiting for the receiver");
  w.field("fleet", static_cast<std::int64_t>(fleetId_));
  w.field("stream", static_cast<std::int64_t>(stream_));
  w.field("packet", static_cast<std::int64_t>(packet_));
  w.field("payload_bytes", static_cast<std::int64_t>(payload_));
  w.field("period_us", static_cast<std::int64_t>(periodUs_));
  w.field("probe_bytes", static_cast<std::int64_t>(bytes_.probes));
  w.field("train_bytes", static_cast<std::int64_t>(bytes_.trains));
  w.field("control_bytes", static_cast<std::int64_t>(bytes_.control));
  w.field("awaiting", awaitCode_ ? controlName(awaitCode_) : "");
  w.key("timers").beginArray();
  if (probeTimer_.armed()) writeTimer(w, "next probe", probeTimer_.deadline());
  if (finishTimer_.armed()) writeTimer(w, "end-of-stream wait", finishTimer_.deadline());
  if (streamTimer_.armed()) writeTimer(w, "inter-stream idle", streamTimer_.deadline());
  if (resendTimer_.armed()) writeTimer(w, "control resend", resendTimer_.deadline());
  w.endArray();
  w.endObject();
}

}  // namespace ps::estimation
