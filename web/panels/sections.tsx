// Protocol panel sections, each recognising a shape in an inspect() snapshot: an acknowledgment
// vector, timers, an MBAP window, window strips (le, re, hr, bits), per-receiver sender windows,
// a token bucket, the poll vector V, the subgroup schedule, a MAC. The formats are documented at
// the top of the models' files (ethernet_model.h, polling sender/receiver/vector_polling/psew).
import type { ReactNode } from 'react';
import { formatTime } from '../playback/format';
import { BitStrip } from './BitStrip';

export type Obj = Record<string, unknown>;
export interface SectionProps {
  state: Obj;
  now: number;
}
export interface Section {
  id: string;
  title: string;
  test(s: Obj): boolean;
  render(p: SectionProps): ReactNode;
}

export const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
const num = (v: unknown): number | undefined => (typeof v === 'number' && Number.isFinite(v) ? v : undefined);
const str = (v: unknown): string | undefined => (typeof v === 'string' ? v : undefined);
const objs = (v: unknown): Obj[] => (Array.isArray(v) ? v.filter(isObj) : []);
const MAX_ROWS = 12;
const short = (s: string) => (s.length > 24 ? `${s.slice(0, 22)}…` : s);

/** Top-level numbers, strings and booleans as a compact key/value grid. */
const summary: Section = {
  id: 'summary',
  title: 'State',
  test: (s) => Object.values(s).some((v) => typeof v !== 'object'),
  render: ({ state }) => (
    <dl className="kv">
      {Object.entries(state)
        .filter(([, v]) => typeof v !== 'object' || v === null)
        .map(([k, v]) => (
          <div key={k} className="kv-row">
            <dt>{k}</dt>
            <dd data-testid={`kv-${k}`} title={String(v)}>
              {short(String(v))}
            </dd>
          </div>
        ))}
    </dl>
  ),
};

const acks: Section = {
  id: 'acks',
  title: 'Acknowledgment vector',
  test: (s) => objs(s.acks).some((a) => 'acked' in a || 'valid' in a),
  render: ({ state }) => (
    <div className="ackvec" data-testid="ack-vector">
      {objs(state.acks).map((a, i) => {
        const ok = a.acked === true || a.valid === true;
        const extra = num(a.seq) !== undefined ? ` seq ${a.seq}` : '';
        return (
          <span
            key={i}
            className={`ack ${ok ? 'yes' : 'no'}`}
            title={`${String(a.receiver)}: ${ok ? 'acknowledged' : 'waiting'}${extra}`}
          >
            {String(a.receiver ?? i + 1)}
            {extra && <small>{extra}</small>}
          </span>
        );
      })}
    </div>
  ),
};

function deadline(t: Obj): number | undefined {
  const ns = num(t.deadline_ns);
  if (ns !== undefined) return ns;
  const s = num(t.deadline_s);
  return s !== undefined ? s * 1e9 : undefined;
}

const timers: Section = {
  id: 'timers',
  title: 'Timers',
  test: (s) => Array.isArray(s.timers) || isObj(s.timer),
  render: ({ state, now }) => {
    const list = Array.isArray(state.timers)
      ? objs(state.timers)
      : isObj(state.timer)
        ? [{ name: 'timer', ...state.timer }]
        : [];
    if (list.length === 0) return <p className="hint">no timer armed</p>;
    return (
      <ul className="timers">
        {list.slice(0, MAX_ROWS).map((t, i) => {
          const d = deadline(t);
          const who = str(t.name) ?? (t.for !== undefined ? `for ${String(t.for)}` : 'timer');
          const key =
            t.receiver !== undefined ? ` R${String(t.receiver)}` : t.seq !== undefined ? ` seq ${String(t.seq)}` : '';
          return (
            <li key={i}>
              <span className="timer-name">
                {who}
                {key}
              </span>
              <span className="timer-left">
                {d === undefined ? '' : d >= now ? `fires in ${formatTime(d - now)}` : 'due'}
              </span>
            </li>
          );
        })}
        {list.length > MAX_ROWS && <li className="hint">… {list.length - MAX_ROWS} more</li>}
      </ul>
    );
  },
};

/** MBAP's sender window {s, c, w}: w slots from s, c of them outstanding. */
const mbapWindow: Section = {
  id: 'mbap-window',
  title: 'Sender window',
  test: (s) => isObj(s.window) && num((s.window as Obj).s) !== undefined && num((s.window as Obj).w) !== undefined,
  render: ({ state }) => {
    const w = state.window as Obj;
    const size = num(w.w) ?? 0;
    const out = num(w.c) ?? 0;
    const bits = Array.from({ length: size }, (_, i) => (i < out ? '0' : '1')).join('');
    return (
      <>
        <BitStrip
          bits={bits}
          from={num(w.s)}
          marks={[{ at: 0, label: 's', cls: 'm-le' }]}
          title="dark = sent and not yet acknowledged by everyone; light = free"
        />
        <p className="hint">
          {out} of {size} frames outstanding from seq {String(w.s)}
        </p>
      </>
    );
  },
};

/** A receiver's own window: le, re, hr and the bit vector. */
const ownWindow: Section = {
  id: 'window',
  title: 'Window',
  test: (s) => num(s.le) !== undefined && str(s.bits) !== undefined,
  render: ({ state }) => {
    const le = num(state.le) ?? 0;
    const marks = [{ at: 0, label: 'le', cls: 'm-le' }];
    const hr = num(state.hr);
    if (hr !== undefined && hr >= le) marks.push({ at: hr - le, label: 'hr', cls: 'm-hr' });
    return (
      <>
        <BitStrip bits={str(state.bits) ?? ''} from={le} marks={marks} />
        {num(state.re) !== undefined && (
          <p className="hint">
            window le {le} … re {String(state.re)}
          </p>
        )}
      </>
    );
  },
};

