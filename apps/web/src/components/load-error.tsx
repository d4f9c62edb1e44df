import { AlertTriangle, RotateCw } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';

/**
 * What could not be loaded, said as an alert, with 'Tentar novamente' (the query asked again;
 * the button spins and waits while it is).
 */
export function LoadError({
  message,
  onRetry,
  retrying,
  className,
}: {
  message: string;
  onRetry: () => void;
  retrying: boolean;
  className?: string;
}) {
  return (
    <div
      className={cn(
        'flex flex-col items-center gap-4 rounded-xl border border-red-200 bg-red-50 px-6 py-10 text-center',
        className,
      )}
    >
      <AlertTriangle aria-hidden className="size-8 text-red-700" />
      <p role="alert" className="max-w-md text-red-800">
        {message}
      </p>
      <Button variant="outline" onClick={onRetry} disabled={retrying}>
        <RotateCw aria-hidden className={retrying ? 'animate-spin' : undefined} />
        Tentar novamente
      </Button>
    </div>
  );
}
