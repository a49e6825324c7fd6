// The question card: asks (radio group or number input), waits while the run goes on to the
// reveal time, then says right or wrong, what the engine did, and why (the event's why-text).
// A modal dialog over the app (useDialogFocus): focus moves in, Enter answers, Escape skips
// (or continues once revealed); other keys stay inside so Space does not also play the run.
import { useEffect, useId, useRef, useState, useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../i18n/format';
import { parseLanguage } from '../../i18n/language';
import { formatTime } from '../../playback/format';
import { useDialogFocus } from '../../views/useDialogFocus';
import type { Answer } from './grade';
import type { PredictPhase, PredictSession } from './predictSession';
import { revealAt } from './questions';
import { type QuestionText, questionText } from './questionText';
import { whatHappened } from './whatHappened';
import './predict.css';

const NS = 1e9;

export function QuestionCard({ session }: { session: PredictSession }) {
  const state = useSyncExternalStore(session.subscribe, session.getState);
  if (state.phase === 'idle') return null;
  return createPortal(<Card key={state.q.id} state={state} session={session} />, document.body);
}

function Card({ state, session }: { state: Exclude<PredictPhase, { phase: 'idle' }>; session: PredictSession }) {
  const { q } = state;
  const { t, i18n } = useTranslation();
  const words = questionText(q, session.scenarioDoc, parseLanguage(i18n.language) ?? 'en');
  const ref = useRef<HTMLElement | null>(null);
  const continueRef = useRef<HTMLButtonElement | null>(null);
  const titleId = useId();
  const promptId = useId();
  const [choice, setChoice] = useState(-1);
  const [number, setNumber] = useState('');
  // The message's key, so a language change re-words the one on screen.
  const [problem, setProblem] = useState<'' | 'predict.chooseFirst' | 'predict.typeNumber'>('');
  const asking = state.phase === 'asking';
  useDialogFocus(ref, () => (asking ? void session.submit({ skipped: true }) : session.resume()));
  useEffect(() => {
    if (state.phase === 'revealed') continueRef.current?.focus();
  }, [state.phase]);

  const submit = (ev: React.FormEvent) => {
    ev.preventDefault();
    if (!asking) return;
    let answer: Answer;
    if (q.kind === 'choice') {
      if (choice < 0) return setProblem('predict.chooseFirst');
      answer = { choice };
    } else {
      const v = Number.parseFloat(number.replace(',', '.'));
      if (!Number.isFinite(v)) return setProblem('predict.typeNumber');
      answer = { number: v };
    }
    setProblem('');
    void session.submit(answer);
  };

  return (
    <section
      ref={ref}
      className="predict-card"
      role="dialog"
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={promptId}
      data-testid="predict-card"
      tabIndex={-1}
      onKeyDown={(ev) => {
        if (ev.key !== 'Escape' && ev.key !== 'Tab') ev.stopPropagation(); // the app's shortcuts wait
      }}
    >
      <p className="predict-kicker">
        {t('predict.cardLabel')} · {t('predict.heading', { n: state.n, of: state.of })}
      </p>
      <h2 id={titleId} className="predict-prompt">
        <span id={promptId}>{words.prompt}</span>
      </h2>
      <p className="predict-when">{t('predict.pausedAt', { time: formatTime(q.at * NS) })}</p>
      <form onSubmit={submit}>
        {q.kind === 'choice' ? (
          <fieldset className="predict-choices" disabled={!asking}>
            <legend className="visually-hidden">{words.prompt}</legend>
            {words.choices.map((c, i) => (
              <label key={c} className={choiceClass(state, i)}>
                <input
                  type="radio"
                  name={`predict-${q.id}`}
                  value={i}
                  checked={choice === i}
                  onChange={() => setChoice(i)}
                  onKeyDown={(ev) => {
                    if (ev.key === 'Enter') submit(ev);
                  }}
                />
                <span>{c}</span>
              </label>
            ))}
          </fieldset>
        ) : (
          <label className="predict-number">
            <span>{words.unit ? t('predict.numberLabelUnit', { unit: words.unit }) : t('predict.numberLabel')}</span>
            <input
              type="text"
              inputMode="decimal"
              value={number}
              disabled={!asking}
              onChange={(ev) => setNumber(ev.target.value)}
            />
          </label>
        )}
        {problem && (
          <p className="predict-problem" role="alert">
            {t(problem)}
          </p>
        )}
        {asking && (
          <div className="predict-buttons">
            <button type="submit" className="predict-primary">
              {t('predict.submit')}
            </button>
            <button type="button" onClick={() => void session.submit({ skipped: true })}>
              {t('predict.skip')}
            </button>
            <span className="predict-keys">{t('predict.keysHint')}</span>
          </div>
        )}
      </form>
      {state.phase === 'revealing' && (
        <p className="predict-running" role="status">
          {t('predict.running', { time: formatTime(revealAt(q) * NS) })}
        </p>
      )}
      {state.phase === 'revealed' && <Result state={state} words={words} continueRef={continueRef} session={session} />}
    </section>
  );
}

function choiceClass(state: PredictPhase, i: number): string {
  if (state.phase !== 'revealed') return 'predict-choice';
  if (i === state.grade.rightChoice) return 'predict-choice is-right';
  if ('choice' in state.answer && state.answer.choice === i) return 'predict-choice is-wrong';
  return 'predict-choice';
}

function Result({
  state,
  words,
  continueRef,
  session,
}: {
  state: Extract<PredictPhase, { phase: 'revealed' }>;
  words: QuestionText;
  continueRef: React.RefObject<HTMLButtonElement | null>;
  session: PredictSession;
}) {
  const { t } = useTranslation();
  const { q, grade: g, answer } = state;
  const verdict = t(g.right === true ? 'predict.right' : g.right === false ? 'predict.wrong' : 'predict.unknown');
  const rightText =
    q.kind === 'choice'
      ? g.rightChoice >= 0
        ? t('predict.rightWas', { text: words.choices[g.rightChoice] ?? '' })
        : t('predict.noneRight')
      : g.value !== undefined
        ? t('predict.rightWas', { text: `${formatNumber(g.value)}${words.unit ? ` ${words.unit}` : ''}` })
        : '';
  const yours =
    'choice' in answer ? words.choices[answer.choice] : 'number' in answer ? formatNumber(answer.number) : undefined;
  return (
    <div className="predict-result" data-testid="predict-result">
      <p role="status" className={`predict-verdict ${g.right ? 'is-right' : 'is-wrong'}`} data-testid="predict-verdict">
        <strong>{verdict}</strong> {yours !== undefined && t('predict.yourAnswer', { text: yours })} {rightText}
      </p>
      <h3>{t('predict.happened')}</h3>
      <ul className="predict-happened" data-testid="predict-happened">
        {whatHappened(q, g).map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      {state.why !== undefined && (
        <>
          <h3>{t('predict.whyHeading')}</h3>
          <p className="predict-why" data-testid="predict-why">
            {state.why === null ? t('predict.whyLoading') : state.why || (state.explained?.line ?? '')}
          </p>
        </>
      )}
      <div className="predict-buttons">
        <button type="button" ref={continueRef} className="predict-primary" onClick={() => session.resume()}>
          {t('predict.continue')}
        </button>
      </div>
    </div>
  );
}
