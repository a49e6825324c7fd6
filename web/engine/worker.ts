// The Web Worker that owns the engine: the UI thread never simulates. Requests are handled one at a
// time in arrival order; the wasm module is instantiated once, on the first message.
import createProtoScope from '../../wasm/build/protoscope.mjs';
import { EngineHost, errorText } from './host';
import type { Request } from './protocol';

const hostPromise = createProtoScope().then((m) => new EngineHost(m));
// A failed start is reported per request below; this keeps it from also being an unhandled rejection.
hostPromise.catch(() => undefined);

self.onmessage = async (ev: MessageEvent<Request>) => {
  const req = ev.data;
  let host: EngineHost;
  try {
    host = await hostPromise;
  } catch (err) {
    self.postMessage({ type: 'error', id: req.id, message: `engine failed to start: ${errorText(err)}` });
    return;
  }
  const { reply, transfer } = host.handle(req);
  self.postMessage(reply, { transfer });
};
