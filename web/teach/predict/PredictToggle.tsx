// Questions on or off (an instructor presenting turns them off); remembered in this browser.
// Shown only when the scenario carries questions.
import { useSyncExternalStore } from 'react';
import type { PredictSession } from './predictSession';
import { predictStrings as S } from './strings';

export function PredictToggle({ session, count }: { session: PredictSession; count: number }) {
  const on = useSyncExternalStore(session.subscribe, () => session.enabled);
  if (count === 0) return null;
  return (
    <label className="predict-toggle" title={on ? S.toggleOn : S.toggleOff}>
      <input
        type="checkbox"
        checked={on}
        onChange={(ev) => session.setEnabled(ev.target.checked)}
        data-testid="predict-toggle"
      />
      {S.toggleLabel} ({count})
    </label>
  );
}
