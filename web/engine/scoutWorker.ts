// A worker that finds where a run ends (runEnd.ts) on its own copy of the engine, so the engine
// worker that feeds playback never waits for it. One request at a time; the page terminates the
// worker when it needs a newer answer sooner than this one would come.

import createProtoScope from '../../wasm/build/protoscope.mjs';
import type { BudgetLevel } from './budgetLevel';
import { findRunEnd, type RunEnd } from './runEnd';

export type ScoutRequest = { id: number; json: string; budget: BudgetLevel };
export type ScoutReply = { id: number } & (RunEnd | { error: string });

const modulePromise = createProtoScope();
modulePromise.catch(() => undefined);

self.onmessage = async (ev: MessageEvent<ScoutRequest>) => {
  const { id, json, budget } = ev.data;
  try {
    const m = await modulePromise;
    const e = new m.Engine(json, budget);
    try {
      const reply: ScoutReply = e.ok() ? { id, ...findRunEnd(e) } : { id, error: 'scenario rejected' };
      self.postMessage(reply);
    } finally {
      e.delete();
    }
  } catch (err) {
    self.postMessage({ id, error: err instanceof Error ? err.message : String(err) } satisfies ScoutReply);
  }
};
