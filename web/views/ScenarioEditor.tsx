// A plain textarea for pasting or editing scenario JSON. The engine validates it on load; nothing is
// parsed or trusted here.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

export function ScenarioEditor({
  initial,
  onLoad,
  onClose,
}: {
  initial: string;
  onLoad(json: string): void;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState(initial);
  useEffect(() => setText(initial), [initial]);
  return (
    <section className="panel editor-panel" aria-label={t('app.editorAside')}>
      <header className="panel-head">
        <h2>{t('editor.title')}</h2>
        <span className="hint">{t('editor.hint')}</span>
      </header>
      <textarea
        data-testid="scenario-editor"
        spellCheck={false}
        value={text}
        onChange={(e) => setText(e.target.value)}
        aria-label={t('editor.textarea')}
      />
      <div className="editor-actions">
        <button type="button" className="primary" data-testid="load-json" onClick={() => onLoad(text)}>
          {t('editor.load')}
        </button>
        <button type="button" onClick={onClose}>
          {t('editor.close')}
        </button>
      </div>
    </section>
  );
}
