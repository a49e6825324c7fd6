// The go-to-time box reads a decimal comma, as the Portuguese hint ("1,5 s") writes times.
import { describe, expect, it } from 'vitest';
import { parseTime } from '../../../web/views/JumpControls';

describe('parseTime', () => {
  it('reads a decimal point or a decimal comma', () => {
    expect(parseTime('1.5 s')).toBe(1.5e9);
    expect(parseTime('1,5 s')).toBe(1.5e9);
    expect(parseTime(',5 ms')).toBe(0.5e6);
    expect(parseTime('20 ms')).toBe(20e6);
    expect(parseTime('1,2,3 s')).toBeUndefined();
    expect(parseTime('abc')).toBeUndefined();
  });
});
