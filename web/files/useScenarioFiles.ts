// Opening scenario files: from the picker or a drop, checked, then handed to the shell's load.
// Keeps the message for a file that could not be opened until it is dismissed or a file opens, as
// a function of the language (web/i18n/said.ts): the notice re-words itself when L is pressed.
import { useCallback, useRef, useState } from 'react';
import type { Language } from '../i18n/language';
import { refusalWords } from '../i18n/refusals';
import type { Said } from '../i18n/said';
import { useFileDrop } from './useFileDrop';

export function useScenarioFiles(onScenario: (title: string, json: string, scenario: Record<string, unknown>) => void) {
  const [error, setError] = useState<Said | null>(null);
  const seq = useRef(0);
  const open = useCallback(
    (file: File) => {
      const mine = ++seq.current;
      // The file's checks (scenarioFile.ts, with the schema check) are a chunk fetched on the first
      // file opened, not part of the first load (issue 12); the file is still checked before it loads.
      void import('./scenarioFile')
        .then(({ openScenarioFile }) => openScenarioFile(file))
        .then((v) => {
          if (mine !== seq.current) return; // a later file won
          if (!v.ok) {
            setError(() => v.say);
            return;
          }
          setError(null);
          const own = v.scenario.title ?? v.scenario.name;
          const title = typeof own === 'string' && own.trim() ? own.trim() : file.name.replace(/\.json$/i, '');
          onScenario(title, v.json, v.scenario);
        })
        .catch(() => {
          // The checks' chunk could not be fetched: say the file was not opened rather than fail silently.
          if (mine === seq.current)
            setError(() => (lang: Language) => refusalWords(lang).fileUnreadable(file.name.slice(0, 80)));
        });
    },
    [onScenario],
  );
  const dragging = useFileDrop(open);
  const dismiss = useCallback(() => setError(null), []);
  return { open, error, dismiss, dragging };
}
