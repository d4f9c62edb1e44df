import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';

/** A grey placeholder block; the region around it carries the loading status for readers. */
export function Skeleton({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      aria-hidden
      className={cn('animate-pulse rounded-md bg-slate-200', className)}
      {...props}
    />
  );
}
