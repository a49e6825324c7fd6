// The top bar's "Open file" (a file picker) and "Save file" (a .json download) buttons, the hint
// shown while a file is dragged over the page, and the notice for a file that cannot be opened.
import { useRef } from 'react';
import { downloadBlob, MIME, safeFilename, textBlob } from '../export/download';
import { currentLanguage } from '../i18n/i18n';
import { type Sayable, sayIn } from '../i18n/said';
import './files.css';
import { useTranslation } from 'react-i18next';

export function FileControls({ onOpen, onSave }: { onOpen(file: File): void; onSave?: () => void }) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  return (
    <span className="file-controls">
      <button
        type="button"
        data-testid="open-file"
        title={t('files.openTitle')}
        aria-label={t('files.openLabel')}
        onClick={() => input.current?.click()}
      >
        {t('files.open')}
      </button>
      <input
        ref={input}
        type="file"
        accept=".json,application/json"
        className="file-input"
        data-testid="open-file-input"
        tabIndex={-1}
        aria-hidden="true"
        onChange={(e) => {
          const file = e.target.files?.[0];
          e.target.value = ''; // the same file can be picked again after a fix
          if (file) onOpen(file);
        }}
      />
      <button
        type="button"
        data-testid="save-file"
        title={t('files.saveTitle')}
        disabled={!onSave}
        aria-label={t('files.saveLabel')}
        onClick={onSave}
      >
        {t('files.save')}
      </button>
    </span>
  );
}

/** Saves scenario text as "<name>.json". */
export function saveScenarioFile(name: string, json: string): void {
  downloadBlob(textBlob(json, MIME.json), safeFilename(name || 'scenario', 'json'));
}

/** Shown over the page while a file is dragged; it takes no pointer events, so it never blocks a click. */
export function DropHint({ visible }: { visible: boolean }) {
  const { t } = useTranslation();
  if (!visible) return null;
  return (
    <div className="drop-hint" data-testid="drop-hint" aria-hidden="true">
      <p>{t('files.drop')}</p>
    </div>
  );
}

/** Why a file was not opened; the scenario that was running stays loaded and usable. */
export function FileErrorNotice({ message, onDismiss }: { message: Sayable; onDismiss(): void }) {
  const { t } = useTranslation();
  return (
    <div className="error-panel file-error" role="alert" data-testid="file-error">
      <h2>{t('files.notOpened')}</h2>
      <p className="error-line">{sayIn(message, currentLanguage())}</p>
      <p className="hint">{t('files.stillLoaded')}</p>
      <button type="button" onClick={onDismiss} data-testid="file-error-dismiss">
        {t('files.dismiss')}
      </button>
    </div>
  );
}
