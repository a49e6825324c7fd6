// Shows why a scenario was rejected: the engine's own messages, one per line, as text.
import type { AppController } from '../app/controller';
import { useStoreValue } from '../app/useStore';
import { BudgetRefusalHelp } from './BudgetNotice';

export function ErrorPanel({ app }: { app: AppController }) {
  const status = useStoreValue(app.store, (s) => s.status);
  const errors = useStoreValue(app.store, (s) => s.errors);
  if (status !== 'invalid' && status !== 'failed') return null;
  return (
    <div className="error-panel" role="alert" data-testid="scenario-errors">
      <h2>{status === 'invalid' ? 'This scenario was rejected' : 'The engine could not run this'}</h2>
      <ul>
        {errors.map((e, i) => (
          <li key={i} className="error-line">
            {e}
          </li>
        ))}
      </ul>
      <BudgetRefusalHelp app={app} errors={errors} />
      <p className="hint">Pick another scenario above, or fix the JSON in the editor and load it again.</p>
    </div>
  );
}
