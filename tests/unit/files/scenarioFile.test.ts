// Checking a scenario file before it is loaded (web/files/scenarioFile.ts): the share link's size
// cap, JSON, one object, and the schema, each rejection naming the file, the field and what is
// allowed; a shipped scenario passes as it is.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { checkScenarioText, readScenarioFile } from '../../../web/files/scenarioFile';
import { MAX_JSON_BYTES } from '../../../web/share/link';

const shipped = readFileSync(new URL('../../../scenarios/queue-overflow.json', import.meta.url), 'utf8');
const bytes = (s: string) => new TextEncoder().encode(s).byteLength;

describe('scenario file check', () => {
  it('accepts a shipped scenario and keeps its text as it is', () => {
    const v = checkScenarioText('queue-overflow.json', shipped, bytes(shipped));
    expect(v.ok).toBe(true);
    if (v.ok) {
      expect(v.json).toBe(shipped);
      expect(v.scenario.name).toBe('Queue overflow');
    }
  });

  it('rejects a file over the share-link limit before parsing it, saying the limit', () => {
    const v = checkScenarioText('big.json', '{', MAX_JSON_BYTES + 1);
    expect(v).toEqual({
      ok: false,
      message: 'big.json: is 1,048,577 bytes; scenario files up to 1,048,576 bytes (1 MB) are read',
    });
    expect(checkScenarioText('ok.json', shipped, MAX_JSON_BYTES).ok).toBe(true);
  });

  it('rejects text that is not JSON', () => {
    const v = checkScenarioText('notes.json', 'hello, not json', 15);
    expect(v.ok).toBe(false);
    if (!v.ok) expect(v.message).toMatch(/^notes\.json: is not valid JSON \(/);
  });

  it('rejects JSON that is not one object', () => {
    for (const [text, what] of [
      ['[1,2]', 'a list'],
      ['42', 'a number'],
      ['null', 'null'],
    ]) {
      const v = checkScenarioText('x.json', text, bytes(text));
      expect(v).toEqual({ ok: false, message: `x.json: must hold one JSON object (a scenario), not ${what}` });
    }
  });

  it('names the field and the allowed range of a value out of range', () => {
    const bad = JSON.parse(shipped);
    bad.network.links[0].bandwidth = 0;
    const text = JSON.stringify(bad);
    const v = checkScenarioText('bad.json', text, bytes(text));
    expect(v.ok).toBe(false);
    if (!v.ok) expect(v.message).toMatch(/^bad\.json: network\.links\[0\]\.bandwidth: must be >= 1/);
  });

  it('names a choice field and the values it allows', () => {
    const bad = JSON.parse(shipped);
    bad.traffic[0].kind = 'bogus';
    const text = JSON.stringify(bad);
    const v = checkScenarioText('bad.json', text, bytes(text));
    expect(v.ok).toBe(false);
    if (!v.ok) expect(v.message).toMatch(/^bad\.json: traffic\[0\]/);
  });

  it('reads a File and checks its size before reading it', async () => {
    const good = await readScenarioFile(new File([shipped], 'q.json', { type: 'application/json' }));
    expect(good.ok).toBe(true);
    const huge = new File([new Uint8Array(MAX_JSON_BYTES + 10)], 'huge.json');
    const v = await readScenarioFile(huge);
    expect(v.ok).toBe(false);
    if (!v.ok)
      expect(v.message).toBe('huge.json: is 1,048,586 bytes; scenario files up to 1,048,576 bytes (1 MB) are read');
  });
});
