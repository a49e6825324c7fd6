// A user command as one object (STYLE practice 14): buttons, keyboard and tests all go through
// perform(), so a shortcut and its button can never behave differently.
import type { AppController } from '../app/controller';

export interface Action {
  name: string;
  label: string;
  /** Keys as KeyboardEvent.key values; the manager refuses two actions sharing one. */
  keys: string[];
  /** Whether the command is possible right now (disables its button). */
  enabled(app: AppController): boolean;
  perform(app: AppController): void | Promise<void>;
}
