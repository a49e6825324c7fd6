// Questions on or off (an instructor presenting turns them off); remembered in this browser.
// Shown only when the scenario carries questions.
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import type { PredictSession } from './predictSession';

export function PredictToggle({ session, count }: { session: PredictSession; count: number }) {
  const { t } = useTranslation();
  const on = useSyncExternalStore(session.subscribe, () => session.enabled);
  if (count === 0) return null;
  return (
    <label className="predict-toggle" title={t(on ? 'predict.toggleOn' : 'predict.toggleOff')}>
      <input
        type="checkbox"
        checked={on}
        onChange={(ev) => session.setEnabled(ev.target.checked)}
        data-testid="predict-toggle"
      />
      {t('predict.toggleLabel')} ({count})
    </label>
  );
}
