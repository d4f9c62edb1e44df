import { Suspense, lazy, useEffect, useState } from 'react';
import { ListControlsFrame, type ListControlName, type ListControlsProps } from './control-frames';

const loadListControls = () => import('./list-controls');
const ListControls = lazy(() =>
  loadListControls().then((module) => ({ default: module.ListControls })),
);

/**
 * The filters popover and sort select (list-controls.tsx): frames that look the same stand in
 * for them (control-frames.tsx). Their code loads once the page is `ready` (its list and first
 * covers, the largest paint, are in), so it does not compete with them; they mount when the
 * visitor reaches for one (press, click, key or focus), which then opens or takes the focus.
 * Mounting them unasked was the list page's longest work after its first paint: Radix settles
 * its state in layout effects, re-rendering both synchronously (docs/decisions/0007).
 */
export function ListControlsSlot({ ready, ...props }: ListControlsProps & { ready: boolean }) {
  const [used, setUsed] = useState<ListControlName | null>(null);
  const [focused, setFocused] = useState<ListControlName | null>(null);
  const wanted = used !== null || focused !== null;
  const [mounted, setMounted] = useState(false);
  if (wanted && !mounted) setMounted(true);

  useEffect(() => {
    if (ready) void loadListControls().catch(() => undefined);
  }, [ready]);

  const frame = (
    <ListControlsFrame filters={props.filters} onUse={setUsed} onFocusChange={setFocused} />
  );
  if (!mounted) return frame;
  return (
    <Suspense fallback={frame}>
      <ListControls {...props} openFirst={used} focusFirst={focused} />
    </Suspense>
  );
}
