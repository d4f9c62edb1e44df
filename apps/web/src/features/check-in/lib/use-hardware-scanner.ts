import { useEffect, useRef } from 'react';

/** A hardware scanner types faster than this between keys; a pause longer starts over. */
const MAX_KEY_GAP_MS = 300;
/** The shortest entry taken for a scan (a code without hyphens has 16 characters). */
const MIN_LENGTH = 8;

const isTextField = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable ||
    target instanceof HTMLTextAreaElement ||
    target instanceof HTMLSelectElement ||
    (target instanceof HTMLInputElement &&
      !['button', 'submit', 'checkbox', 'radio', 'reset'].includes(target.type)));

/**
 * A USB or Bluetooth scanner is a keyboard that types the QR's text (or a code) and Enter. When
 * the focus is in a text field, the field takes it (its form submits on Enter); anywhere else the
 * keystrokes are collected here and `onScan` gets them on Enter.
 */
export function useHardwareScanner(onScan: (entry: string) => void, enabled = true): void {
  const onScanRef = useRef(onScan);
  useEffect(() => {
    onScanRef.current = onScan;
  });

  useEffect(() => {
    if (!enabled) return;
    let buffer = '';
    let lastKeyAt = 0;
    const onKeyDown = (event: KeyboardEvent) => {
      if (isTextField(event.target) || event.ctrlKey || event.metaKey || event.altKey) return;
      const now = performance.now();
      if (now - lastKeyAt > MAX_KEY_GAP_MS) buffer = '';
      lastKeyAt = now;
      if (event.key === 'Enter') {
        if (buffer.length >= MIN_LENGTH) {
          event.preventDefault();
          onScanRef.current(buffer);
        }
        buffer = '';
      } else if (event.key.length === 1) {
        buffer += event.key;
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [enabled]);
}
