// The gallery's tag words in Brazilian Portuguese. Tags stay English in the scenario files (the
// filter keys on them); protocol and paper names (msaw, tfrc, seed-000...) read the same in both.
import { currentLanguage } from '../i18n/i18n';

const PT_BR: Record<string, string> = {
  benchmark: 'desempenho',
  comparison: 'comparação',
  errors: 'erros',
  estimation: 'estimação',
  fairness: 'justiça',
  foundation: 'fundamentos',
  'late join': 'entrada tardia',
  leave: 'saída do grupo',
  literature: 'literatura',
  'mode selection': 'escolha de modo',
  paper: 'artigo',
  'rate control': 'controle de taxa',
  reproduction: 'reprodução',
  scaled: 'em escala',
  shutdown: 'dissolução do grupo',
  stress: 'estresse',
  teaching: 'ensino',
  thesis: 'dissertação',
  transport: 'transporte',
};

/** A tag as shown in the active language. */
export function tagWord(tag: string): string {
  return currentLanguage() === 'pt-BR' ? (PT_BR[tag] ?? tag) : tag;
}
