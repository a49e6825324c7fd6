import { describe, expect, it } from 'vitest';
import { formatClock, formatMetric, formatRate, formatSpeed, formatTime } from '../../web/playback/format';

describe('format', () => {
  it('formatTime picks a unit with 1-3 integer digits', () => {
    expect(formatTime(20_000_000)).toBe('20.00 ms');
    expect(formatTime(1_500)).toBe('1.50 µs');
    expect(formatTime(999)).toBe('999 ns');
    expect(formatTime(2e9, 1)).toBe('2.0 s');
  });
  it('formatClock keeps seconds with fixed digits', () => {
    expect(formatClock(33_040_000)).toBe('0.033040 s');
  });
  it('formatSpeed reads as sim time per wall second', () => {
    expect(formatSpeed(2e7)).toBe('20 ms / s');
  });
  it('formatRate uses bit-rate units', () => {
    expect(formatRate(1e6)).toBe('1 Mb/s');
    expect(formatRate(1.5e9)).toBe('1.5 Gb/s');
    expect(formatRate(800)).toBe('800 b/s');
  });
  it('formatMetric prefixes large values and keeps small ones plain', () => {
    expect(formatMetric(960000, 'bit/s')).toBe('960 kbit/s');
    expect(formatMetric(0.028, 's')).toBe('0.028 s');
    expect(formatMetric(20, 'packets')).toBe('20 packets');
    expect(formatMetric(0)).toBe('0');
  });
});
