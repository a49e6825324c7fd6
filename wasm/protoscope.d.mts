// Hand-written types for the embind module built by wasm/build.sh (Emscripten 3.1.6 has no --emit-tsd).
// This file is the contract between the C++ engine (engine/wasm_api.*, wasm/bindings.cpp) and the front end.

/** One simulation. Create with `new module.Engine(scenarioJson)`; always call delete() when done. */
export interface EngineInstance {
  /** false when the scenario failed validation; errors() then says why and every other call is a no-op. */
  ok(): boolean;
  /** Validation messages, one per line, each "path: message (allowed range)". Empty when ok(). */
  errors(): string;
  /** Current simulated time in nanoseconds (exact up to 2^53 ns). */
  now(): number;
  /** Scenario stop time in nanoseconds. */
  stopTime(): number;
  /** Events executed so far. */
  eventsExecuted(): number;
  /** true when no event is left before the stop time. */
  finished(): boolean;
  /** Executes up to n events; returns how many ran. */
  step(n: number): number;
  /** Executes every event with time <= tNs (capped at the stop time) and sets now to tNs; returns how many ran. */
  advanceTo(tNs: number): number;
  /**
   * Like advanceTo, but stops early, right after the event that leaves maxRecords or more
   * undrained trace records; now() then stays at that event's time. Drain and call again until
   * now() reaches tNs or finished(): no record is ever lost to the bounded ring.
   */
  advanceToBounded(tNs: number, maxRecords: number, maxEvents: number): number;
  /** Why the run ended before its stop time: "event budget" (the browser's), or "" when it did not. */
  stoppedBy(): string;
  /** The whole run's packets as a pcapng file (at most 100,000 frames), from a second engine; a copy the caller owns. */
  capturePcap(): Uint8Array;
  /** Records the trace ring holds before the oldest undrained ones are overwritten. */
  traceCapacity(): number;
  /**
   * Trace records appended since the previous drain, RECORD_BYTES each, little-endian (see TRACE_LAYOUT).
   * A view over wasm memory: copy it (slice()) before the next engine call.
   */
  drainTrace(): Uint8Array;
  /** Records overwritten in the bounded ring before they were drained (0 if the UI keeps up). */
  traceOverwritten(): number;
  /** One human-readable line for a record's fields (the event log line), in `lang` ("pt-BR") where the kind has a translation, in English otherwise. */
  describe(
    timeNs: number,
    kind: number,
    reason: number,
    node: number,
    peer: number,
    packet: number,
    seq: number,
    size: number,
    a: number,
    lang: string,
  ): string;
  /** Why the record happened: the protocol rule and the state behind it ("" when its kind does not explain), in `lang` ("pt-BR") where the kind has a translation, in English otherwise. */
  explain(
    timeNs: number,
    kind: number,
    reason: number,
    node: number,
    peer: number,
    packet: number,
    seq: number,
    size: number,
    a: number,
    lang: string,
  ): string;
  /**
   * JSON: [{kind, name, category, role, fields, explains}] for every trace kind the engine can emit
   * (TraceKindInfo in web/engine/kinds.ts; declared in engine/core/trace_kinds.h).
   */
  traceKinds(): string;
  /** JSON: [{name, unit, help}] of the metric time series. */
  metricNames(): string;
  /** Samples of one series from index `from`: a copied Float64Array [t0_ns, v0, t1_ns, v1, ...]. */
  metricSamples(name: string, from: number): Float64Array;
  /** JSON object {metricName: value} summarising the run so far (same numbers the CLI prints). */
  summary(): string;
  /** JSON: {nodes:[{id,name,kind,x,y}], links:[{id,a,b,bandwidth,delay,loss,queue}]} (bandwidth in bit/s, delay in ns). */
  topology(): string;
  /** JSON: [{id, name, kind}] of the entities inspect() accepts. */
  entities(): string;
  /** JSON snapshot of one entity's state for the panels. */
  inspect(entityId: number): string;
  /** Hex FNV-1a-64 of every trace record appended so far (also the ones overwritten). */
  traceHash(): string;
  /** The model's per-record output in its source's format (the thesis's per-packet file), or "". */
  recordOutput(): string;
  /** What recordOutput() is, for the export menu ("Per-packet output (thesis §3.5)"), or "" when the model has none. */
  recordOutputLabel(): string;
  delete(): void;
}

export interface EngineModule {
  /**
   * budgetLevel: 'large' for the app's larger budget (engine/scenario/budget.h), else the default.
   * lang: the language of errors() (a BCP 47 tag, 'pt-BR'; engine/scenario/reader_text.h), English
   * when absent or not translated.
   */
  Engine: new (
    scenarioJson: string,
    budgetLevel?: string,
    lang?: string,
  ) => EngineInstance;
  /** Bytes per trace record. */
  recordBytes(): number;
}

declare const createProtoScope: (opts?: { wasmBinary?: ArrayBuffer | Uint8Array }) => Promise<EngineModule>;
export default createProtoScope;

/**
 * Trace record layout (RECORD_BYTES = 40, little-endian):
 *   0  int64  time      ns
 *   8  uint16 kind      see traceKinds()
 *  10  uint16 reason    drop reason for DROP records, otherwise kind-specific
 *  12  uint32 node      node where it happened
 *  16  uint32 peer      link id for link events (TX_START, TX_END, DROP on a link), else other node / 0xffffffff
 *  20  uint32 packet    packet id (0xffffffff if none)
 *  24  uint32 seq       sequence number or kind-specific
 *  28  uint32 size      bytes
 *  32  int64  a         kind-specific (TX_START: transmission duration ns; ARRIVAL: link id or -1)
 */
