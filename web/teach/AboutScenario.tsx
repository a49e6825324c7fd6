// "About this scenario": the scenario file's teaching text beside the picture — what to watch for
// first (its "description"), then the modelling notes (its "notes": the choices made where the
// source is silent), and the document it reproduces, cited by name. A <details> at the head of
// the stage: closed it is one line, so the picture keeps its room; open it scrolls on its own.
// Presenter mode hides it (data-presenter="hide"): the instructor says it aloud.
import { useState } from 'react';
import { currentLanguage } from '../i18n/i18n';
import { localizedText } from '../i18n/scenarioText';
import { citeInline } from './citations';
import { Reproduces } from './Reproduces';
import './teach.css';
import { useTranslation } from 'react-i18next';

export interface AboutScenarioProps {
  scenario: Record<string, unknown> | null;
}

export function AboutScenario({ scenario }: AboutScenarioProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  if (!scenario) return null;
  const text = localizedText(scenario, currentLanguage());
  const watch = text.description;
  const notes = text.notes;
  const reproduces = typeof scenario.reproduces === 'string' ? scenario.reproduces.trim() : '';
  if (!watch && notes.length === 0 && !reproduces) return null;
  return (
    <details
      className="about-scenario"
      data-testid="about-scenario"
      data-presenter="hide"
      open={open}
      onToggle={(e) => setOpen(e.currentTarget.open)}
    >
      <summary>
        {t('about.summary')}
        <span className="about-count">
          {watch ? t('about.watchCount') : ''}
          {notes.length > 0 ? t('about.notesCount', { count: notes.length }) : ''}
        </span>
      </summary>
      {/* It scrolls when the notes are long: focusable, so the keyboard can scroll it too. */}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must take focus to be scrolled from the keyboard */}
      <section className="about-body" aria-label={t('about.region')} tabIndex={0}>
        {watch && (
          <section aria-label={t('about.watch')}>
            <h3>{t('about.watch')}</h3>
            <p data-testid="about-watch">{citeInline(watch)}</p>
          </section>
        )}
        {reproduces && <Reproduces className="about-repro" text={reproduces} />}
        {notes.length > 0 && (
          <section aria-label={t('about.notes')}>
            <h3>{t('about.notes')}</h3>
            <ul data-testid="about-notes">
              {notes.map((n, i) => (
                <li key={i}>{citeInline(n)}</li>
              ))}
            </ul>
          </section>
        )}
      </section>
    </details>
  );
}
