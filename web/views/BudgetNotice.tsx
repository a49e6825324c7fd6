// The browser budget in words, where it matters: under a scenario the budget refused, and over a
// run the engine stopped at its budget, each with the one way out the person has: the larger
// budget for this tab. A link can never raise it (engine/budgetLevel.ts).

import { useTranslation } from 'react-i18next';
import type { AppController } from '../app/controller';
import { useStoreValue } from '../app/useStore';
import { BUDGET_FIGURES, refusedForBudget } from '../engine/budgetLevel';
import { count } from '../i18n/format';
import { formatTime } from '../playback/format';

function LargerBudgetButton({ app }: { app: AppController }) {
  const { t } = useTranslation();
  if (app.budgetLevel() === 'large') return null;
  return (
    <button type="button" data-testid="use-large-budget" onClick={() => void app.raiseBudget()}>
      {t('errors.largerBudget', { figures: BUDGET_FIGURES.large })}
    </button>
  );
}

/** Inside the error panel: what the budget is, and the button, when the refusal was the budget's. */
export function BudgetRefusalHelp({ app, errors }: { app: AppController; errors: readonly string[] }) {
  const { t } = useTranslation();
  if (!refusedForBudget(errors)) return null;
  return (
    <div className="budget-help" data-testid="budget-help">
      <p className="hint">{t('errors.budgetHelp', { figures: BUDGET_FIGURES[app.budgetLevel()] })}</p>
      <LargerBudgetButton app={app} />
    </div>
  );
}

/** Over the stage: the engine ended this run early at its budget; how far it got. */
export function BudgetStopNotice({ app }: { app: AppController }) {
  const { t } = useTranslation();
  const stoppedBy = useStoreValue(app.store, (s) => (s.status === 'ready' ? s.stoppedBy : ''));
  const horizon = useStoreValue(app.store, (s) => s.horizon);
  const stopTime = useStoreValue(app.store, (s) => s.stopTime);
  const events = useStoreValue(app.store, (s) => s.eventsExecuted);
  if (!stoppedBy) return null;
  return (
    <div className="budget-stop" role="status" data-testid="budget-stop">
      <p>
        {t('errors.budgetStop', {
          // The engine names its budget in English; the catalogue words it in the active language.
          what:
            stoppedBy === 'event budget'
              ? t('errors.stopEvents')
              : stoppedBy === 'wall-clock budget'
                ? t('errors.stopWall')
                : stoppedBy,
          figures: BUDGET_FIGURES[app.budgetLevel()],
          events: count(events),
          at: formatTime(horizon),
          stop: formatTime(stopTime),
        })}
      </p>
      <LargerBudgetButton app={app} />
    </div>
  );
}
