// A row of export buttons. Each builds its file on click and downloads it; the result (or why it
// failed) is announced in a polite live region next to the buttons.
import { useState } from 'react';
import { currentLanguage, i18n } from '../i18n/i18n';
import { type Said, SaidError, saidOf } from '../i18n/said';
import { downloadBlob } from './download';
import './export.css';
import { useTranslation } from 'react-i18next';
import type { ExportItem } from './items';

export interface ExportMenuProps {
  items: ExportItem[];
  /** Accessible name of the group, e.g. "Export throughput chart". */
  label?: string;
  /** Replaces downloadBlob (tests, or a shell that wants to preview). */
  save?(blob: Blob, filename: string): void;
}

export function ExportMenu({ items, label, save = downloadBlob }: ExportMenuProps) {
  const { t } = useTranslation();
  // What happened, in parts (rendered with t), so the status on screen follows a language change.
  const [status, setStatus] = useState<{ ok: boolean; id: string; file: string; why?: Said } | null>(null);
  const [busy, setBusy] = useState<string | null>(null);

  const run = async (item: ExportItem) => {
    setBusy(item.id);
    try {
      const blob = await item.make();
      if (blob.size === 0) throw new SaidError((lang) => i18n.getFixedT(lang)('exportMenu.nothing'));
      save(blob, item.filename);
      setStatus({ ok: true, id: item.id, file: item.filename });
    } catch (err) {
      setStatus({ ok: false, id: item.id, file: item.filename, why: saidOf(err) });
    } finally {
      setBusy(null);
    }
  };

  return (
    // biome-ignore lint/a11y/useSemanticElements: a labelled group of controls inside a toolbar or header; a fieldset's box and legend do not belong there
    <span className="export-menu" role="group" aria-label={label ?? t('exportMenu.label')}>
      <span className="export-label" aria-hidden="true">
        {t('exportMenu.label')}
      </span>
      {items.map((item) => (
        <button
          key={item.id}
          type="button"
          className="export-button"
          data-testid={`export-${item.id}`}
          title={item.description}
          aria-label={item.description}
          disabled={busy !== null}
          onClick={() => void run(item)}
        >
          {item.label}
        </button>
      ))}
      <span role="status" aria-live="polite" className={`export-status${status && !status.ok ? ' export-error' : ''}`}>
        {status === null
          ? ''
          : status.ok
            ? t('exportMenu.saved', { file: status.file })
            : t('exportMenu.failed', {
                what: items.find((i) => i.id === status.id)?.label ?? status.file,
                why: status.why?.(currentLanguage()) ?? '',
              })}
      </span>
    </span>
  );
}
