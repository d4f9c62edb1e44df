import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonVariants } from '@/components/ui/button';
import { cn } from '@/lib/utils';

/**
 * 'Finalizar Compra', its subtitle while there is something to pay, the way back to the event
 * (`onLeave` runs first: the checkout gives the seats back), and the hold's countdown.
 */
export function CheckoutHeader({
  backTo,
  onLeave,
  finished = false,
  status,
}: {
  backTo: string;
  onLeave?: () => void;
  /** The purchase is complete: no call to pay. */
  finished?: boolean;
  status: ReactNode;
}) {
  return (
    <header className="flex flex-col gap-4">
      <Link
        to={backTo}
        onClick={onLeave}
        className={cn(
          buttonVariants({ variant: 'ghost', size: 'sm' }),
          '-ml-3 w-fit text-slate-600',
        )}
      >
        <ArrowLeft aria-hidden />
        Voltar ao evento
      </Link>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
            Finalizar Compra
          </h1>
          {!finished && (
            <p className="mt-2 text-slate-600">
              Complete o pagamento para garantir seus ingressos.
            </p>
          )}
        </div>
        {status}
      </div>
    </header>
  );
}
