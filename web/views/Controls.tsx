// The playback toolbar. Buttons perform registered actions (the same path as the shortcuts); the
// time readout is written straight to the DOM each frame instead of re-rendering React.
import { useEffect, useRef, useState } from 'react';
import type { ActionManager } from '../actions/manager';
import type { AppController } from '../app/controller';
import { useStoreValue } from '../app/useStore';
import { formatClock, formatSpeed } from '../playback/format';
import { JumpControls } from './JumpControls';

export function Controls({ app, actions }: { app: AppController; actions: ActionManager }) {
  const store = app.store;
  const status = useStoreValue(store, (s) => s.status);
  // Button enablement depends on pending/finished records: selected as booleans, so playing does
  // not re-render the toolbar on every frame.
  const canStep = useStoreValue(store, (s) => s.status === 'ready' && (s.hasPending() || !s.finished));
  const canBack = useStoreValue(store, (s) => s.status === 'ready' && s.shownIndex() > s.history.firstIndex());
  const { playing, speed } = useClockState(app);
  const ready = status === 'ready';

  return (
    <div className="controls" role="toolbar" aria-label="playback">
      <button
        type="button"
        className="primary"
        onClick={() => actions.perform('togglePlay')}
        disabled={!ready}
        data-testid="play"
        title="Play / pause (Space)"
      >
        {playing ? '❚❚ Pause' : '▶ Play'}
      </button>
      <button
        type="button"
        onClick={() => actions.perform('stepBack')}
        disabled={!canBack}
        data-testid="step-back"
        title="Step back one event (←)"
      >
        ← Back
      </button>
      <button
        type="button"
        onClick={() => actions.perform('step')}
        disabled={!canStep}
        data-testid="step"
        title="Step one event (→)"
      >
        Step →
      </button>
      <button
        type="button"
        onClick={() => actions.perform('restart')}
        disabled={status !== 'ready'}
        data-testid="restart"
        title="Restart (Home)"
      >
        ↺ Restart
      </button>
      <span className="speed" aria-label="speed">
        <button
          type="button"
          onClick={() => actions.perform('slower')}
          disabled={!ready}
          aria-label="slower"
          title="Slower (−)"
        >
          −
        </button>
        <span className="speed-value" data-testid="speed">
          {formatSpeed(speed)}
        </span>
        <button
          type="button"
          onClick={() => actions.perform('faster')}
          disabled={!ready}
          aria-label="faster"
          title="Faster (+)"
        >
          +
        </button>
      </span>
      <JumpControls app={app} actions={actions} />
      <TimeReadout app={app} />
    </div>
  );
}

/** Re-renders only when play state or speed changes, polled once per frame. */
function useClockState(app: AppController) {
  const [state, setState] = useState({ playing: app.clock.isPlaying(), speed: app.clock.getSpeed() });
  useEffect(
    () =>
      app.onFrame(() => {
        const playing = app.clock.isPlaying();
        const speed = app.clock.getSpeed();
        setState((s) => (s.playing === playing && s.speed === speed ? s : { playing, speed }));
      }),
    [app],
  );
  return state;
}

function TimeReadout({ app }: { app: AppController }) {
  const timeRef = useRef<HTMLSpanElement | null>(null);
  const eventsRef = useRef<HTMLSpanElement | null>(null);
  const stop = useStoreValue(app.store, (s) => s.stopTime);
  useEffect(
    () =>
      app.onFrame((t) => {
        if (timeRef.current) timeRef.current.textContent = formatClock(t);
        if (eventsRef.current) eventsRef.current.textContent = app.store.eventsExecuted.toLocaleString('en-US');
      }),
    [app],
  );
  return (
    <span className="readout">
      <span className="readout-label">t =</span>
      <span className="readout-time" ref={timeRef} data-testid="sim-time">
        {formatClock(app.clock.time())}
      </span>
      <span className="readout-label">of {stop > 0 ? formatClock(stop) : '—'}</span>
      <span className="readout-label">· events</span>
      <span className="readout-events" ref={eventsRef} data-testid="events">
        0
      </span>
    </span>
  );
}
