// The playback toolbar. Each button is a registered action (ActionButton: the same path, enabled
// test and keys as its shortcut, named in its tooltip); the time readout is written straight to
// the DOM each frame instead of re-rendering React.
import { useEffect, useRef, useState } from 'react';
import { ActionButton, type ActionManager } from '../actions';
import type { AppController } from '../app/controller';
import { useStoreValue } from '../app/useStore';
import { formatClock, formatSpeed } from '../playback/format';
import { JumpControls } from './JumpControls';

export interface ControlsProps {
  app: AppController;
  actions: ActionManager;
  /** The shell's one-line notice ("no later collision"), shown by the jump controls. */
  notice: string;
}

export function Controls({ app, actions, notice }: ControlsProps) {
  const { playing, speed } = useClockState(app);
  return (
    <div className="controls" role="toolbar" aria-label="playback">
      <ActionButton actions={actions} action="togglePlay" className="primary" data-testid="play">
        {playing ? '❚❚ Pause' : '▶ Play'}
      </ActionButton>
      <ActionButton actions={actions} action="stepBack" data-testid="step-back">
        ← Back
      </ActionButton>
      <ActionButton actions={actions} action="step" data-testid="step">
        Step →
      </ActionButton>
      <ActionButton actions={actions} action="restart" data-testid="restart">
        ↺ Restart
      </ActionButton>
      <span className="speed" aria-label="speed">
        <ActionButton actions={actions} action="slower" aria-label="slower">
          −
        </ActionButton>
        <span className="speed-value" data-testid="speed">
          {formatSpeed(speed)}
        </span>
        <ActionButton actions={actions} action="faster" aria-label="faster">
          +
        </ActionButton>
      </span>
      <JumpControls app={app} actions={actions} notice={notice} />
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
