// How a datagram was sent, for the models whose protocol chooses (AFDP, seed 004: multicast to the
// group, broadcast to the whole LAN, or unicast copies to each member). The protocol's afdp-data and
// afdp-retransmit records name the datagram's first fragment and its mode; the LAN's frame-start
// records name each fragment. A datagram's fragments take consecutive packet uids (the publisher
// creates them in one go, engine protocols/afdp/publisher.cpp), so the bus tags every frame whose
// uid falls in [first, first + fragments) with the datagram's mode. The record is written right
// after its fragments are handed to the LAN: the Ethernet media start the first frame after it (at
// the same instant), so frames are tagged as they start; a medium that started one inside the send
// would have recorded it first, and it is tagged when the record arrives. Either way the result
// follows from the records alone, in order, and a rebuilt scene (stepping back) gets the same tags.
import type { RecordBatch } from '../engine/records';

export type DataMode = 'multicast' | 'broadcast' | 'unicast';
export const DATA_MODES: readonly DataMode[] = ['multicast', 'broadcast', 'unicast'];

/** The engine's afdp::Mode (protocols/afdp/mode_selection.h): 0 multicast, 1 broadcast, 2 unicast. */
export function dataModeOf(reason: number): DataMode | undefined {
  return DATA_MODES[reason];
}

// protocols/afdp/messages.h fragmentsOf: the UDP datagram (payload + 8 B) in IP fragments of at
// most 1480 B of data each (one 1500-B Ethernet frame minus the 20-B IP header).
const UDP_HEADER = 8;
const MAX_FRAGMENT = 1480;
export function fragmentsOf(payload: number): number {
  return Math.max(1, Math.ceil((payload + UDP_HEADER) / MAX_FRAGMENT));
}

/** One datagram a station sent: its fragments' uids are first .. first + fragments - 1. */
export interface SentDatagram {
  station: number;
  first: number;
  fragments: number;
  mode: DataMode;
}

/** Datagrams remembered per scene: far more than can be queued behind one another on one LAN. */
export const MAX_DATAGRAMS = 64;

/** The datagram an afdp-data / afdp-retransmit record announces (node = sender, packet = first fragment). */
export function datagramOf(b: RecordBatch, i: number): SentDatagram | undefined {
  const mode = dataModeOf(b.reason(i));
  if (!mode) return undefined;
  return { station: b.node(i), first: b.packet(i), fragments: fragmentsOf(b.size(i)), mode };
}

export function holds(d: SentDatagram, station: number, packet: number): boolean {
  return d.station === station && packet >= d.first && packet < d.first + d.fragments;
}
