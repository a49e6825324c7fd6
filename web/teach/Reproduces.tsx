// "Reproduces Table 4.1 (p.92) of A. M. Segovia, “A Simulation Study…”. MSc thesis, …, 1996." —
// a scenario's "reproduces" text with the seed number replaced by the document's citation.
// Phrasing content only, so it can sit inside a gallery card's button.
import { fullCite, readReproduces } from './citations';

export function Reproduces({ text, className }: { text: string; className?: string }) {
  const { citation, detail } = readReproduces(text);
  return (
    <span className={className} data-testid="reproduces">
      Reproduces {detail}
      {citation && (
        <>
          {detail ? ' of ' : ''}
          <cite>{fullCite(citation)}</cite>
        </>
      )}
    </span>
  );
}
