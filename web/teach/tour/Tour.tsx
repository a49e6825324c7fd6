// The first-visit tour: a card per step beside the part of the app it explains, that part ringed
// and the rest dimmed. A modal dialog (useDialogFocus: focus moves in, Tab stays in, Escape skips,
// focus returns after). Keys: Enter or → next, ← back, Esc skip; every other key stays inside, so
// Space does not also play or pause the run behind the card. Whatever way it ends, it is
// remembered (tourMemory.ts) and does not open by itself again; the help overlay reopens it.
import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useDialogFocus } from '../../views/useDialogFocus';
import { type CardPlace, placeCard, type Rect } from './placeCard';
import { TOUR_STEPS, type TourStep } from './tourSteps';
import './tour.css';
import { useTranslation } from 'react-i18next';

export interface TourProps {
  open: boolean;
  onClose(): void;
}

export function Tour({ open, onClose }: TourProps) {
  if (!open) return null;
  return createPortal(<TourCard onClose={onClose} />, document.body);
}

/** The first target of the step that is laid out on screen. */
function findTarget(step: TourStep): HTMLElement | null {
  for (const sel of step.targets) {
    const el = document.querySelector<HTMLElement>(sel);
    if (el && el.getClientRects().length > 0 && el.getBoundingClientRect().width > 0) return el;
  }
  return null;
}

/** Four rectangles covering the viewport except the ringed target (with the ring's 4 px margin). */
function dimPanes(r: Rect): React.CSSProperties[] {
  const top = r.top - 4;
  const left = r.left - 4;
  const bottom = r.top + r.height + 4;
  const right = r.left + r.width + 4;
  return [
    { top: 0, left: 0, right: 0, height: Math.max(0, top) },
    { top: bottom, left: 0, right: 0, bottom: 0 },
    { top, left: 0, width: Math.max(0, left), height: bottom - top },
    { top, left: right, right: 0, height: bottom - top },
  ];
}

function TourCard({ onClose }: { onClose(): void }) {
  const { t } = useTranslation();
  const [index, setIndex] = useState(0);
  const [ring, setRing] = useState<Rect | null>(null);
  const [place, setPlace] = useState<CardPlace | null>(null);
  const cardRef = useRef<HTMLElement | null>(null);
  const nextRef = useRef<HTMLButtonElement | null>(null);
  const countId = useId();
  const titleId = useId();
  const bodyId = useId();
  const step = TOUR_STEPS[index];
  const last = index === TOUR_STEPS.length - 1;
  const next = () => (last ? onClose() : setIndex((i) => Math.min(i + 1, TOUR_STEPS.length - 1)));
  const back = () => setIndex((i) => Math.max(i - 1, 0));
  const nav = useRef({ next, back });
  nav.current = { next, back };

  useDialogFocus(cardRef, onClose);

  // Each step: bring its target into view, ring it, and put the card where it does not cover it.
  useLayoutEffect(() => {
    const target = findTarget(step);
    target?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
    const layout = () => {
      const card = cardRef.current;
      if (!card) return;
      const r = target?.getBoundingClientRect();
      const rect = r ? { top: r.top, left: r.left, width: r.width, height: r.height } : null;
      setRing(rect);
      setPlace(
        placeCard(
          rect,
          { width: card.offsetWidth, height: card.offsetHeight },
          { width: innerWidth, height: innerHeight },
        ),
      );
    };
    layout();
    window.addEventListener('resize', layout);
    window.addEventListener('scroll', layout, true);
    return () => {
      window.removeEventListener('resize', layout);
      window.removeEventListener('scroll', layout, true);
    };
  }, [step]);

  // Focus follows the steps: the Next (or Done) button, so Enter and Space go on.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new step is the trigger
  useEffect(() => {
    nextRef.current?.focus();
  }, [index]);

  useEffect(() => {
    const card = cardRef.current;
    if (!card) return;
    const onKey = (ev: KeyboardEvent) => {
      if (ev.key === 'Tab' || ev.key === 'Escape') return; // useDialogFocus handles these
      ev.stopPropagation(); // the app's shortcuts wait until the tour is over
      const onButton = ev.target instanceof HTMLButtonElement;
      if (ev.key === 'ArrowRight' || (ev.key === 'Enter' && !onButton)) {
        ev.preventDefault();
        nav.current.next();
      } else if (ev.key === 'ArrowLeft') {
        ev.preventDefault();
        nav.current.back();
      }
    };
    card.addEventListener('keydown', onKey);
    return () => card.removeEventListener('keydown', onKey);
  }, []);

  return (
    <div className="tour-layer" data-testid="tour-layer">
      {ring ? (
        <>
          {/* The page around the ring dimmed by four panes (a huge box-shadow or outline on the
              ring is not painted by every renderer). */}
          {dimPanes(ring).map((pane, i) => (
            <div key={i} className="tour-dim" aria-hidden="true" style={pane} />
          ))}
          <div
            className="tour-ring"
            aria-hidden="true"
            data-testid="tour-ring"
            style={{ top: ring.top - 4, left: ring.left - 4, width: ring.width + 8, height: ring.height + 8 }}
          />
        </>
      ) : (
        <div className="tour-dim" aria-hidden="true" style={{ inset: 0 }} />
      )}
      <section
        ref={cardRef}
        className="tour-card"
        role="dialog"
        aria-modal="true"
        aria-labelledby={`${countId} ${titleId}`}
        aria-describedby={bodyId}
        data-testid="tour"
        data-step={step.id}
        tabIndex={-1}
        style={place ?? { top: 12, left: 12, opacity: 0 }}
      >
        <p className="tour-count" id={countId}>
          {t('tour.count', { n: index + 1, total: TOUR_STEPS.length })}
        </p>
        <h2 id={titleId}>{t(`tour.${step.id}` as 'tour.stage')}</h2>
        <p id={bodyId} className="tour-body">
          {t(`tour.${step.id}Body` as 'tour.stageBody')}
        </p>
        <div className="tour-buttons">
          <button type="button" onClick={onClose} data-testid="tour-skip">
            {last ? t('tour.close') : t('tour.skip')}
          </button>
          <span className="tour-nav">
            {index > 0 && (
              <button type="button" onClick={back} data-testid="tour-back">
                {t('tour.back')}
              </button>
            )}
            <button type="button" className="primary" ref={nextRef} onClick={next} data-testid="tour-next">
              {last ? t('tour.done') : t('tour.next')}
            </button>
          </span>
        </div>
        <p className="tour-keys hint">{t('tour.keys')}</p>
      </section>
    </div>
  );
}
