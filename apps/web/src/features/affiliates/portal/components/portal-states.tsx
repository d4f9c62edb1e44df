import { AlertTriangle, RotateCw } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';

/** The portal's shape in grey while it loads; readers hear `label`. */
export function PortalSkeleton({ label = 'Carregando o portal...' }: { label?: string }) {
  return (
    <div role="status" className="flex flex-col gap-6">
      <span className="sr-only">{label}</span>
      <div aria-hidden className="grid gap-4 sm:grid-cols-3">
        {[0, 1, 2].map((card) => (
          <div key={card} className="rounded-xl border border-slate-200 bg-white p-5">
            <Skeleton className="h-4 w-28" />
            <Skeleton className="mt-3 h-8 w-36" />
          </div>
        ))}
      </div>
      <div aria-hidden className="rounded-xl border border-slate-200 bg-white p-5">
        <Skeleton className="h-5 w-48" />
        <Skeleton className="mt-4 h-4 w-full" />
        <Skeleton className="mt-2 h-4 w-5/6" />
        <Skeleton className="mt-2 h-4 w-2/3" />
      </div>
    </div>
  );
}

export function PortalError({
  message,
  onRetry,
  retrying,
}: {
  message: string;
  onRetry: () => void;
  retrying: boolean;
}) {
  return (
    <div className="flex flex-col items-center gap-4 rounded-xl border border-red-200 bg-red-50 px-6 py-10 text-center">
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
