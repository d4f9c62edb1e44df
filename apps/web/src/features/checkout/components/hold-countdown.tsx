import { Clock } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { cn } from '@/lib/utils';

const two = (value: number) => String(value).padStart(2, '0');

/** Whole seconds left (rounded up: '00:00' only at the end), hours, minutes and seconds. */
function parts(ms: number) {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  return {
    hours: Math.floor(seconds / 3600),
    minutes: Math.floor(seconds / 60) % 60,
    seconds: seconds % 60,
  };
}

/** '14:59'; from one hour on (a waiting-list offer's hold), '11:59:32'. */
export function formatClock(ms: number): string {
  const { hours, minutes, seconds } = parts(ms);
  return hours > 0 ? `${hours}:${two(minutes)}:${two(seconds)}` : `${two(minutes)}:${two(seconds)}`;
}

/**
 * '14 minutos e 59 segundos', '11 horas, 59 minutos e 32 segundos', for the timer's accessible
 * name.
 */
export function spokenDuration(ms: number): string {
  const { hours, minutes, seconds } = parts(ms);
  const words = [
    hours > 0 ? `${hours} ${hours === 1 ? 'hora' : 'horas'}` : null,
    minutes > 0 ? `${minutes} ${minutes === 1 ? 'minuto' : 'minutos'}` : null,
    seconds > 0 || (hours === 0 && minutes === 0)
      ? `${seconds} ${seconds === 1 ? 'segundo' : 'segundos'}`
      : null,
  ].filter((word) => word !== null);
  return words.length > 1 ? `${words.slice(0, -1).join(', ')} e ${words.at(-1)}` : words.join('');
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
