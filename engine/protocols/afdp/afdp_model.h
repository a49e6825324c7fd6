// The "afdp" model: AFDP (seed 004; digest ../shared/research/afdp.md) on one Ethernet segment.
// Hosts: P (publisher, node 0), SEC (secretary, node 1), R1..Rn (subscribers, nodes 2..n+1) and
// H1..Hk (other hosts on the LAN, outside the group), then F1, F2 (the ftp pair, when there is one), then P2..Pm
// (afdp.publishers > 1, each publishing its own file; appended so the default layout is unchanged). The entities use
// only the endpoint seam (net/endpoint.h); the NAK channel is the transport family's TCP (nak_channel.h).
//
// ---- Scenario sections (afdp_params.h declares every field) ---------------------------------
//   "lan":  {variant, failRate, bitRate, busLength, propagationSpeed}   (the Ethernet family's)
//   "afdp": {mode, threshold, maxPublishers, rate, tpFloor, niceFloor, tpStep, decayPeriod,
//            decayStep, tpCeiling, fileBytes, messages, datagramBytes, broadcastBytes, linger,
//            publishAt, shutdownAt, tw, nakDelay, nakDelayMax, maxRanges, publisherMulticast, otherHosts,
//            broadcastCpu, secretary, lease, publishers, retryRefused}  (the last four: afdp_group_params.h)
//   "subscribers": [{count, multicast, drainRate, buffer, joinAt, leaveAt}, ...]  (counts sum to <= 200)
//
// ---- Summary fields ---------------------------------------------------------------------------
//   mode (0 multicast, 1 broadcast, 2 unicast), datagrams_total, distribution_time_s (grant to the
//   last member's completion, -1 if a member still in the group never completed), publisher_time_s (grant to
//   PUBLISH_DONE), exit_time_s (PUBLISH_DONE on the run's clock: publishAt is the start-up cost),
//   peak_kBps (largest new payload in a 1 s window), subscribers_complete, members, members_left (sent LEAVE or got
//   SHUTDOWN), valid_naks, invalid_naks, naks_sent, retransmissions, datagrams_sent, buffer_drops, duplicates,
//   tp_final_ms, tp_peak_ms, tp_min_ms, tp_increases, tp_decreases, throughput_kBps (file / distribution time, KB =
//   1024 B), other_host_cpu_pct (CPU the broadcasts cost an outside host, % of the publication time), collisions,
//   frames_sent, nak_connections.
//   With baseline.kind "rdist" or "track" (afdp_baselines.h) the run is TCP's: baseline_children or
//   baseline_sessions, distribution_time_s (from publishAt), exit_time_s, subscribers_complete,
//   members, throughput_kBps, tcp_retransmissions, collisions, frames_sent. With "afdpdist",
//   distribution_time_s is timed from publishAt (statfile, lists, bundle) and request_lists,
//   request_lists_in_s follow. With baseline.ftpBytes > 0: ftp_goodput_kBps, ftp_delivered_bytes,
//   ftp_retransmissions (the F1 -> F2 transfer). With afdp.publishers > 1: publishers, publishers_done,
//   refusals, last_exit_time_s, leases_expired (the last also whenever a lease expired); with
//   afdp.secretary "find"/"elect": secretary_node (-1 if no secretary ever served).
//
// ---- inspect() entities: "P" (and "P2"..) afdp-publisher, "SEC" afdp-secretary (on the elected host
//   with "elect"), "R1".. afdp-subscriber,
//   "H1".. afdp-subscriber (member false). Keys: publisher.h, secretary.h, subscriber.h inspect().
#pragma once
#include <memory>

#include "../../core/json.h"
#include "../../core/simulation.h"
#include "../../scenario/budget.h"
#include "../../scenario/validator.h"

namespace ps {

std::unique_ptr<Model> buildAfdpModel(const Json& root, Simulation& sim, Validator& v);

// Memory and events of an afdp scenario before it is built (afdp_estimate.cpp, scenario/budget.h).
void estimateAfdpModel(const Json& root, const RunShape& run, Estimate& e);

}  // namespace ps
