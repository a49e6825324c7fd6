// The top bar's language switcher: the registry's "language" action (key L), so the button, the
// key and the key help are one command. Its face is the short tag of the active language ("EN",
// "PT": it fits a phone's toolbar); its accessible name says which language is on and which one
// a press switches to.
import { useTranslation } from 'react-i18next';
import { ActionButton } from '../actions/ActionButton';
import type { ActionManager } from '../actions/manager';
import { currentLanguage } from './i18n';
import { LANGUAGE_NAMES, LANGUAGE_SHORT, nextLanguage } from './language';

export function LanguageToggle({ actions }: { actions: ActionManager }) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const next = nextLanguage(lang);
  return (
    <ActionButton
      actions={actions}
      action="language"
      className="language-toggle"
      data-testid="language-toggle"
      aria-label={t('language.switchTo', { current: LANGUAGE_NAMES[lang], next: LANGUAGE_NAMES[next] })}
    >
      <span aria-hidden="true">{LANGUAGE_SHORT[lang]}</span>
    </ActionButton>
  );
}
