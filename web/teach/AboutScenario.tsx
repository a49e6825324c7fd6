// "About this scenario": the scenario file's teaching text beside the picture — what to watch for
// first (its "description"), then the modelling notes (its "notes": the choices made where the
// source is silent), and the document it reproduces, cited by name. A <details> at the head of
// the stage: closed it is one line, so the picture keeps its room; open it scrolls on its own.
// Presenter mode hides it (data-presenter="hide"): the instructor says it aloud.
import { useState } from 'react';
import { citeInline } from './citations';
import { Reproduces } from './Reproduces';
import './teach.css';

export interface AboutScenarioProps {
  scenario: Record<string, unknown> | null;
}

const strings = (v: unknown): string[] =>
  Array.isArray(v) ? v.filter((s): s is string => typeof s === 'string' && s.trim() !== '') : [];

export function AboutScenario({ scenario }: AboutScenarioProps) {
  const [open, setOpen] = useState(false);
  if (!scenario) return null;
  const watch = typeof scenario.description === 'string' ? scenario.description.trim() : '';
  const notes = strings(scenario.notes);
  const reproduces = typeof scenario.reproduces === 'string' ? scenario.reproduces.trim() : '';
  if (!watch && notes.length === 0 && !reproduces) return null;
  const count = notes.length === 1 ? '1 modelling note' : `${notes.length} modelling notes`;
  return (
    <details
      className="about-scenario"
      data-testid="about-scenario"
      data-presenter="hide"
      open={open}
      onToggle={(e) => setOpen(e.currentTarget.open)}
    >
      <summary>
        About this scenario
        <span className="about-count">
          {watch ? ' · what to watch for' : ''}
          {notes.length > 0 ? ` · ${count}` : ''}
        </span>
      </summary>
      {/* It scrolls when the notes are long: focusable, so the keyboard can scroll it too. */}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must take focus to be scrolled from the keyboard */}
      <section className="about-body" aria-label="about this scenario" tabIndex={0}>
        {watch && (
          <section aria-label="what to watch for">
            <h3>What to watch for</h3>
            <p data-testid="about-watch">{citeInline(watch)}</p>
          </section>
        )}
        {reproduces && <Reproduces className="about-repro" text={reproduces} />}
        {notes.length > 0 && (
          <section aria-label="modelling notes">
            <h3>Modelling notes</h3>
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
