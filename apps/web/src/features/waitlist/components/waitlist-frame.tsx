import { Loader2 } from 'lucide-react';
import { useEffect, useRef, type ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonVariants } from '@/components/ui/button';
import { paths } from '@/lib/paths';
import { cn } from '@/lib/utils';

/** The pages' card, narrow and centred: what a link from an e-mail opens. */
export function WaitlistFrame({ children }: { children: ReactNode }) {
  return (
    <div className="mx-auto w-full max-w-xl px-4 py-8 sm:py-14">
      <div className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
        {children}
      </div>
    </div>
  );
}

export function WaitlistLoading({ children }: { children: string }) {
  return (
    <WaitlistFrame>
      <p role="status" className="flex items-center justify-center gap-2 py-10 text-slate-600">
        <Loader2 aria-hidden className="size-5 animate-spin" />
        {children}
      </p>
    </WaitlistFrame>
  );
}

const TONES = {
  success: 'bg-green-50 text-green-700',
  info: 'bg-brand-50 text-brand-700',
  warning: 'bg-amber-50 text-amber-700',
} as const;

/**
 * An outcome in a sentence: the server's message (left the line, offer declined, expired, paid,
 * a link no longer valid), with the way on. Its heading takes the focus when it replaces a form.
 */
export function WaitlistOutcome({
  icon,
  title,
  tone,
  children,
  action,
  focus = false,
}: {
  icon: ReactNode;
  title: string;
  tone: keyof typeof TONES;
  children: ReactNode;
  /** Instead of 'Ver eventos'. */
  action?: ReactNode;
  /** Take the focus on arrival (after the visitor's own action). */
  focus?: boolean;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focus) heading.current?.focus();
  }, [focus]);
  return (
    <WaitlistFrame>
      <section className="flex flex-col items-center gap-4 py-4 text-center">
        <span
          className={cn(
            'flex size-14 items-center justify-center rounded-full [&_svg]:size-7',
            TONES[tone],
          )}
        >
          {icon}
        </span>
        <h1 ref={heading} tabIndex={-1} className="text-2xl font-bold text-slate-900 outline-none">
          {title}
        </h1>
        <p role="status" className="max-w-md text-slate-700">
          {children}
        </p>
        {action ?? (
          <Link to={paths.events()} className={buttonVariants({ size: 'lg' })}>
            Ver eventos
          </Link>
        )}
      </section>
    </WaitlistFrame>
  );
}
