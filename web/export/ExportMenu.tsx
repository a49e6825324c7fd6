// A row of export buttons. Each builds its file on click and downloads it; the result (or why it
// failed) is announced in a polite live region next to the buttons.
import { useState } from 'react';
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
  const [status, setStatus] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState<string | null>(null);

  const run = async (item: ExportItem) => {
    setBusy(item.id);
    try {
      const blob = await item.make();
      if (blob.size === 0) throw new Error(t('exportMenu.nothing'));
      save(blob, item.filename);
      setStatus({ ok: true, text: t('exportMenu.saved', { file: item.filename }) });
    } catch (err) {
      setStatus({
        ok: false,
        text: t('exportMenu.failed', { what: item.label, why: err instanceof Error ? err.message : String(err) }),
      });
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
        {status?.text ?? ''}
      </span>
    </span>
  );
}
