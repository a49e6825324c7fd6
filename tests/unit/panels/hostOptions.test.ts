// The estimators' panels open with the run's instances and host-timing options, read from the
// scenario, only when one differs from the ideal defaults; a plain run's panel has no such section.
import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage } from '../../../web/i18n/i18n';
import { hostOptionLines } from '../../../web/panels/estimation/HostOptions';
import { sectionsFor } from '../../../web/panels/registry';

afterEach(() => setLanguage('en', { persist: false }));

const abgetState = { mode: 'upstream', state: 'probing', rates: [], timers: [] };

describe('hostOptionLines', () => {
  it('says nothing for ideal hosts and one instance, written out or left to the defaults', () => {
    expect(hostOptionLines('abget', undefined)).toEqual([]);
    expect(hostOptionLines('abget', { abget: { search: 'bisect' } })).toEqual([]);
    expect(hostOptionLines('abget', { abget: { instances: 1, sendJitter: 0, timerGranularity: 0 } })).toEqual([]);
    expect(hostOptionLines('pathload', { pathload: { clockGranularity: 1, coalescencePackets: 1 } })).toEqual([]);
  });

  it('names a second instance and each host-timing model that is on', () => {
    expect(
      hostOptionLines('abget', { abget: { instances: 2, stagger: 0.5, timerGranularity: 50, sendJitter: 10 } }),
    ).toEqual([
      '2 abget instances at once, the second 0.50 s after the first: each probes through the other.',
      'Send-time jitter: each probe leaves up to 10.0 µs late.',
      'Pacing timer granularity 50.0 µs: probes due within one tick leave together.',
    ]);
    expect(hostOptionLines('pathload', { pathload: { clockGranularity: 10, coalescencePackets: 8 } })).toEqual([
      'Clock granularity 10 µs: both hosts stamp times in whole multiples of it.',
      'Interrupt coalescence: the receiver is told of packets 8 at a time (or after 125 µs).',
    ]);
  });

  it('speaks Portuguese with the same values', () => {
    setLanguage('pt-BR', { persist: false });
    expect(hostOptionLines('abget', { abget: { sendJitter: 10 } })).toEqual([
      'Jitter de envio: cada sonda sai até 10,0 µs atrasada.',
    ]);
  });
});

describe('the abget client panel', () => {
  const ids = (scenario?: Record<string, unknown>) =>
    sectionsFor('abget-client', abgetState, scenario).map((s) => s.id);

  it('opens with the options section only when an option is set', () => {
    expect(ids()).not.toContain('abget-host-options');
    expect(ids({ abget: { instances: 1 } })).not.toContain('abget-host-options');
    expect(ids({ abget: { instances: 2 } })[0]).toBe('abget-host-options');
  });
});
