// When the tour opens by itself: once, on a first visit that opened the default scenario (no share
// link in the address), as soon as that scenario is on screen and not in presenter mode, so every
// step has something to point at. start() opens it again (the help overlay's button).
import { useEffect, useRef, useState } from 'react';
import { rememberTourSeen, tourSeen } from './tourMemory';

export function useFirstVisitTour(ready: boolean) {
  const [open, setOpen] = useState(false);
  const decided = useRef(false);
  const firstVisit = useRef(!tourSeen() && !window.location.hash);
  useEffect(() => {
    if (decided.current || !ready) return;
    decided.current = true;
    if (firstVisit.current) setOpen(true);
  }, [ready]);
  return {
    open,
    start: () => setOpen(true),
    close: () => {
      rememberTourSeen();
      setOpen(false);
    },
  };
}
