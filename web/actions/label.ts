// What an action is called in the active language: its message under actions.<name>, or its own
// English label when it has none (an action added without a translation still reads sensibly).
import { t } from '../i18n/i18n';
import type { ActionGroup, KeyBinding } from './types';

export function actionLabel(a: Pick<KeyBinding, 'name' | 'label'>): string {
  return t(`actions.${a.name}` as 'actions.step', { defaultValue: a.label });
}

export function groupLabel(g: ActionGroup): string {
  return t(`actionGroups.${g}`);
}
