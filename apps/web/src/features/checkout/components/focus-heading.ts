import { useEffect, useRef } from 'react';

/**
 * A heading that takes the view and the focus when `requested` (the step the buyer was just
 * sent to, after a save at the bottom of a long form), then reports it is done.
 */
export function useHeadingFocus<Element extends HTMLElement>(
  requested: boolean,
  onDone: () => void,
) {
  const ref = useRef<Element>(null);
  useEffect(() => {
    if (!requested) return;
    ref.current?.scrollIntoView?.({ block: 'start' });
    ref.current?.focus({ preventScroll: true });
    onDone();
  }, [requested, onDone]);
  return ref;
}
