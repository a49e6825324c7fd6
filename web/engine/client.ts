// Promise wrapper around the engine worker. The worker answers in request order, but replies are
// matched by id anyway so that a lost or reordered reply can never resolve the wrong request.
import type { BudgetLevel } from './budgetLevel';
import type {
  BatchReply,
  CaptureReply,
  DescribeReply,
  EarlierReply,
  ExplainReply,
  InspectReply,
  LoadReply,
  RecordOutputReply,
  Reply,
  Request,
} from './protocol';

/** Anything that carries Requests to an engine and Replies back: a Worker, or a fake in tests. */
export interface EnginePort {
  postMessage(msg: Request): void;
  onmessage: ((ev: MessageEvent<Reply>) => void) | null;
  terminate?(): void;
}

type Pending = { resolve: (r: Reply) => void; reject: (e: Error) => void };
type RequestBody =
  | { type: 'load'; json: string; budget: BudgetLevel; lang: string }
  | { type: 'advanceTo'; t: number; lang: string; fast?: boolean }
  | { type: 'step'; n: number; lang: string }
  | { type: 'earlier'; before: number; count: number; lang: string }
  | { type: 'inspect'; index: number; entities: number[] }
  | { type: 'describe'; records: ArrayBuffer; lang: string }
  | { type: 'explain'; records: ArrayBuffer; lang: string }
  | { type: 'recordOutput' }
  | { type: 'capture' };

export class EngineClient {
  private nextId = 1;
  private pending = new Map<number, Pending>();
  /** The language of the log lines the engine writes from now on (a BCP 47 tag; 'en' by default). */
  lang = 'en';

  constructor(private readonly port: EnginePort) {
    port.onmessage = (ev) => this.receive(ev.data);
  }

  static inWorker(): EngineClient {
    const w = new Worker(new URL('./worker.ts', import.meta.url), { type: 'module', name: 'protoscope-engine' });
    return new EngineClient(w as unknown as EnginePort);
  }

  /** `lang` is the language of the errors when the engine refuses the scenario (the log lines' by default). */
  load(json: string, budget: BudgetLevel = 'standard', lang = this.lang): Promise<LoadReply> {
    return this.send({ type: 'load', json, budget, lang }) as Promise<LoadReply>;
  }
  /** `fast`: only the newest records come back (protocol.ts), for a stretch the page will not show record by record. */
  advanceTo(t: number, fast = false): Promise<BatchReply> {
    const body = fast
      ? { type: 'advanceTo' as const, t, lang: this.lang, fast }
      : { type: 'advanceTo' as const, t, lang: this.lang };
    return this.send(body) as Promise<BatchReply>;
  }
  step(n: number): Promise<BatchReply> {
    return this.send({ type: 'step', n, lang: this.lang }) as Promise<BatchReply>;
  }
  /** The `count` records before global index `before`, with their log lines (a skipped stretch, re-executed). */
  earlier(before: number, count: number): Promise<EarlierReply> {
    return this.send({ type: 'earlier', before, count, lang: this.lang }) as Promise<EarlierReply>;
  }
  inspect(index: number, entities: number[]): Promise<InspectReply> {
    return this.send({ type: 'inspect', index, entities }) as Promise<InspectReply>;
  }
  /** Log lines of the given records (RECORD_BYTES each), in `lang` where translated. */
  describe(records: ArrayBuffer, lang = this.lang): Promise<DescribeReply> {
    return this.send({ type: 'describe', records, lang }) as Promise<DescribeReply>;
  }
  /** Why-texts of the given records (RECORD_BYTES each) in `lang` where translated, "" for kinds that do not explain. */
  explain(records: ArrayBuffer, lang = 'en'): Promise<ExplainReply> {
    return this.send({ type: 'explain', records, lang }) as Promise<ExplainReply>;
  }
  /** The model's per-record output so far (e.g. the thesis's per-packet statistics), "" if it has none. */
  async recordOutput(): Promise<string> {
    return ((await this.send({ type: 'recordOutput' })) as RecordOutputReply).text;
  }

  /** The whole run's packets as a pcapng file (Wireshark opens it). */
  async capture(): Promise<ArrayBuffer> {
    return ((await this.send({ type: 'capture' })) as CaptureReply).bytes;
  }

  dispose(): void {
    this.port.terminate?.();
    for (const p of this.pending.values()) p.reject(new Error('engine closed'));
    this.pending.clear();
  }

  private send(body: RequestBody): Promise<Reply> {
    const id = this.nextId++;
    return new Promise<Reply>((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.port.postMessage({ ...body, id } as Request);
    }).then((r) => {
      if (r.type === 'error') throw new Error(r.message);
      return r;
    });
  }

  private receive(reply: Reply): void {
    const p = this.pending.get(reply.id);
    if (!p) return;
    this.pending.delete(reply.id);
    p.resolve(reply);
  }
}
