// The top bar's language switcher: the registry's "language" action (key L), so the button, the
// key and the key help are one command. Its face is the short tag of the active language ("EN",
// "PT": it fits a phone's toolbar); its accessible name begins with that tag and says which
// language is on and which one a press switches to.
import { useTranslation } from 'react-i18next';
import { ActionButton } from '../actions/ActionButton';
import type { ActionManager } from '../actions/manager';
import { currentLanguage } from './i18n';
import './i18n.css';
import { LANGUAGE_NAMES, LANGUAGE_SHORT, nextLanguage } from './language';

export function LanguageToggle({ actions }: { actions: ActionManager }) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const next = nextLanguage(lang);
  return (
    <ActionButton actions={actions} action="language" className="language-toggle" data-testid="language-toggle">
      {LANGUAGE_SHORT[lang]}
      {/* The name starts with what is on the button (WCAG 2.5.3, label in name), then says more. */}
      <span className="visually-hidden">
        {' '}
        {t('language.switchTo', { current: LANGUAGE_NAMES[lang], next: LANGUAGE_NAMES[next] })}
      </span>
    </ActionButton>
  );
}
