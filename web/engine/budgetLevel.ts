// The browser engine's resource budget, chosen by the person at the keyboard, never by a link.
// "standard" keeps a tab under about 1 GB; "large" lets a heavier scenario load or a long run go
// on, for this tab only (sessionStorage), after the budget refused it or stopped it. The figures
// are engine/scenario/budget.h's Budget::browser() and Budget::browserLarge(), quoted for people.
export type BudgetLevel = 'standard' | 'large';

export const BUDGET_FIGURES: Record<BudgetLevel, string> = {
  standard: '384 MB per engine, 10⁹ events',
  large: '768 MB per engine, 10¹⁰ events',
};

const KEY = 'protoscope.budget';

export function storedBudgetLevel(
  storage: Pick<Storage, 'getItem'> | undefined = globalThis.sessionStorage,
): BudgetLevel {
  try {
    return storage?.getItem(KEY) === 'large' ? 'large' : 'standard';
  } catch {
    return 'standard'; // storage refused (privacy mode): the default
  }
}

export function storeBudgetLevel(
  level: BudgetLevel,
  storage: Pick<Storage, 'setItem'> | undefined = globalThis.sessionStorage,
): void {
  try {
    storage?.setItem(KEY, level);
  } catch {
    // not remembered across reloads; this load still uses it
  }
}

/** True when the engine's refusal says a budget was exceeded (budget.cpp: "raise the budget"). */
export function refusedForBudget(errors: readonly string[]): boolean {
  return errors.some((e) => e.includes('raise the budget'));
}
