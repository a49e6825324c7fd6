// Every entity kind with a typed contract has a panel, and every panel belongs to a contract kind:
// adding a family means one contract file, one panel folder and one line in each registry.
import { describe, expect, it } from 'vitest';
import { contracts } from '../../../wasm/contracts';
import { panelKinds, sectionsFor } from '../../../web/panels/registry';

describe('panel registry', () => {
  it('has a panel for every contract kind and no panel without a contract', () => {
    expect(panelKinds().sort()).toEqual(Object.keys(contracts).sort());
  });

  it('falls back to the scalar summary for an unknown kind, and shows nothing for a non-object', () => {
    expect(sectionsFor('no-such-kind', { a: 1 }).map((s) => s.id)).toEqual(['summary']);
    expect(sectionsFor('msaw-sender', null)).toEqual([]);
  });

  it('shows a protocol section only when its snapshot has it', () => {
    const base = {
      protocol: 'PSEW',
      windows: [],
      global: { le: 1, re: 10, locked: false },
      timers: [],
    };
    const ids = (s: object) => sectionsFor('polling-sender', s).map((x) => x.id);
    expect(ids(base)).not.toContain('bucket');
    expect(ids({ ...base, bucket: { size: 2, tokens: 1, in_flight: 1 } })).toContain('bucket');
  });
});
