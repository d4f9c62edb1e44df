import { Suspense, lazy, useState } from 'react';
import { ListControlsFrame, type ListControlName, type ListControlsProps } from './control-frames';

const ListControls = lazy(() =>
  import('./list-controls').then((module) => ({ default: module.ListControls })),
);

/**
 * The filters popover and sort select (list-controls.tsx) load once the page is `ready` (its list
 * and first covers, the largest paint, are in), so their code and their mounting do not compete
 * with them; or at once when the visitor uses one of the frames standing in for them, which then
 * opens (docs/decisions/0007).
 */
export function ListControlsSlot({ ready, ...props }: ListControlsProps & { ready: boolean }) {
  const [used, setUsed] = useState<ListControlName | null>(null);
  const [focused, setFocused] = useState<ListControlName | null>(null);
  const frame = (
    <ListControlsFrame filters={props.filters} onUse={setUsed} onFocusChange={setFocused} />
  );
  if (!ready && !used) return frame;
  return (
    <Suspense fallback={frame}>
      <ListControls {...props} openFirst={used} focusFirst={focused} />
    </Suspense>
  );
}
