// What a modal dialog owes keyboard and screen-reader users: focus moves into it when it opens,
// Tab and Shift+Tab cycle inside it, Escape closes it, and focus returns to what had it before.
// The rest of the page is hidden from assistive technology meanwhile (aria-modal on the dialog,
// plus `inert` on the app root so no stray click or Tab reaches it).
import { type RefObject, useEffect, useRef } from 'react';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

export function useDialogFocus(ref: RefObject<HTMLElement | null>, onClose: () => void): void {
  const closeRef = useRef(onClose);
  closeRef.current = onClose;
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const before = document.activeElement as HTMLElement | null;
    const inside = () => [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((e) => e.offsetParent !== null);
    (inside()[0] ?? dialog).focus();
    const app = document.querySelector<HTMLElement>('.app');
    app?.setAttribute('inert', '');
    const onKey = (ev: KeyboardEvent) => {
      if (ev.key === 'Escape') {
        ev.preventDefault();
        ev.stopPropagation();
        closeRef.current();
        return;
      }
      if (ev.key !== 'Tab') return;
      const items = inside();
      if (items.length === 0) {
        ev.preventDefault();
        return;
      }
      const first = items[0];
      const last = items[items.length - 1];
      const active = document.activeElement;
      if (ev.shiftKey && (active === first || !dialog.contains(active))) {
        ev.preventDefault();
        last.focus();
      } else if (!ev.shiftKey && (active === last || !dialog.contains(active))) {
        ev.preventDefault();
        first.focus();
      }
    };
    dialog.addEventListener('keydown', onKey);
    return () => {
      dialog.removeEventListener('keydown', onKey);
      app?.removeAttribute('inert');
      before?.focus?.();
    };
  }, [ref]);
}
