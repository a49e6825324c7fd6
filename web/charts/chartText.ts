// A chart's title, short name and help in the active language. The specs (specs.ts) stay in
// English and stable (the chart picker keys its choice on them, so switching the language keeps
// the charts on screen); the words are looked up when shown. A chart of one raw metric shows the
// metric's name and help in the active language (engine/metricText.ts).
import { metricHelp, metricLabel } from '../engine/metricText';
import { currentLanguage, t } from '../i18n/i18n';
import type { ChartSpec } from './specs';

type Texts = Pick<ChartSpec, 'title' | 'short' | 'help'>;

export function chartText(spec: Texts & { id: string }): Texts {
  if (spec.id.startsWith('metric:')) {
    const lang = currentLanguage();
    return {
      title: metricLabel(spec.title, lang),
      short: metricLabel(spec.short, lang),
      help: metricHelp(spec.help, lang),
    };
  }
  const key = `charts.specs.${spec.id}` as 'charts.specs.cwnd';
  return {
    title: t(`${key}.title`, { defaultValue: spec.title }),
    short: t(`${key}.short`, { defaultValue: spec.short }),
    help: t(`${key}.help`, { defaultValue: spec.help }),
  };
}
