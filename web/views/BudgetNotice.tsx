// The browser budget in words, where it matters: under a scenario the budget refused, and over a
// run the engine stopped at its budget, each with the one way out the person has: the larger
// budget for this tab. A link can never raise it (engine/budgetLevel.ts).
import type { AppController } from '../app/controller';
import { useStoreValue } from '../app/useStore';
import { BUDGET_FIGURES, refusedForBudget } from '../engine/budgetLevel';
import { formatTime } from '../playback/format';

function LargerBudgetButton({ app }: { app: AppController }) {
  if (app.budgetLevel() === 'large') return null;
  return (
    <button type="button" data-testid="use-large-budget" onClick={() => void app.raiseBudget()}>
      Load again with the larger budget ({BUDGET_FIGURES.large})
    </button>
  );
}

/** Inside the error panel: what the budget is, and the button, when the refusal was the budget's. */
export function BudgetRefusalHelp({ app, errors }: { app: AppController; errors: readonly string[] }) {
  if (!refusedForBudget(errors)) return null;
  return (
    <div className="budget-help" data-testid="budget-help">
      <p className="hint">
        The browser runs each scenario within a budget ({BUDGET_FIGURES[app.budgetLevel()]}) so that no link or file can
        exhaust this tab. The native runner (<code>build-native/run --budget</code>) has larger ones.
      </p>
      <LargerBudgetButton app={app} />
    </div>
  );
}

/** Over the stage: the engine ended this run early at its budget; how far it got. */
export function BudgetStopNotice({ app }: { app: AppController }) {
  const stoppedBy = useStoreValue(app.store, (s) => (s.status === 'ready' ? s.stoppedBy : ''));
  const horizon = useStoreValue(app.store, (s) => s.horizon);
  const stopTime = useStoreValue(app.store, (s) => s.stopTime);
  const events = useStoreValue(app.store, (s) => s.eventsExecuted);
  if (!stoppedBy) return null;
  return (
    <div className="budget-stop" role="status" data-testid="budget-stop">
      <p>
        The engine stopped this run at its {stoppedBy} ({BUDGET_FIGURES[app.budgetLevel()]}) after{' '}
        {events.toLocaleString('en')} events, at {formatTime(horizon)} of {formatTime(stopTime)}.
      </p>
      <LargerBudgetButton app={app} />
    </div>
  );
}
