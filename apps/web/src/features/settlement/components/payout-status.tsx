import type { Payout } from '@bilheteria/domain/settlement-contract';
import { CircleCheck, Clock } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { payoutSituation } from '../lib/format';

/** Where a payout stands: 'Aguardando pagamento', or 'Pago em 05/03/2026'. */
export function PayoutStatus({ payout }: { payout: Pick<Payout, 'pago_em'> }) {
  return payout.pago_em ? (
    <Badge className="bg-emerald-100 text-emerald-900">
      <CircleCheck aria-hidden />
      {payoutSituation(payout)}
    </Badge>
  ) : (
    <Badge className="bg-amber-100 text-amber-900">
      <Clock aria-hidden />
      {payoutSituation(payout)}
    </Badge>
  );
}
