import { describe, expect, it } from 'vitest';
import { encodeRecords, NONE, RECORD_BYTES, RecordBatch, type TraceRecord } from '../../web/engine/records';

const tx: TraceRecord = {
  time: 1_234_567_890_123,
  kind: 1,
  reason: 0,
  node: 3,
  peer: 7,
  packet: 42,
  seq: 9,
  size: 1500,
  a: 120_000,
};
const drop: TraceRecord = {
  time: 2 ** 40 + 1,
  kind: 4,
  reason: 2,
  node: 1,
  peer: NONE,
  packet: NONE,
  seq: 0,
  size: 64,
  a: -1,
};

describe('RecordBatch', () => {
  it('decodes every field of the 40-byte little-endian layout', () => {
    const batch = new RecordBatch(encodeRecords([tx, drop]));
    expect(batch.count).toBe(2);
    expect(batch.record(0)).toEqual(tx);
    expect(batch.record(1)).toEqual(drop);
  });

  it('reads fields at the documented offsets', () => {
    const bytes = new Uint8Array(RECORD_BYTES);
    const v = new DataView(bytes.buffer);
    v.setBigInt64(0, 5n, true);
    v.setUint16(8, 3, true);
    v.setUint16(10, 1, true);
    v.setUint32(12, 10, true);
    v.setUint32(16, 11, true);
    v.setUint32(20, 12, true);
    v.setUint32(24, 13, true);
    v.setUint32(28, 14, true);
    v.setBigInt64(32, -1n, true);
    expect(new RecordBatch(bytes).record(0)).toEqual({
      time: 5,
      kind: 3,
      reason: 1,
      node: 10,
      peer: 11,
      packet: 12,
      seq: 13,
      size: 14,
      a: -1,
    });
  });

  it('decodes a view that starts inside a larger buffer', () => {
    const whole = encodeRecords([drop, tx]);
    const view = new Uint8Array(whole.buffer, RECORD_BYTES, RECORD_BYTES);
    expect(new RecordBatch(view).record(0)).toEqual(tx);
  });

  it('accepts an empty batch', () => {
    expect(new RecordBatch(new ArrayBuffer(0)).count).toBe(0);
  });

  it('rejects a ragged batch and a record size it does not know', () => {
    expect(() => new RecordBatch(new Uint8Array(41))).toThrow(/whole number of records/);
    expect(() => new RecordBatch(new Uint8Array(48), 48)).toThrow(/does not match/);
  });

  it('refuses an index outside the batch', () => {
    expect(() => new RecordBatch(encodeRecords([tx])).record(1)).toThrow(RangeError);
  });
});
