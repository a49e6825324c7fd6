// The scenario gallery: one card per scenario with what to watch for, the paper table or figure it
// reproduces, and its tags; a tag filter narrows the list. Choosing a card loads and plays it.
// A modal dialog: it takes focus, keeps Tab inside, closes on Escape or a click outside, and gives
// focus back to the button that opened it (useDialogFocus).

import { useId, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { entryText, useScenarioTranslations } from '../i18n/scenarioText';
import type { GalleryEntry } from '../scenarios/gallery';
import { citeInline } from '../teach/citations';
import { Reproduces } from '../teach/Reproduces';
import { tagWord } from './tagWords.pt-BR';
import { useDialogFocus } from './useDialogFocus';

export interface GalleryProps {
  entries: GalleryEntry[];
  selected: string;
  onPick(e: GalleryEntry): void;
  onClose(): void;
}

export function Gallery({ entries, selected, onPick, onClose }: GalleryProps) {
  const { t } = useTranslation();
  const translated = useScenarioTranslations();
  const [tag, setTag] = useState('');
  const titleId = useId();
  const dialogRef = useRef<HTMLElement | null>(null);
  useDialogFocus(dialogRef, onClose);
  const tags = [...new Set(entries.flatMap((e) => e.tags))].sort();
  const shown = tag ? entries.filter((e) => e.tags.includes(tag)) : entries;
  // Rendered beside the app, not inside it: the app is made inert while the dialog is open.
  return createPortal(
    // A click on the backdrop itself (outside the dialog) closes it; the keyboard has Escape.
    // biome-ignore lint/a11y/noStaticElementInteractions: the backdrop is not a control; Escape is its keyboard path
    // biome-ignore lint/a11y/useKeyWithClickEvents: Escape (useDialogFocus) is the keyboard path
    <div
      className="gallery-backdrop"
      onClick={(e) => {
        if (e.target === e.currentTarget) onClose();
      }}
    >
      <section
        ref={dialogRef}
        className="gallery"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        data-testid="gallery"
        tabIndex={-1}
      >
        <header className="gallery-head">
          <h2 id={titleId}>{t('gallery.title')}</h2>
          <fieldset className="tag-filter">
            <legend className="visually-hidden">{t('gallery.filter')}</legend>
            <button type="button" aria-pressed={tag === ''} onClick={() => setTag('')}>
              {t('gallery.all', { count: entries.length })}
            </button>
            {tags.map((t) => (
              <button type="button" key={t} aria-pressed={tag === t} onClick={() => setTag(t)}>
                {tagWord(t)}
              </button>
            ))}
          </fieldset>
          <button type="button" className="close" onClick={onClose} aria-label={t('gallery.close')}>
            ✕
          </button>
        </header>
        <ul className="cards">
          {shown.map((e) => (
            <li key={e.id}>
              <button
                type="button"
                className={`card${e.id === selected ? ' current' : ''}`}
                aria-current={e.id === selected ? 'true' : undefined}
                onClick={() => onPick(e)}
                data-testid={`card-${e.id}`}
              >
                <span className="card-title">{citeInline(entryText(e, translated).title)}</span>
                {e.reproduces && <Reproduces className="card-repro" text={e.reproduces} />}
                <span className="card-desc">
                  {citeInline(entryText(e, translated).description) || t('gallery.noDescription')}
                </span>
                <span className="card-tags">
                  {e.tags.map((t) => (
                    <span key={t} className="tag">
                      {tagWord(t)}
                    </span>
                  ))}
                </span>
              </button>
            </li>
          ))}
        </ul>
      </section>
    </div>,
    document.body,
  );
}
