import { describe, expect, it } from 'vitest';
import { setLanguage } from '../../../web/i18n/i18n';
import { parameterLabel, parameterText } from '../../../web/teach/parameterLabel';
import { EN_WORDS, plainKey, plainKeyText, plainValue } from '../../../web/teach/plainLabels';
import { PT_BR_WORDS } from '../../../web/teach/plainLabels.pt-BR';

describe('plain-word labels for raw keys', () => {
  it('names the keys the issue lists', () => {
    expect(plainKeyText('timeout_bits')).toBe('Timeout (bit times)');
    expect(plainKeyText('ws')).toBe('Window size');
    expect(plainKeyText('dp')).toBe('Data packets per poll');
    expect(plainKeyText('rto_max_s')).toBe('Largest retransmission timeout (s)');
    expect(plainKeyText('sender_backlog')).toBe('Data waiting at the sender');
    expect(plainKey('le').label).toBe('Window start (le)');
  });

  it('reads summary metrics with their statistic and unit', () => {
    expect(plainKeyText('at_mean')).toBe('Mean absolute throughput (sum over receivers) (Mbit/s)');
    expect(plainKeyText('bound_ubat')).toBe('Upper bound on absolute throughput (Mbit/s)');
    expect(plainKeyText('lat_p50')).toBe('Median message latency (bit times)');
    expect(plainKeyText('throughput_kbps')).toBe('Throughput (kbit/s)');
    expect(plainKeyText('collisions_per_message')).toBe('Collisions (per message)');
  });

  it('falls back to the key in words', () => {
    expect(plainKeyText('messages_complete')).toBe('Messages complete');
    expect(plainKeyText('x')).toBe('X');
  });

  it('says what a value means', () => {
    expect(plainValue('timer', null)).toBe('no timer armed');
    expect(plainValue('whatever', null)).toBe('none');
    expect(plainValue('timeout_bits', 67384)).toBe('67,384 bit times');
    expect(plainValue('complete', false)).toBe('no');
    expect(plainValue('protocol', 'PET')).toBe('PET');
  });
});

describe('sweep parameter labels from scenarios/schema.json', () => {
  it('finds a model-specific field through the model branch', () => {
    const thesis = { version: 1, model: 'ethernet', protocol: { name: 'MBAP', bap: { window: 5 } } };
    const l = parameterLabel('protocol.bap.window', thesis);
    expect(l.unit).toBe('messages'); // the declaration's x-unit: only found through the model's branch
    expect(l.help).toContain('acknowledge');
    expect(parameterText('protocol.bap.window', thesis)).toBe('Window (messages)');
    expect(parameterText('lan.failRate', thesis)).toBe('Error rate (%)');
  });

  it('follows array indexes', () => {
    const p2p = { version: 1, model: 'p2p', network: { nodes: [], links: [{}] } };
    expect(parameterLabel('network.links[0].queue', p2p).help.length).toBeGreaterThan(10);
  });

  it('falls back to the last key in words for an undeclared path', () => {
    expect(parameterLabel('nothing.here_atAll', {}).label).toBe('Here at all');
  });
});

describe('plain labels in Brazilian Portuguese', () => {
  it('explains the same keys as the English tables', () => {
    expect(Object.keys(PT_BR_WORDS.words).sort()).toEqual(Object.keys(EN_WORDS.words).sort());
    expect(Object.keys(PT_BR_WORDS.stats).sort()).toEqual(Object.keys(EN_WORDS.stats).sort());
    expect(Object.keys(PT_BR_WORDS.nullMeans).sort()).toEqual(Object.keys(EN_WORDS.nullMeans).sort());
  });

  it('follows the active language, numbers included', () => {
    setLanguage('pt-BR', { persist: false });
    try {
      expect(plainKeyText('cwnd_bytes')).toBe('Janela de congestionamento (bytes)');
      expect(plainKeyText('at_mean')).toBe('Vazão absoluta (soma sobre os receptores), média (Mbit/s)');
      expect(plainKeyText('timeout_bits')).toBe('Temporizador (tempos de bit)');
      // a unit the key does not carry (the thesis summaries' METRIC_UNITS) is a word too
      expect(plainKey('lat_p50').unit).toBe('tempos de bit');
      expect(plainKey('lat').unit).toBe('tempos de bit');
      expect(plainValue('timer', null)).toBe('nenhum temporizador armado');
      expect(plainValue('srtt_s', 1234.5)).toBe('1.235 s');
      expect(plainValue('acks_sent', 12345)).toBe('12.345');
      expect(plainValue('done', true)).toBe('sim');
    } finally {
      setLanguage('en', { persist: false });
    }
    expect(plainValue('acks_sent', 12345)).toBe('12,345');
  });
});
