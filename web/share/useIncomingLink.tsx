// Reads the share link the page was opened with (and any later fragment change), hands a valid
// state to the shell, and keeps a bad link's message for <ShareLinkNotice>. The message is plain
// text and is only ever rendered as a React text child, never as HTML. It is kept as a function
// of the language (web/i18n/said.ts), so the notice on screen re-words itself when L is pressed.
import { useCallback, useEffect, useRef, useState } from 'react';
import { currentLanguage } from '../i18n/i18n';
import { type Said, type Sayable, sayIn } from '../i18n/said';
import { readShare } from './link';
import type { ShareState } from './shareState';
import './share.css';
import { useTranslation } from 'react-i18next';

export function useIncomingShareLink(apply: (state: ShareState) => void): { error: Said | null; dismiss(): void } {
  const [error, setError] = useState<Said | null>(null);
  // The latest apply without re-subscribing to hashchange on every render.
  const applyRef = useRef(apply);
  applyRef.current = apply;

  useEffect(() => {
    let alive = true;
    let seq = 0;
    const read = async () => {
      const mine = ++seq;
      const result = await readShare(location.hash);
      if (!alive || mine !== seq) return; // a newer fragment arrived while this one decoded
      if (result.kind === 'ok') {
        setError(null);
        applyRef.current(result.state);
      }
      if (result.kind === 'error') setError(() => result.say);
    };
    void read();
    const onHash = () => {
      void read();
    };
    window.addEventListener('hashchange', onHash);
    return () => {
      alive = false;
      window.removeEventListener('hashchange', onHash);
    };
  }, []);

  const dismiss = useCallback(() => {
    setError(null);
    // Drop the broken fragment so a reload or a later "Copy link" does not carry it on.
    history.replaceState(null, '', location.pathname + location.search);
  }, []);

  return { error, dismiss };
}

/** The message for a malformed, truncated or hostile link; the app stays usable behind it. */
export function ShareLinkNotice({ message, onDismiss }: { message: Sayable; onDismiss(): void }) {
  const { t } = useTranslation();
  return (
    <div className="share-notice" role="alert" data-testid="share-error">
      <p>{sayIn(message, currentLanguage())}</p>
      <p className="share-notice-hint">{t('share.opened')}</p>
      <button type="button" onClick={onDismiss}>
        {t('share.dismiss')}
      </button>
    </div>
  );
}
