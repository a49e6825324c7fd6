// Why-texts through the real wasm engine and the worker protocol (issue 13): the controller asks
// the worker why a shown record happened; explaining kinds answer with the rule, the numbers and a
// cited section, other kinds with "", and a record the history no longer holds with null.
import { beforeAll, describe, expect, it } from 'vitest';
import type { EngineModule } from '../../wasm/protoscope.mjs';
import { AppController } from '../../web/app/controller';
import { EngineClient } from '../../web/engine/client';
import { EngineHost } from '../../web/engine/host';
import { PlaybackClock } from '../../web/playback/clock';
import { inProcessPort } from './inProcessPort';
import { loadEngine, readScenario } from './loadEngine';

let M: EngineModule;
beforeAll(async () => {
  M = await loadEngine();
});

const app = () => new AppController(new EngineClient(inProcessPort(new EngineHost(M))), new PlaybackClock(() => 0));

describe('why-texts', () => {
  it('the traceKinds JSON says which kinds explain; the store reads it', async () => {
    const a = app();
    await a.load('implosion', readScenario('ethernet-ack-implosion'));
    const byName = new Map([...a.store.kinds.values()].map((k) => [k.name, k]));
    expect(byName.get('collision')?.explains).toBe(true);
    expect(byName.get('timeout')?.explains).toBe(true);
    expect(byName.get('frame-start')?.explains).toBe(false);
    expect(a.store.explains(byName.get('collision')?.kind ?? -1)).toBe(true);
  });

  it('jumping to a collision and asking why gives the thesis rule with the bus numbers', async () => {
    const a = app();
    await a.load('implosion', readScenario('ethernet-ack-implosion'));
    const collision = [...a.store.kinds.values()].find((k) => k.name === 'collision');
    expect(await a.jumpToKind(new Set([collision?.kind ?? -1]))).toBe(true);
    const index = a.store.shownIndex() - 1;
    const why = await a.explain(index);
    expect(why).toMatch(/thesis §3\.3/);
    expect(why).toMatch(/32 bit times/);
    expect(why).toMatch(/R\d+/);
  });

  it("asking why of a real collision in 'pt-BR' answers in Brazilian Portuguese, in 'en' in English", async () => {
    const a = app();
    await a.load('implosion', readScenario('ethernet-ack-implosion'));
    const collision = [...a.store.kinds.values()].find((k) => k.name === 'collision');
    expect(await a.jumpToKind(new Set([collision?.kind ?? -1]))).toBe(true);
    const index = a.store.shownIndex() - 1;
    const pt = await a.explain(index, 'pt-BR');
    const en = await a.explain(index, 'en');
    const node = /R\d+/.exec(en ?? '')?.[0];
    expect(node).toBeDefined();
    expect(pt).toContain(node);
    expect(pt).toMatch(/tese §3\.3/);
    expect(pt).toMatch(/colidem|colisão/);
    expect(pt).toMatch(/32 tempos de bit/);
    expect(pt).not.toEqual(en);
    expect(en).toMatch(/thesis §3\.3/);
    expect(en).not.toMatch(/tese/);
  });

  it('a kind without a why answers "", a record not held answers null', async () => {
    const a = app();
    await a.load('implosion', readScenario('ethernet-ack-implosion'));
    await a.step();
    const first = a.store.shownIndex() - 1;
    expect(a.store.explains(a.store.lastLine()?.kind ?? -1)).toBe(false);
    expect(await a.explain(first)).toBe('');
    expect(await a.explain(10_000_000)).toBeNull();
  });
});
