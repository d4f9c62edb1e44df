import { Clock } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { cn } from '@/lib/utils';

/** '14:59' */
export function formatClock(ms: number): string {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  const minutes = Math.floor(seconds / 60);
  return `${String(minutes).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;
}

/** '14 minutos e 59 segundos', for the timer's accessible name. */
export function spokenDuration(ms: number): string {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  const minutes = Math.floor(seconds / 60);
  const rest = seconds % 60;
  const parts = [
    minutes > 0 ? `${minutes} ${minutes === 1 ? 'minuto' : 'minutos'}` : null,
    rest > 0 || minutes === 0 ? `${rest} ${rest === 1 ? 'segundo' : 'segundos'}` : null,
  ].filter(Boolean);
  return parts.join(' e ');
}

/** Moments read out once to screen-reader users (the timer itself is silent). */
const WARNINGS_MS = [5 * 60_000, 60_000] as const;

/**
 * 'Ingressos reservados por 14:59'. role=timer is not announced as it ticks; its name says the
 * time left when a reader reaches it, and two quiet warnings (5 and 1 minute left) are spoken
 * once. `onEnd` runs when it reaches zero.
 */
export function HoldCountdown({ endsAt, onEnd }: { endsAt: number; onEnd: () => void }) {
  const [now, setNow] = useState(() => Date.now());
  const remaining = Math.max(0, endsAt - now);
  const over = remaining === 0;
  const onEndRef = useRef(onEnd);
  useEffect(() => {
    onEndRef.current = onEnd;
  });

  useEffect(() => {
    if (over) return;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [over, endsAt]);

  useEffect(() => {
    if (over) onEndRef.current();
  }, [over]);

  const warning = WARNINGS_MS.findLast((limit) => remaining <= limit && remaining > 0);
  const urgent = remaining <= 60_000;
  const clock = formatClock(remaining);
  return (
    <div
      className={cn(
        'inline-flex w-fit items-center gap-2 rounded-full border px-3.5 py-1.5 text-sm font-medium',
        urgent
          ? 'border-red-200 bg-red-50 text-red-800'
          : 'border-amber-200 bg-amber-50 text-amber-900',
      )}
    >
      <Clock aria-hidden className="size-4 shrink-0" />
      <p role="timer" aria-label={`Ingressos reservados por ${spokenDuration(remaining)}`}>
        Ingressos reservados por <span className="font-semibold tabular-nums">{clock}</span>
      </p>
      <p role="status" className="sr-only">
        {warning === undefined
          ? ''
          : `Restam ${warning / 60_000} ${warning === 60_000 ? 'minuto' : 'minutos'} da sua reserva.`}
      </p>
    </div>
  );
}
