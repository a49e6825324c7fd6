// How a host knows its secretary (afdp.secretary "find" or "elect", engine protocols/afdp/locator.h):
// the locator's state, the FIND_SECRETARY queries and claims it sent, and the secretary it found.
// With a named secretary (the default) the section says which one and shows nothing else.
import type { AfdpPublisher, AfdpSubscriber } from '../../../wasm/contracts';
import { ps } from '../panelSentences';
import type { PanelSection } from '../types';

type Host = AfdpPublisher | AfdpSubscriber;

export const finding: PanelSection<Host> = {
  id: 'afdp-finding',
  title: 'Secretary',
  show: (s) => s.secretary !== undefined,
  render: ({ state: s }) => (
    <p className="hint" data-testid="afdp-finding">
      {s.locator === undefined
        ? ps('Secretary {sec}, named on the command line.', { sec: s.secretary ?? '—' })
        : s.locator.secretary !== undefined
          ? ps('Secretary {sec}, found after {q} FIND_SECRETARY queries and {c} claims ({state}).', {
              sec: s.locator.secretary,
              q: s.locator.queries,
              c: s.locator.claims,
              state: s.locator.state,
            })
          : ps('Looking for the secretary: {q} FIND_SECRETARY queries, {c} claims so far ({state}).', {
              q: s.locator.queries,
              c: s.locator.claims,
              state: s.locator.state,
            })}
    </p>
  ),
};
