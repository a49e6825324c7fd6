// The browser budget setting: remembered per tab, never raised by default, and the refusal it answers.
import { describe, expect, it } from 'vitest';
import { refusedForBudget, storeBudgetLevel, storedBudgetLevel } from '../../web/engine/budgetLevel';

function memoryStorage() {
  const m = new Map<string, string>();
  return { getItem: (k: string) => m.get(k) ?? null, setItem: (k: string, v: string) => void m.set(k, v) };
}

describe('budget level', () => {
  it('is standard until the person chooses large, then large for this tab', () => {
    const s = memoryStorage();
    expect(storedBudgetLevel(s)).toBe('standard');
    storeBudgetLevel('large', s);
    expect(storedBudgetLevel(s)).toBe('large');
  });

  it('falls back to standard when storage is missing, refuses, or holds anything else', () => {
    expect(storedBudgetLevel(undefined)).toBe('standard');
    const throwing = {
      getItem: () => {
        throw new Error('denied');
      },
    };
    expect(storedBudgetLevel(throwing)).toBe('standard');
    expect(storedBudgetLevel({ getItem: () => 'none' })).toBe('standard');
  });

  it('recognises the engine budget refusal and nothing else', () => {
    expect(
      refusedForBudget([
        "stopTime: about 6.3e+09 events ..., over the event budget of 1.0e+09 (lower the field or stopTime, or raise the budget: run --budget events=N, or the app's budget setting)",
      ]),
    ).toBe(true);
    expect(refusedForBudget(['network.links[0].bandwidth: must be >= 1 (got -5)'])).toBe(false);
  });
});
