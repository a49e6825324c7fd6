// "Reproduces Table 4.1 (p.92) of A. M. Segovia, “A Simulation Study…”. MSc thesis, …, 1996." —
// a scenario's "reproduces" text with the seed number replaced by the document's citation.
// Phrasing content only, so it can sit inside a gallery card's button.
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../i18n/i18n';
import { fullCite, readReproduces } from './citations';

export function Reproduces({ text, className }: { text: string; className?: string }) {
  const { t } = useTranslation();
  const { citation, detail: own } = readReproduces(text);
  const detail = currentLanguage() === 'pt-BR' ? ptDetail(own) : own;
  return (
    <span className={className} data-testid="reproduces">
      {t('about.reproduces')} {detail}
      {citation && (
        <>
          {detail ? t('about.of') : ''}
          <cite>{fullCite(citation)}</cite>
        </>
      )}
    </span>
  );
}

/** "Table 4.1 (p.92)" as a Brazilian reader writes it: "Tabela 4.1 (p. 92)". */
function ptDetail(detail: string): string {
  return detail
    .replace(/\bTables\b/g, 'Tabelas')
    .replace(/\bTable\b/g, 'Tabela')
    .replace(/\bFigures\b/g, 'Figuras')
    .replace(/\b(Figure|Fig\.)/g, 'Figura')
    .replace(/\bsection\b/gi, 'seção')
    .replace(/\band\b/g, 'e');
}
