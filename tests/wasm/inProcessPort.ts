// The engine worker without a Worker: an EngineHost answering over a port whose replies arrive
// asynchronously and in order, as the worker's do. Shared by the controller-level wasm tests.
import type { EnginePort } from '../../web/engine/client';
import type { EngineHost } from '../../web/engine/host';
import type { Reply, Request } from '../../web/engine/protocol';

export function inProcessPort(host: EngineHost): EnginePort {
  const port: EnginePort = {
    onmessage: null,
    postMessage(msg: Request) {
      setTimeout(() => port.onmessage?.({ data: host.handle(msg).reply } as MessageEvent<Reply>), 0);
    },
  };
  return port;
}
