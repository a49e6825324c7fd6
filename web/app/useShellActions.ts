// The shell's view state that commands toggle (key help, presenter mode, the toolbar notice) and
// the app's one action manager over it. The notice is kept as a function of the language, so the
// one on screen is said again when the language changes. The manager is built once per
// controller; its context reads the state through a ref, so a key press always sees the state of
// the last render.
import { useMemo, useRef, useState } from 'react';
import { createActions, useActionKeys } from '../actions';
import { editHistoryPort } from '../editor/editPort';
import { currentLanguage } from '../i18n/i18n';
import { plain, type Said } from '../i18n/said';
import { toggleFullscreen } from '../present/fullscreen';
import type { AppController } from './controller';

export function useShellActions(app: AppController) {
  const [helpOpen, setHelpOpen] = useState(false);
  const [presenting, setPresenting] = useState(false);
  const [notice, setNotice] = useState<Said>(() => plain(''));
  const now = useRef({ helpOpen, presenting });
  now.current = { helpOpen, presenting };

  const actions = useMemo(
    () =>
      createActions({
        app,
        ui: {
          helpOpen: () => now.current.helpOpen,
          toggleHelp: () => setHelpOpen((o) => !o),
          closeHelp: () => setHelpOpen(false),
          presenting: () => now.current.presenting,
          togglePresenter: () => {
            setHelpOpen(false);
            setPresenting((p) => !p);
          },
          toggleFullscreen: () => void toggleFullscreen(),
          notify: (message, say) => setNotice(() => say ?? plain(message)),
        },
        edits: editHistoryPort,
      }),
    [app],
  );
  useActionKeys(actions);

  return { actions, helpOpen, presenting, setPresenting, notice: notice(currentLanguage()) };
}
