// Scenario choice: the gallery picker (scenarios/*.json) and a toggle for the JSON editor.
import type { GalleryEntry } from '../scenarios/gallery';

export interface ScenarioBarProps {
  entries: GalleryEntry[];
  selected: string; // gallery id, or '' for pasted JSON
  onPick(entry: GalleryEntry): void;
  editorOpen: boolean;
  onToggleEditor(): void;
  onOpenGallery(): void;
}

export function ScenarioBar({
  entries,
  selected,
  onPick,
  editorOpen,
  onToggleEditor,
  onOpenGallery,
}: ScenarioBarProps) {
  return (
    <div className="scenario-bar">
      <button type="button" onClick={onOpenGallery} data-testid="open-gallery" title="Browse every scenario">
        ▦ Gallery
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
        {selected === '' && <option value="">(pasted JSON)</option>}
        {entries.map((e) => (
          <option key={e.id} value={e.id}>
            {e.title}
          </option>
        ))}
      </select>
      <button type="button" onClick={onToggleEditor} aria-pressed={editorOpen} data-testid="toggle-editor">
        {editorOpen ? 'Close editor' : 'Edit / paste JSON'}
      </button>
    </div>
  );
}
