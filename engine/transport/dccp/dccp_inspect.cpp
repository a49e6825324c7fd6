// What the panels show of a DCCP flow (the inspect convention: snake_case keys, units as suffixes,
// armed timers in "timers"). The sender shows the connection and its CCID's state (TFRC: X, X_recv,
// p, R, the nofeedback timer, X_recv_set; CCID 2: cwnd, ssthresh, pipe, Ack Ratio, RTO); the
// receiver shows the connection and its CCID's receiving state (TFRC: the loss-interval history
// with its weights and sums; CCID 2: the Ack Vector as runs and as its wire bytes).
#include <cstdio>
#include <limits>

#include "../../protocols/common/timers_json.h"
#include "dccp_receiver.h"
#include "dccp_sender.h"
#include "rounding.h"

namespace ps::dccp {

namespace {
void writeConnection(JsonWriter& w, const DccpConnection& c, const char* role, std::uint8_t ccid) {
  w.field("role", role).field("state", dccpStateName(static_cast<std::uint32_t>(c.state())));
  w.field("ccid", static_cast<int>(ccid));
  w.field("iss", c.iss()).field("gss", c.gss()).field("gsr", c.gsr()).field("isr", c.isr());
  w.field("packets_sent", c.packetsSent()).field("packets_received", c.packetsReceived());
  w.field("sequence_window_violations", c.windowViolations());
}
const char* stateName(PacketState s) {
  switch (s) {
    case PacketState::kReceived:
      return "received";
    case PacketState::kReceivedEcn:
      return "received-ecn";
    default:
      return "not-received";
  }
}
std::int64_t ns(double seconds) { return secondsToNs(seconds); }
const char* rateCauseName(RateCause c) {
  static const char* names[] = {"initial",  "slow-start",      "slow-start-receive-limited",
                                "equation", "receive-limited", "minimum"};
  return names[c < 6 ? c : 0];
}
}  // namespace

void DccpSender::inspect(JsonWriter& w) const {
  w.beginObject();
  writeConnection(w, conn_, "client (sender)", negotiated_ ? negotiated_ : cfg_.ccid);
  w.field("packet_size_bytes", cfg_.packetSize)
      .field("data_packets_sent", dataSent_)
      .field("data_bytes_sent", bytesSent_);
  w.field("greedy", greedy_).field("send_buffer_packets", static_cast<std::uint64_t>(queue_.size()));
  w.field("send_buffer_capacity_packets", cfg_.sendBuffer).field("send_buffer_drops", bufferDrops_);
  w.field("handshake_rtt_ns", handshakeRtt_);
  if (tfrc_) {
    const TfrcSender& t = *tfrc_;
    w.key("tfrc").beginObject();
    w.field("version", t.config().version == TfrcVersion::kRfc5348 ? "rfc5348" : "rfc3448");
    w.field("phase", t.slowStart() ? "slow start" : "equation");
    w.field("x_bps", t.x() * 8).field("x_inst_bps", t.xInst() * 8);
    w.key("x_calc_bps");
    if (t.p() > 0)
      w.value(t.xBps() * 8);
    else
      w.null();
    const double xr = t.xRecv();
    w.key("x_recv_bps");
    if (xr == std::numeric_limits<double>::infinity())
      w.null();
    else
      w.value(xr * 8);
    w.field("p", t.p()).field("rtt_ns", ns(t.rtt())).field("t_rto_ns", ns(t.rto()));
    w.field("initial_rate_bps", t.initialRate() * 8).field("ipi_ns", t.interPacketInterval());
    w.field("window_counter", static_cast<int>(t.windowCounter())).field("time_last_doubled_ns", t.timeLastDoubled());
    w.field("rate_cause", rateCauseName(t.rateCause()));
    w.field("feedbacks", t.feedbacks()).field("nofeedback_expiries", t.nofeedbackExpiries());
    w.field("p_min", t.config().pMin).field("oscillation_reduction", t.config().oscillationReduction);
    w.key("x_recv_set").beginArray();
    for (int i = 0; i < t.recvSetSize(); ++i) {
      const auto e = t.recvSetEntry(i);
      w.beginObject().field("t_ns", e.t).key("rate_bps");
      if (e.rate == std::numeric_limits<double>::infinity())
        w.null();
      else
        w.value(e.rate * 8);
      w.endObject();
    }
    w.endArray().endObject();
  }
  if (ccid2_) {
    const Ccid2Sender& c = *ccid2_;
    w.key("ccid2").beginObject();
    w.field("phase", c.slowStart() ? "slow start" : "congestion avoidance");
    w.field("cwnd_packets", c.cwnd());
    w.key("ssthresh_packets");
    if (c.ssthresh() >= std::numeric_limits<std::uint32_t>::max())
      w.null();
    else
      w.value(c.ssthresh());
    w.field("pipe_packets", c.pipe()).field("ack_ratio", c.ackRatio());
    w.field("srtt_ns", c.rtt().srtt()).field("rttvar_ns", c.rtt().rttvar()).field("rto_ns", c.rto());
    w.field("data_acked", c.dataAcked()).field("data_lost", c.dataLost());
    w.field("congestion_events", c.congestionEvents()).field("timeouts", c.timeouts());
    w.field("acks_lost", c.acksLost()).field("ack_ratio_changes", c.ackRatioChanges());
    w.endObject();
  }
  w.key("timers").beginArray();
  if (connTimer_.armed()) {
    const char* name = conn_.is(DccpState::kRequest)    ? "request retransmission"
                       : conn_.is(DccpState::kPartOpen) ? "partopen ack"
                       : conn_.is(DccpState::kClosing)  ? "close retransmission"
                                                        : "timewait";
    writeTimer(w, name, connTimer_.deadline());
  }
  if (paceTimer_.armed()) writeTimer(w, "pacing", paceTimer_.deadline());
  if (tfrc_ && nofeedbackTimer_.armed()) writeTimer(w, "nofeedback", tfrc_->nofeedbackDeadline());
  if (ccid2_ && rtoTimer_.armed()) writeTimer(w, "retransmission timeout", ccid2_->rtoDeadline());
  w.endArray();
  w.endObject();
}

void DccpReceiver::inspect(JsonWriter& w) const {
  w.beginObject();
  writeConnection(w, conn_, "server (receiver)", negotiated_ ? negotiated_ : cfg_.ccid);
  w.field("data_packets_received", dataPackets_).field("data_bytes_received", dataBytes_);
  w.field("handshake_rtt_ns", handshakeRtt_);
  if (tfrc_) {
    const TfrcReceiver& t = *tfrc_;
    const LossIntervalHistory& h = t.history();
    const auto avg = h.average();
    w.key("tfrc").beginObject();
    w.field("p", t.p()).field("x_recv_bps", t.lastXRecv() * 8).field("rtt_ns", ns(t.rttSeconds()));
    w.field("loss_events", t.lossEvents()).field("lost_packets", t.detector().lostData());
    w.field("feedbacks", t.feedbacksSent());
    w.field("history_mode", h.mode() == HistoryMode::kRfc5348 ? "rfc5348" : "ns2-zero-filled");
    w.key("intervals").beginArray();  // I_0 (open) then I_1..I_k, with the weight each sum uses
    const int shown =
        h.hasLoss() ? (h.mode() == HistoryMode::kNs2ZeroFilled ? LossIntervalHistory::kN : h.closedCount()) : 0;
    for (int i = 0; i <= shown && h.hasLoss(); ++i) {
      w.beginObject().field("i", i).field("packets", h.interval(i)).field("open", i == 0);
      w.key("weight_tot0");
      if (i < shown)
        w.value(LossIntervalHistory::weight(i));
      else
        w.null();
      w.key("weight_tot1");
      if (i >= 1)
        w.value(LossIntervalHistory::weight(i - 1));
      else
        w.null();
      w.endObject();
    }
    w.endArray();
    w.field("i_tot0", avg.iTot0).field("i_tot1", avg.iTot1).field("w_tot", avg.wTot).field("i_mean", avg.iMean);
    w.field("first_interval_synthesised", t.synthesizedFirstInterval());
    w.endObject();
  }
  if (ccid2_) {
    const Ccid2Receiver& c = *ccid2_;
    const AckVector& v = c.vector();
    w.key("ccid2").beginObject();
    w.field("ack_ratio", c.ackRatio()).field("unacked_data", c.unackedData()).field("acks_sent", c.acksSent());
    w.endObject();
    w.key("ack_vector").beginObject();
    w.field("head", v.head()).field("tail", v.tail()).field("bytes", static_cast<std::uint64_t>(v.encodedBytes()));
    w.field("runs_total", static_cast<std::uint64_t>(v.runCount()));
    w.key("runs").beginArray();  // newest first, as on the wire; at most 64 shown
    std::size_t shown = 0;
    for (std::size_t i = v.runCount(); i-- > 0 && shown < 64; ++shown) {
      const AckRun& r = v.run(i);
      w.beginObject().field("state", stateName(r.state)).field("first", r.first).field("last", r.last);
      w.field("count", r.last - r.first + 1).endObject();
    }
    w.endArray();
    // The first wire bytes, as hex ("0x02 0xC1 0x04"): state in the top two bits, run length - 1 below.
    std::string hex;
    const auto bytes = v.runCount() <= 32 ? v.encode() : std::vector<std::uint8_t>{};
    for (std::size_t i = 0; i < bytes.size() && i < 32; ++i) {
      char b[8];
      std::snprintf(b, sizeof b, "%s0x%02X", i ? " " : "", bytes[i]);
      hex += b;
    }
    w.field("wire", hex);
    w.endObject();
  }
  w.key("timers").beginArray();
  if (ccid2_ && delayedAck_.armed()) writeTimer(w, "delayed ack", ccid2_->delayedAckDeadline());
  w.endArray();
  w.endObject();
}

}  // namespace ps::dccp
