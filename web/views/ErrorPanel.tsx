// Shows why a scenario was rejected: the engine's own messages, one per line, as text.

import { useTranslation } from 'react-i18next';
import type { AppController } from '../app/controller';
import { useStoreValue } from '../app/useStore';
import { BudgetRefusalHelp } from './BudgetNotice';

export function ErrorPanel({ app }: { app: AppController }) {
  const { t } = useTranslation();
  const status = useStoreValue(app.store, (s) => s.status);
  const errors = useStoreValue(app.store, (s) => s.errors);
  if (status !== 'invalid' && status !== 'failed') return null;
  return (
    <div className="error-panel" role="alert" data-testid="scenario-errors">
      <h2>{status === 'invalid' ? t('errors.rejected') : t('errors.failed')}</h2>
      <ul>
        {errors.map((e, i) => (
          <li key={i} className="error-line">
            {e}
          </li>
        ))}
      </ul>
      <BudgetRefusalHelp app={app} errors={errors} />
      <p className="hint">{t('errors.fixHint')}</p>
    </div>
  );
}
