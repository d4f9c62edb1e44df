import { useEffect, useState } from 'react';

/** Room kept below a sticky panel (px): it must end this far above the window's bottom. */
const BOTTOM_ROOM = 16;

/**
 * Sticky (at `topPx` from the window's top) only while the element fits in the window below
 * that: a taller sticky panel would keep its bottom — 'Comprar Ingressos', the coupon — out of
 * reach until the end of the page. Measured again when the element or the window changes size.
 * Gives whether it fits, and the callback ref to put on the element.
 */
export function useStickyWhenItFits<Element extends HTMLElement>(
  topPx: number,
): [fits: boolean, watch: (element: Element | null) => void] {
  const [element, setElement] = useState<Element | null>(null);
  const [fits, setFits] = useState(true);
  useEffect(() => {
    if (!element) return;
    const measure = () => setFits(element.offsetHeight + topPx + BOTTOM_ROOM <= window.innerHeight);
    measure();
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(measure) : null;
    observer?.observe(element);
    window.addEventListener('resize', measure);
    return () => {
      observer?.disconnect();
      window.removeEventListener('resize', measure);
    };
  }, [element, topPx]);
  return [fits, setElement];
}
