// The playback toolbar. Each button is a registered action (ActionButton: the same path, enabled
// test and keys as its shortcut, named in its tooltip); the time readout is written straight to
// the DOM each frame instead of re-rendering React.
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionButton, type ActionManager } from '../actions';
import type { AppController } from '../app/controller';
import { useStoreValue } from '../app/useStore';
import { count } from '../i18n/format';
import { formatClock, formatSpeed } from '../playback/format';
import { JumpControls } from './JumpControls';
import { setText } from './setText';

export interface ControlsProps {
  app: AppController;
  actions: ActionManager;
  /** The shell's one-line notice ("no later collision"), shown by the jump controls. */
  notice: string;
}

export function Controls({ app, actions, notice }: ControlsProps) {
  const { t } = useTranslation();
  const { playing, speed } = useClockState(app);
  return (
    <div className="controls" role="toolbar" aria-label={t('controls.toolbar')}>
      <ActionButton actions={actions} action="togglePlay" className="primary" data-testid="play">
        {playing ? t('controls.pause') : t('controls.play')}
      </ActionButton>
      <ActionButton actions={actions} action="stepBack" data-testid="step-back">
        {t('controls.back')}
      </ActionButton>
      <ActionButton actions={actions} action="step" data-testid="step">
        {t('controls.step')}
      </ActionButton>
      <ActionButton actions={actions} action="restart" data-testid="restart">
        {t('controls.restart')}
      </ActionButton>
      <span className="speed">
        <ActionButton actions={actions} action="slower" aria-label={t('controls.slower')}>
          −
        </ActionButton>
        <span className="speed-value" data-testid="speed">
          {formatSpeed(speed)}
        </span>
        <ActionButton actions={actions} action="faster" aria-label={t('controls.faster')}>
          +
        </ActionButton>
      </span>
      <PaceBadge app={app} />
      <JumpControls app={app} actions={actions} notice={notice} />
      <TimeReadout app={app} />
    </div>
  );
}

/**
 * "picture at 0.45×" while the picture runs clearly below the set speed (playback/paceMeter.ts);
 * nothing otherwise. Re-renders only when the shown ratio (to 0.05) changes.
 */
function PaceBadge({ app }: { app: AppController }) {
  const { t } = useTranslation();
  const [ratio, setRatio] = useState<number | null>(null);
  useEffect(
    () =>
      app.onFrame(() => {
        const r = app.pace.behind();
        const shown = r === null ? null : Math.max(0.05, Math.round(r * 20) / 20);
        setRatio((old) => (old === shown ? old : shown));
      }),
    [app],
  );
  if (ratio === null) return null;
  const text = ratio.toFixed(2);
  return (
    <span className="pace-behind" data-testid="pace" role="status" title={t('controls.paceHelp', { ratio: text })}>
      {t('controls.pace', { ratio: text })}
    </span>
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
  const { t } = useTranslation();
  const timeRef = useRef<HTMLSpanElement | null>(null);
  const eventsRef = useRef<HTMLSpanElement | null>(null);
  const end = useStoreValue(app.store, (s) => (s.status === 'ready' ? (s.runEnd ?? -s.stopTime) : 0));
  useEffect(
    () =>
      app.onFrame((t) => {
        setText(timeRef.current, formatClock(t));
        // The events on screen (records shown), the same count the panels' "event N" gives.
        const shown = app.store.status === 'ready' ? app.store.shownIndex() : 0;
        setText(eventsRef.current, count(shown));
      }),
    [app],
  );
  // Known end: "of 0.703827 s"; still unknown: at most the stop time.
  const endText =
    end > 0
      ? t('controls.of', { time: formatClock(end) })
      : end < 0
        ? t('controls.ofAtMost', { time: formatClock(-end) })
        : t('controls.ofUnknown');
  return (
    <span className="readout">
      <span className="readout-label">t =</span>
      <span className="readout-time" ref={timeRef} data-testid="sim-time">
        {formatClock(app.clock.time())}
      </span>
      <span className="readout-label" data-testid="run-end" title={end < 0 ? t('controls.endUnknown') : undefined}>
        {endText}
      </span>
      <span className="readout-label">{t('controls.events')}</span>
      <span className="readout-events" ref={eventsRef} data-testid="events">
        0
      </span>
    </span>
  );
}
