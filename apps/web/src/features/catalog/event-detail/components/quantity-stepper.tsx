import { Minus, Plus } from 'lucide-react';
import { useId, useState, type MouseEvent } from 'react';
import { Tooltip, TooltipContent, TooltipTrigger } from '@/components/ui/tooltip';
import { cn } from '@/lib/utils';

const stepButton =
  'inline-flex size-9 items-center justify-center rounded-full border transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 [&_svg]:size-4';
const stepEnabled =
  'border-slate-300 bg-white text-slate-900 hover:border-brand-600 hover:bg-brand-50 hover:text-brand-700';
const stepBlocked = 'cursor-not-allowed border-slate-200 bg-slate-100 text-slate-400';

/**
 * − quantity + for one ticket type. When + is blocked it stays focusable (aria-disabled, so it
 * still gets hover and focus) and a tooltip says why; screen readers get the same reason as
 * the button's description.
 */
export function QuantityStepper({
  ticketName,
  quantity,
  blockedReason,
  onDecrease,
  onIncrease,
}: {
  ticketName: string;
  quantity: number;
  /** Why one more cannot be added, or null when it can. */
  blockedReason: string | null;
  onDecrease: () => void;
  onIncrease: () => void;
}) {
  const reasonId = useId();
  // Whether the pointer or focus is on +; the tooltip shows only while + is blocked, so the
  // click that reaches the limit explains it at once.
  const [pointedAt, setPointedAt] = useState(false);
  const blocked = blockedReason !== null;
  const canDecrease = quantity > 0;

  function increase(event: MouseEvent<HTMLButtonElement>) {
    // Keep the tooltip's own click handler from closing it: it should appear right now.
    event.preventDefault();
    if (blocked) setPointedAt(true);
    else onIncrease();
  }

  return (
    <div className="flex items-center gap-2">
      <div
        role="group"
        aria-label={`Quantidade de ${ticketName}`}
        className="flex items-center gap-1"
      >
        <button
          type="button"
          aria-label={`Diminuir quantidade de ${ticketName}`}
          disabled={!canDecrease}
          onClick={onDecrease}
          className={cn(stepButton, canDecrease ? stepEnabled : stepBlocked)}
        >
          <Minus aria-hidden />
        </button>
        <span
          aria-live="polite"
          aria-atomic="true"
          className={cn(
            'w-8 text-center text-base font-semibold tabular-nums',
            quantity > 0 ? 'text-slate-900' : 'text-slate-500',
          )}
        >
          {quantity}
        </span>
        <Tooltip open={blocked && pointedAt} onOpenChange={setPointedAt}>
          <TooltipTrigger asChild>
            <button
              type="button"
              aria-label={`Aumentar quantidade de ${ticketName}`}
              aria-disabled={blocked || undefined}
              // While the tooltip is open it describes the button itself (Radix links it).
              aria-describedby={blocked && !pointedAt ? reasonId : undefined}
              onClick={increase}
              className={cn(stepButton, blocked ? stepBlocked : stepEnabled)}
            >
              <Plus aria-hidden />
            </button>
          </TooltipTrigger>
          <TooltipContent side="top">{blockedReason}</TooltipContent>
        </Tooltip>
      </div>
      {blocked && !pointedAt && (
        <span id={reasonId} className="sr-only">
          {blockedReason}
        </span>
      )}
    </div>
  );
}
