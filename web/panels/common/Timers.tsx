// Armed timers in the one inspect convention ({name, deadline_ns, for?, seq?}) with the time left.
import type { Timer } from '../../../wasm/contracts';
import { formatTime } from '../../playback/format';
import { ps } from '../panelSentences';
import type { PanelSection } from '../types';

const MAX_ROWS = 12;

export function timers<S extends { timers: Timer[] }>(): PanelSection<S> {
  return {
    id: 'timers',
    title: 'Timers',
    render: ({ state, now }) => {
      const list = state.timers;
      if (list.length === 0) return <p className="hint">{ps('no timer armed')}</p>;
      return (
        <ul className="timers">
          {list.slice(0, MAX_ROWS).map((t, i) => (
            <li key={i}>
              <span className="timer-name">
                {t.name}
                {t.for !== undefined ? ` ${ps('for {who}', { who: t.for })}` : ''}
                {t.seq !== undefined ? ` seq ${t.seq}` : ''}
              </span>
              <span className="timer-left">
                {t.deadline_ns >= now ? ps('fires in {time}', { time: formatTime(t.deadline_ns - now) }) : ps('due')}
              </span>
            </li>
          ))}
          {list.length > MAX_ROWS && <li className="hint">{ps('… {n} more', { n: list.length - MAX_ROWS })}</li>}
        </ul>
      );
    },
  };
}
