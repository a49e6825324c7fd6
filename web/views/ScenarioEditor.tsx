// A plain textarea for pasting or editing scenario JSON. The engine validates it on load; nothing is
// parsed or trusted here.
import { useEffect, useState } from 'react';

export function ScenarioEditor({
  initial,
  onLoad,
  onClose,
}: {
  initial: string;
  onLoad(json: string): void;
  onClose(): void;
}) {
  const [text, setText] = useState(initial);
  useEffect(() => setText(initial), [initial]);
  return (
    <section className="panel editor-panel" aria-label="scenario editor">
      <header className="panel-head">
        <h2>Scenario JSON</h2>
        <span className="hint">The engine checks it when you load it.</span>
      </header>
      <textarea
        data-testid="scenario-editor"
        spellCheck={false}
        value={text}
        onChange={(e) => setText(e.target.value)}
        aria-label="scenario JSON"
      />
      <div className="editor-actions">
        <button type="button" className="primary" data-testid="load-json" onClick={() => onLoad(text)}>
          Load this JSON
        </button>
        <button type="button" onClick={onClose}>
          Close
        </button>
      </div>
    </section>
  );
}
