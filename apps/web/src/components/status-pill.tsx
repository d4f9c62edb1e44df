import type { ReactNode } from 'react';
import { cn } from '@/lib/utils';

/**
 * A state as a small rounded label: its colours (`className`), an icon and the word. The word
 * carries the meaning; colour and icon only repeat it.
 */
export function StatusPill({
  className,
  icon,
  children,
}: {
  className: string;
  icon: ReactNode;
  children: ReactNode;
}) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-semibold',
        className,
      )}
    >
      {icon}
      {children}
    </span>
  );
}
