// A user command as one object (STYLE practice 14, after Excalidraw's actions/types.ts): its name,
// what the key help says, the heading it is listed under, its shortcuts, when it is possible and
// what it does. Toolbar buttons, the keyboard (in and out of presenter mode), the key help and
// tests all go through the same perform, so a shortcut and its button can never disagree.
import type { AppController } from '../app/controller';
import type { EditHistory } from '../editor/editPort';
import type { Said } from '../i18n/said';
import type { Shortcut } from './keys';

export interface Action<C = ActionContext> {
  /** Stable identifier ("togglePlay"); buttons and tests name the action by it. */
  name: string;
  /** What the key help and the button's tooltip say it does ("Play / pause"). */
  label: string;
  /** Heading it is listed under in the key help. */
  group: ActionGroup;
  /** Shortcuts, first one shown on tooltips; the manager refuses a shortcut two actions share. */
  keys: Shortcut[];
  /** Whether the command can run now: a disabled action ignores its keys and greys its button. Default: always. */
  enabled?(ctx: C): boolean;
  perform(ctx: C): void | Promise<void>;
  /** True if performing it changes what a share link captures (playhead, speed, presenter view, open panels). */
  changesShareState: boolean;
}

/** Key help headings, in the order they are listed. */
export type ActionGroup = 'Playback' | 'Speed' | 'Edit' | 'View';

/** The part of an action the key help lists. */
export type KeyBinding = Pick<Action<never>, 'name' | 'label' | 'group' | 'keys'>;

/** What the app's actions act on: the run, the shell's own view state, and the editor's undo history. */
export interface ActionContext {
  readonly app: Playback;
  readonly ui: ShellUi;
  readonly edits: EditHistory;
}

/**
 * The part of the controller the playback actions use. AppController provides it; naming the
 * members keeps the actions' reach visible and lets a test stand in for the whole run.
 */
export type Playback = Pick<
  AppController,
  'jumpKindName' | 'togglePlay' | 'step' | 'stepBack' | 'jumpToChosen' | 'faster' | 'slower' | 'restart'
> & {
  readonly store: Pick<AppController['store'], 'status' | 'finished' | 'hasPending' | 'shownIndex' | 'subscribe'> & {
    readonly history: { firstIndex(): number };
  };
};

/** View state owned by the shell (App.tsx): the key help, presenter mode, full screen, a short notice. */
export interface ShellUi {
  helpOpen(): boolean;
  toggleHelp(): void;
  closeHelp(): void;
  presenting(): boolean;
  togglePresenter(): void;
  toggleFullscreen(): void;
  /**
   * Shows a one-line notice by the toolbar ("no later collision"); "" clears it. `say` words it in any language, so
   * the notice on screen follows a language change; without it the message stays as given.
   */
  notify(message: string, say?: Said): void;
}
