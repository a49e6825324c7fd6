// Scenario choice: the gallery picker (scenarios/*.json) and a toggle for the JSON editor.

import { useTranslation } from 'react-i18next';
import { entryText, useScenarioTranslations } from '../i18n/scenarioText';
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
  customLabel,
  onPick,
  editorOpen,
  onToggleEditor,
  onOpenGallery,
}: ScenarioBarProps) {
  const { t } = useTranslation();
  const translated = useScenarioTranslations();
  return (
    <div className="scenario-bar">
      <button
        type="button"
        onClick={onOpenGallery}
        data-testid="open-gallery"
        title={t('scenarioBar.galleryTitle')}
        aria-haspopup="dialog"
      >
        <span aria-hidden="true">▦ </span>
        {t('scenarioBar.gallery')}
      </button>
      <label htmlFor="scenario-picker">{t('scenarioBar.scenario')}</label>
      <select
        id="scenario-picker"
        data-testid="scenario-picker"
        value={selected}
        onChange={(e) => {
          const entry = entries.find((x) => x.id === e.target.value);
          if (entry) onPick(entry);
        }}
      >
        {selected === '' && <option value="">{customLabel ?? t('app.pastedSource')}</option>}
        {entries.map((e) => (
          <option key={e.id} value={e.id}>
            {entryText(e, translated).title}
          </option>
        ))}
      </select>
      <button
        type="button"
        onClick={onToggleEditor}
        aria-pressed={editorOpen}
        data-testid="toggle-editor"
        title={t('scenarioBar.editTitle')}
      >
        {editorOpen ? t('scenarioBar.closeEditor') : t('scenarioBar.editJson')}
      </button>
    </div>
  );
}
