// A scenario the browser's engine refuses, loaded in Brazilian Portuguese (issue 13): the budget,
// sweep and JSON parser refusals come out in Portuguese with the field's path as written, and the
// same load in English keeps the English (engine/tests/refusals_pt_test.cpp checks each wording).
import { beforeAll, describe, expect, it } from 'vitest';
import type { EngineModule } from '../../wasm/protoscope.mjs';
import { EngineHost } from '../../web/engine/host';
import type { LoadReply } from '../../web/engine/protocol';
import { loadEngine, readScenario } from './loadEngine';

let M: EngineModule;
beforeAll(async () => {
  M = await loadEngine();
});

function withChange(name: string, change: (s: Record<string, any>) => void): string {
  const s = JSON.parse(readScenario(name));
  change(s);
  return JSON.stringify(s);
}

function loadErrors(json: string, lang: string): string {
  const host = new EngineHost(M);
  const load = host.handle({ type: 'load', id: 1, json, lang }).reply as LoadReply;
  expect(load.ok).toBe(false);
  return load.errors.join('\n');
}

const ENGLISH = /\b(must|allowed|got|about|needs|over the|unexpected|expected|invalid|line|column)\b/;

describe('refusals in Portuguese from the wasm engine', () => {
  it('a run over the browser event budget', () => {
    const json = withChange('two-hosts-one-link', (s) => {
      s.traffic[0].rate = 1e12;
      s.traffic[0].packetSize = 1;
    });
    const pt = loadErrors(json, 'pt-BR');
    expect(pt).toMatch(/^traffic\[0\]\.rate, traffic\[0\]\.packetSize, stopTime: cerca de .* eventos \(/);
    expect(pt).toContain('acima do orçamento de 1 bilhão de eventos (diminua o campo ou o stopTime');
    expect(pt).not.toMatch(ENGLISH);
    expect(loadErrors(json, 'en')).toMatch(/traffic\[0\]\.rate, traffic\[0\]\.packetSize.*event budget of 1\.0e\+09/);
  });

  it('a trace ring over the browser memory budget', () => {
    const json = withChange('two-hosts-one-link', (s) => {
      s.trace = { capacity: 16777216 };
    });
    const pt = loadErrors(json, 'pt-BR');
    expect(pt).toContain('trace.capacity: cerca de 671 MB para um anel de 17 milhões de registros de eventos');
    expect(pt).not.toMatch(ENGLISH);
    expect(loadErrors(json, 'en')).toMatch(/trace\.capacity: about 671 MB/);
  });

  it('a sweep of the wrong shape and one too large', () => {
    const reps = withChange('two-hosts-one-link', (s) => {
      s.sweep = { reps: 0, parameters: [{ path: 'seed', values: [1] }] };
    });
    expect(loadErrors(reps, 'pt-BR')).toContain('sweep.reps: deve ser um número inteiro em [1; 1.000]');
    expect(loadErrors(reps, 'en')).toContain('sweep.reps: must be an integer in [1, 1000]');
    const values = Array.from({ length: 1000 }, (_, i) => i + 1);
    const grid = withChange('two-hosts-one-link', (s) => {
      s.sweep = {
        parameters: [
          { path: 'seed', values },
          { path: 'stopTime', values },
        ],
      };
    });
    const pt = loadErrors(grid, 'pt-BR');
    expect(pt).toContain('sweep.parameters: a grade tem mais de 100.000 pontos');
    expect(pt).not.toMatch(ENGLISH);
  });

  it("the JSON parser's reason and a declaration's rangeWhy", () => {
    expect(loadErrors('{"version": ', 'pt-BR')).toBe(
      "cenário: JSON inválido: linha 1, coluna 13: fim inesperado da entrada; esperado: '[', '{' ou um literal",
    );
    const slow = withChange('two-hosts-one-link', (s) => {
      s.network.links[0].bandwidth = 0.5;
    });
    expect(loadErrors(slow, 'pt-BR')).toContain(
      'o motor conta as taxas em bits por segundo inteiros, então uma taxa abaixo de 1 bit/s seria 0',
    );
  });
});
