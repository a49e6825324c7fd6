// "Copy link" button. Copies to the clipboard when the page may; otherwise (no permission, or an
// http:// page where the Clipboard API is absent) it shows the link in a read-only field, selected,
// so the user can copy it by hand. The outcome is announced through a polite live region.
import { useEffect, useRef, useState } from 'react';
import { shareUrl } from './link';
import type { ShareState } from './shareState';
import './share.css';
import { useTranslation } from 'react-i18next';
import { count } from '../i18n/format';
import { currentLanguage } from '../i18n/i18n';
import { type Said, saidOf } from '../i18n/said';

export interface ShareButtonProps {
  /** Called at click time so the link captures the moment the user pressed the button. */
  getState(): ShareState;
  /** Page to link to; defaults to the current page without its fragment. */
  pageUrl?: string;
  /** Told the URL after it was built (e.g. to put it in the address bar with history.replaceState). */
  onLink?(url: string): void;
}

type Outcome =
  | { kind: 'idle' }
  | { kind: 'copied'; url: string }
  | { kind: 'manual'; url: string }
  | { kind: 'error'; say: Said };

export function ShareButton({ getState, pageUrl, onLink }: ShareButtonProps) {
  const { t } = useTranslation();
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'idle' });
  const fieldRef = useRef<HTMLInputElement | null>(null);

  useEffect(() => {
    if (outcome.kind === 'manual') fieldRef.current?.select();
  }, [outcome]);

  const share = async () => {
    let url: string;
    try {
      url = await shareUrl(getState(), pageUrl ?? location.href.split('#')[0]);
    } catch (err) {
      setOutcome({ kind: 'error', say: saidOf(err) });
      return;
    }
    onLink?.(url);
    try {
      await navigator.clipboard.writeText(url);
      setOutcome({ kind: 'copied', url });
    } catch {
      setOutcome({ kind: 'manual', url });
    }
  };

  return (
    <span className="share">
      <button type="button" onClick={() => void share()} data-testid="share-link" title={t('share.copyTitle')}>
        {t('share.copy')}
      </button>
      <span role="status" aria-live="polite" className="share-status" data-testid="share-status">
        {outcome.kind === 'copied' && t('share.copied', { n: count(outcome.url.length) })}
        {outcome.kind === 'error' && <span className="share-error">{outcome.say(currentLanguage())}</span>}
      </span>
      {outcome.kind === 'manual' && (
        <label className="share-manual">
          {t('share.manual')}
          <input
            ref={fieldRef}
            readOnly
            value={outcome.url}
            data-testid="share-url"
            onFocus={(e) => e.currentTarget.select()}
          />
        </label>
      )}
    </span>
  );
}
