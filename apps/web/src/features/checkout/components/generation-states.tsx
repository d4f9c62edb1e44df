import { Loader2, RotateCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import type { PaymentFailure } from '../lib/payment-errors';
import { PaymentAlert } from './payment-alert';

/** PIX / boleto before the first attempt: what it will be, and the button that makes it. */
export function WaitingForPayer({
  icon,
  action,
  busy,
  onStart,
  children,
}: {
  icon: ReactNode;
  action: string;
  busy: boolean;
  onStart: () => void;
  children: ReactNode;
}) {
  return (
    <div className="flex flex-col items-center gap-4 rounded-xl border border-dashed border-slate-300 bg-slate-50 px-6 py-8 text-center">
      <span className="flex size-12 items-center justify-center rounded-full bg-brand-50 text-brand-700 [&_svg]:size-6">
        {icon}
      </span>
      <p className="max-w-sm text-sm text-slate-600">{children}</p>
      <Button onClick={onStart} disabled={busy}>
        {action}
      </Button>
    </div>
  );
}

/** 'Gerando QR Code PIX...' / 'Gerando boleto...' */
export function Generating({ children }: { children: ReactNode }) {
  return (
    <div
      role="status"
      className="flex flex-col items-center gap-3 rounded-xl border border-slate-200 bg-slate-50 px-6 py-12 text-center text-slate-700"
    >
      <Loader2 aria-hidden className="size-8 animate-spin text-brand-700" />
      <p className="font-medium">{children}</p>
    </div>
  );
}

/** The failure in the spec's words, and another try. */
export function GenerationFailed({
  failure,
  busy,
  onRetry,
}: {
  failure: PaymentFailure;
  busy: boolean;
  onRetry: () => void;
}) {
  return (
    <div className="flex flex-col items-start gap-4">
      <PaymentAlert failure={failure} />
      <Button variant="outline" onClick={onRetry} disabled={busy}>
        <RotateCw aria-hidden />
        Tentar novamente
      </Button>
    </div>
  );
}
