import { AlertCircle } from 'lucide-react';
import type { PaymentFailure } from '../lib/payment-errors';

/**
 * Why the last attempt failed, kept in view under the form (the toast says it too, and goes):
 * the spec's sentence, and the server's reason when it adds one.
 */
export function PaymentAlert({ id, failure }: { id?: string; failure: PaymentFailure }) {
  return (
    <div
      id={id}
      className="flex items-start gap-2.5 rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800"
    >
      <AlertCircle aria-hidden className="mt-0.5 size-4 shrink-0" />
      <div>
        <p className="font-medium">{failure.message}</p>
        {failure.description && <p className="mt-0.5 text-red-700">{failure.description}</p>}
      </div>
    </div>
  );
}
