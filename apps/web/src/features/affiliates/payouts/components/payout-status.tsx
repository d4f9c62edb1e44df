import type { PayoutSummary } from '@bilheteria/domain/affiliate-contract';
import { CircleCheck, Clock } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { formatDay } from '../lib/format';

/**
 * Where a batch stands: 'A pagar', or 'Pago' — with its day ('Pago em 10/04/2026') unless
 * `short`, where the day is said next to it.
 */
export function PayoutStatus({
  pagoEm,
  short = false,
}: {
  pagoEm: PayoutSummary['pago_em'];
  short?: boolean;
}) {
  if (pagoEm === null) {
    return (
      <Badge className="bg-amber-100 text-amber-900">
        <Clock aria-hidden />A pagar
      </Badge>
    );
  }
  return (
    <Badge className="bg-emerald-100 text-emerald-900">
      <CircleCheck aria-hidden />
      {short ? 'Pago' : `Pago em ${formatDay(pagoEm)}`}
    </Badge>
  );
}
