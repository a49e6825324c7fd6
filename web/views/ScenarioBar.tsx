// Scenario choice: the gallery picker (scenarios/*.json) and a toggle for the JSON editor.
import type { GalleryEntry } from '../scenarios/gallery';

export interface ScenarioBarProps {
  entries: GalleryEntry[];
  selected: string; // gallery id, or '' for a scenario that is not a gallery file as it stands
  /** What the picker says when `selected` is '': "(pasted JSON)", "(edited scenario)", "(opened from a link)". */
  customLabel?: string;
  onPick(entry: GalleryEntry): void;
  editorOpen: boolean;
  onToggleEditor(): void;
  onOpenGallery(): void;
}

export function ScenarioBar({
  entries,
  selected,
  customLabel = '(pasted JSON)',
  onPick,
  editorOpen,
  onToggleEditor,
  onOpenGallery,
}: ScenarioBarProps) {
  return (
    <div className="scenario-bar">
      <button
        type="button"
        onClick={onOpenGallery}
        data-testid="open-gallery"
        title="Browse every scenario"
        aria-haspopup="dialog"
      >
        <span aria-hidden="true">▦ </span>Gallery
      </button>
      <label htmlFor="scenario-picker">Scenario</label>
      <select
        id="scenario-picker"
        data-testid="scenario-picker"
        value={selected}
        onChange={(e) => {
          const entry = entries.find((x) => x.id === e.target.value);
          if (entry) onPick(entry);
        }}
      >
        {selected === '' && <option value="">{customLabel}</option>}
        {entries.map((e) => (
          <option key={e.id} value={e.id}>
            {e.title}
          </option>
        ))}
      </select>
      <button
        type="button"
        onClick={onToggleEditor}
        aria-pressed={editorOpen}
        data-testid="toggle-editor"
        title="Edit the scenario's JSON, or paste one"
      >
        {editorOpen ? 'Close editor' : 'Edit JSON'}
      </button>
    </div>
  );
}
