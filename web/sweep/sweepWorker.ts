// A sweep worker: loads the engine once, then runs one job per message. Several of these run in
// parallel (one per core); the UI thread never simulates.
import createProtoScope from '../../wasm/build/protoscope.mjs';
import type { RunReply, RunRequest } from './protocol';
import { runJob } from './runJob';

const modulePromise = createProtoScope();

self.onmessage = async (ev: MessageEvent<RunRequest>) => {
  let reply: RunReply;
  try {
    reply = runJob(await modulePromise, ev.data);
  } catch (err) {
    reply = {
      type: 'failed',
      id: ev.data.id,
      message: `engine failed to start: ${err instanceof Error ? err.message : String(err)}`,
    };
  }
  self.postMessage(reply);
};
