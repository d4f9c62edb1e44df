import { addressLine, type BillingView } from '@bilheteria/domain/billing-contract';
import { FileDown } from 'lucide-react';
import { useId } from 'react';
import { buttonVariants } from '@/components/ui/button';
import { cn } from '@/lib/utils';

/** The receipt PDF of a paid order (the API answers only who may see the order). */
export const receiptUrl = (orderId: string) => `/api/pedidos/${orderId}/recibo`;

/**
 * An order's billing data — the company (razão social, CNPJ, inscrição municipal, finance
 * e-mail) or the person, the billing address, the nota fiscal's situation — and 'Baixar
 * recibo' once the order is paid. Nothing but the button when the payment carried no billing
 * data. Used by the order's receipt and by Meus Pedidos.
 */
export function BillingSummary({
  orderId,
  billing,
  paid,
  headingLevel = 2,
}: {
  orderId: string;
  billing: BillingView | null | undefined;
  paid: boolean;
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const headingId = useId();
  if (!billing && !paid) return null;
  const rows: [string, string][] = [];
  if (billing?.tipo_pessoa === 'PJ') {
    rows.push(['Razão social', billing.razao_social ?? '']);
    rows.push(['CNPJ', billing.cnpj ?? '']);
    if (billing.inscricao_municipal)
      rows.push(['Inscrição municipal', billing.inscricao_municipal]);
    if (billing.email_financeiro) rows.push(['E-mail do financeiro', billing.email_financeiro]);
  } else if (billing) {
    rows.push(['Nome', billing.nome]);
    rows.push(['CPF', billing.cpf]);
  }
  if (billing?.endereco_cobranca) {
    rows.push(['Endereço de cobrança', addressLine(billing.endereco_cobranca)]);
  }
  if (billing?.nota_fiscal) {
    rows.push([
      'Nota fiscal',
      billing.nota_emitida
        ? `Emitida: nº ${billing.nota_emitida.numero}, de ${billing.nota_emitida.data}`
        : 'Solicitada: o organizador emite a nota e registra o número aqui.',
    ]);
  }

  return (
    <section aria-labelledby={headingId} className="rounded-xl border border-slate-200">
      <Heading
        id={headingId}
        className="border-b border-slate-200 px-4 py-3 text-sm font-semibold text-slate-900"
      >
        {billing?.tipo_pessoa === 'PJ' ? 'Dados da empresa' : 'Dados de faturamento'}
      </Heading>
      {rows.length > 0 && (
        <dl className="flex flex-col gap-2 px-4 py-3 text-sm">
          {rows.map(([label, value]) => (
            <div
              key={label}
              className="flex flex-col gap-0.5 sm:flex-row sm:justify-between sm:gap-3"
            >
              <dt className="text-slate-600">{label}</dt>
              <dd className="min-w-0 break-words text-slate-900 sm:text-right">{value}</dd>
            </div>
          ))}
        </dl>
      )}
      {paid && (
        <div className="border-t border-slate-200 px-4 py-3">
          <a
            href={receiptUrl(orderId)}
            download
            className={cn(buttonVariants({ variant: 'outline' }), 'w-full sm:w-auto')}
          >
            <FileDown aria-hidden />
            Baixar recibo
          </a>
        </div>
      )}
    </section>
  );
}