/** The polling sender's per-receiver windows (le, hr, bits) and the global window. */
const senderWindows: Section = {
  id: 'windows',
  title: 'Per-receiver sender windows',
  test: (s) => objs(s.windows).length > 0,
  render: ({ state }) => {
    const g = isObj(state.global) ? state.global : undefined;
    const rows = objs(state.windows);
    return (
      <>
        {g && (
          <p className="global-window">
            global window: le<sub>g</sub> {String(g.le)} … re {String(g.re)}
            {g.locked === true && <strong className="locked"> locked</strong>}
          </p>
        )}
        <table className="windows" data-testid="sender-windows">
          <thead>
            <tr>
              <th>rcv</th>
              <th>le</th>
              <th>hr</th>
              <th>window bits</th>
              <th>rto</th>
            </tr>
          </thead>
          <tbody>
            {rows.slice(0, MAX_ROWS).map((r, i) => {
              const le = num(r.le) ?? 0;
              const hr = num(r.hr);
              return (
                <tr key={i} className={g && num(g.le) === le ? 'holding' : ''}>
                  <td>R{String(r.receiver)}</td>
                  <td>{le}</td>
                  <td>{hr ?? ''}</td>
                  <td>
                    {str(r.bits) ? (
                      <BitStrip
                        bits={str(r.bits)!}
                        from={le}
                        max={32}
                        marks={
                          hr !== undefined && hr >= le && hr - le < 32
                            ? [{ at: hr - le, label: 'hr', cls: 'm-hr' }]
                            : []
                        }
                      />
                    ) : (
                      '—'
                    )}
                  </td>
                  <td>{num(r.rto_s) !== undefined ? formatTime(num(r.rto_s)! * 1e9, 0) : ''}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
        {rows.length > MAX_ROWS && (
          <p className="hint">
            … {rows.length - MAX_ROWS} more receivers (highlighted rows hold the global window back)
          </p>
        )}
      </>
    );
  },
};

const bucket: Section = {
  id: 'bucket',
  title: 'Token bucket',
  test: (s) => isObj(s.bucket),
  render: ({ state }) => {
    const b = state.bucket as Obj;
    const size = Math.max(1, num(b.size) ?? 1);
    const tokens = num(b.tokens) ?? 0;
    const inFlight = num(b.in_flight) ?? 0;
    return (
      <div className="bucket" data-testid="token-bucket">
        <div className="bucket-bar">
          <div className="bucket-fill" style={{ width: `${(100 * Math.min(size, tokens)) / size}%` }} />
        </div>
        <p>
          {tokens} of {size} tokens · {inFlight} responses in flight
        </p>
      </div>
    );
  },
};

const pollVector: Section = {
  id: 'poll-vector',
  title: 'Poll vector V',
  test: (s) => str(s.V) !== undefined,
  render: ({ state }) => {
    const p = num(state.v_pointer);
    return (
      <>
        <BitStrip
          bits={str(state.V)!}
          from={1}
          max={120}
          marks={p !== undefined ? [{ at: p - 1, label: 'pointer', cls: 'm-hr' }] : []}
          title="1 = receiver marked to be polled"
        />
        <p className="hint">{String(state.v_marked ?? '?')} receivers marked</p>
      </>
    );
  },
};

const subgroups: Section = {
  id: 'subgroups',
  title: 'Subgroup schedule',
  test: (s) => isObj(s.subgroups),
  render: ({ state }) => {
    const g = state.subgroups as Obj;
    const missing = Array.isArray(g.missing) ? (g.missing as unknown[]) : [];
    const schedule = Array.isArray(g.schedule) ? (g.schedule as unknown[]) : [];
    return (
      <>
        <p>
          {String(g.phase)} phase · round {String(g.round)} · subgroups of {String(g.size)}
        </p>
        <div className="subgroups">
          {missing.slice(0, 60).map((m, i) => (
            <span
              key={i}
              className={`sg ${Number(m) > 0 ? 'missing' : 'ok'}${schedule[0] === i + 1 ? ' next' : ''}`}
              title={`subgroup ${i + 1}: ${String(m)} responses missing`}
            >
              {i + 1}
            </span>
          ))}
        </div>
        {schedule.length > 0 && <p className="hint">next to poll: {schedule.slice(0, 12).join(', ')}</p>}
      </>
    );
  },
};

const mac: Section = {
  id: 'mac',
  title: 'MAC (CSMA/CD)',
  test: (s) => isObj(s.mac),
  render: ({ state, now }) => {
    const m = state.mac as Obj;
    const until = num(m.backoffUntil_ns);
    return (
      <p className="mac" data-testid="mac-state">
        <strong>{String(m.state ?? '')}</strong> · queued {String(m.queued ?? 0)} · attempt {String(m.attempts ?? 0)}
        {until !== undefined && until > now ? ` · backoff ends in ${formatTime(until - now)}` : ''}
        {' · '}collisions {String(m.collisions ?? 0)} · backoffs {String(m.backoffs ?? 0)}
      </p>
    );
  },
};

export const SECTIONS: Section[] = [
  summary,
  acks,
  mbapWindow,
  senderWindows,
  ownWindow,
  bucket,
  pollVector,
  subgroups,
  timers,
  mac,
];
