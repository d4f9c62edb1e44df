import type { StatementResponse } from '@bilheteria/domain/settlement-contract';
import { cn } from '@/lib/utils';
import { money } from '../lib/format';

type Summary = StatementResponse['resumo'];

/**
 * 'A receber' (sold, not yet payable), 'Disponível' (payable, in no payout), 'Em repasse' (in a
 * payout not yet paid; only when there is some) and 'Pago', in BRL.
 */
export function SummaryCards({ summary }: { summary: Summary }) {
  const cards = [
    {
      label: 'A receber',
      cents: summary.a_receber_centavos,
      hint: 'Vendas de eventos que ainda não liberaram o valor.',
    },
    {
      label: 'Disponível',
      cents: summary.disponivel_centavos,
      hint: 'Liberado, entra no próximo repasse.',
    },
    ...(summary.em_repasse_centavos !== 0
      ? [
          {
            label: 'Em repasse',
            cents: summary.em_repasse_centavos,
            hint: 'Em repasse fechado, aguardando pagamento.',
          },
        ]
      : []),
    { label: 'Pago', cents: summary.pago_centavos, hint: 'Já transferido para a organização.' },
  ];
  return (
    <dl
      aria-label="Resumo financeiro"
      className={cn(
        'grid gap-3 sm:grid-cols-2',
        cards.length === 4 ? 'lg:grid-cols-4' : 'lg:grid-cols-3',
      )}
    >
      {cards.map((card) => (
        <div
          key={card.label}
          className="flex flex-col gap-1 rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
        >
          <dt className="text-sm font-medium text-slate-600">{card.label}</dt>
          <dd className="text-2xl font-bold tracking-tight text-slate-900 tabular-nums">
            {money(card.cents)}
          </dd>
          <dd className="text-xs text-slate-600">{card.hint}</dd>
        </div>
      ))}
    </dl>
  );
}
