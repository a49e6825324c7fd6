// The top bar's "Open file" (a file picker) and "Save file" (a .json download) buttons, the hint
// shown while a file is dragged over the page, and the notice for a file that cannot be opened.
import { useRef } from 'react';
import { downloadBlob, MIME, safeFilename, textBlob } from '../export/download';
import './files.css';

export function FileControls({ onOpen, onSave }: { onOpen(file: File): void; onSave?: () => void }) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <span className="file-controls">
      <button
        type="button"
        data-testid="open-file"
        title="Open a scenario file (.json) from this computer, or drop one anywhere on the page"
        aria-label="Open a scenario file"
        onClick={() => input.current?.click()}
      >
        Open
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
        title="Save the scenario, with your parameter edits, as a .json file"
        disabled={!onSave}
        aria-label="Save the scenario as a file"
        onClick={onSave}
      >
        Save
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
  if (!visible) return null;
  return (
    <div className="drop-hint" data-testid="drop-hint" aria-hidden="true">
      <p>Drop a scenario file (.json) to open it</p>
    </div>
  );
}

/** Why a file was not opened; the scenario that was running stays loaded and usable. */
export function FileErrorNotice({ message, onDismiss }: { message: string; onDismiss(): void }) {
  return (
    <div className="error-panel file-error" role="alert" data-testid="file-error">
      <h2>This file was not opened</h2>
      <p className="error-line">{message}</p>
      <p className="hint">The scenario that was running is still loaded.</p>
      <button type="button" onClick={onDismiss} data-testid="file-error-dismiss">
        Dismiss
      </button>
    </div>
  );
}
