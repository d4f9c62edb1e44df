import {
  addressLine,
  invoiceIssueSchema,
  type InvoiceLine,
} from '@bilheteria/domain/billing-contract';
import { EVENT_FORM_MESSAGES } from '@bilheteria/domain/event-texts';
import { formatBRL } from '@bilheteria/domain/money';
import { Download } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { LoadError } from '@/components/load-error';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Skeleton } from '@/components/ui/skeleton';
import { downloadFile, EXPORT_FAILED } from '@/features/event-admin/exports/export-menu';
import { ApiError } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { invoicesExportHref, useInvoices, useMarkInvoiceIssued } from '../api/get-invoices';
import { dateTimeLabel } from '../lib/labels';
import { NothingYet } from './figures-table';
import { usePermissions } from '../../lib/use-permission';

const whoOf = (line: InvoiceLine) =>
  line.faturamento.tipo_pessoa === 'PJ'
    ? (line.faturamento.razao_social ?? '')
    : line.faturamento.nome;
const documentOf = (line: InvoiceLine) =>
  line.faturamento.tipo_pessoa === 'PJ'
    ? `CNPJ ${line.faturamento.cnpj ?? ''}`
    : `CPF ${line.faturamento.cpf}`;

/** 'Número da nota' and 'Data de emissão' (dd/mm/aaaa), checked as the API checks them. */
function MarkIssuedForm({
  line,
  userId,
  eventId,
}: {
  line: InvoiceLine;
  userId: string;
  eventId: string;
}) {
  const baseId = useId();
  const [numero, setNumero] = useState('');
  const [data, setData] = useState('');
  const [errors, setErrors] = useState<{ numero?: string; data?: string; form?: string }>({});
  const mark = useMarkInvoiceIssued(userId, eventId);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = invoiceIssueSchema.safeParse({ numero, data });
    if (!parsed.success) {
      const found: typeof errors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] === 'numero' ? 'numero' : 'data';
        found[field] ??= issue.message;
      }
      setErrors(found);
      document.getElementById(`${baseId}-${found.numero ? 'numero' : 'data'}`)?.focus();
      return;
    }
    setErrors({});
    try {
      const answer = await mark.mutateAsync({ orderId: line.id_pedido, issue: { numero, data } });
      void notify.success(answer.message);
    } catch (error) {
      setErrors({ form: error instanceof ApiError ? error.message : String(error) });
    }
  }

  const described = (name: 'numero' | 'data') =>
    errors[name] ? { 'aria-invalid': true, 'aria-describedby': `${baseId}-${name}-erro` } : {};

  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-label={`Registrar nota fiscal do pedido ${line.numero_pedido}`}
      className="flex flex-col gap-2 sm:flex-row sm:items-start"
    >
      <div className="flex min-w-0 flex-col gap-1 sm:w-40">
        <Label htmlFor={`${baseId}-numero`}>Número da nota</Label>
        <Input
          id={`${baseId}-numero`}
          value={numero}
          maxLength={60}
          aria-required
          onChange={(event) => setNumero(event.target.value)}
          {...described('numero')}
        />
        {errors.numero && (
          <p id={`${baseId}-numero-erro`} className="text-sm text-red-700">
            {errors.numero}
          </p>
        )}
      </div>
      <div className="flex min-w-0 flex-col gap-1 sm:w-36">
        <Label htmlFor={`${baseId}-data`}>Data de emissão</Label>
        <Input
          id={`${baseId}-data`}
          value={data}
          inputMode="numeric"
          placeholder="dd/mm/aaaa"
          maxLength={10}
          aria-required
          onChange={(event) => setData(event.target.value)}
          {...described('data')}
        />
        {errors.data && (
          <p id={`${baseId}-data-erro`} className="text-sm text-red-700">
            {errors.data}
          </p>
        )}
      </div>
      <Button type="submit" variant="outline" disabled={mark.isPending} className="sm:mt-6">
        Marcar como emitida
      </Button>
      {errors.form && (
        <p role="alert" className="text-sm text-red-700">
          {errors.form}
        </p>
      )}
    </form>
  );
}

function LineCard({
  line,
  userId,
  eventId,
}: {
  line: InvoiceLine;
  userId: string;
  eventId: string;
}) {
  const billing = line.faturamento;
  const can = usePermissions();
  return (
    <li className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 text-sm shadow-sm">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p className="min-w-0 font-semibold break-words text-slate-900">
          Pedido nº {line.numero_pedido} · {whoOf(line)}
        </p>
        <p className="tabular-nums text-slate-900">{formatBRL(line.total_centavos)}</p>
      </div>
      <dl className="grid gap-2 sm:grid-cols-2">
        <div>
          <dt className="text-xs text-slate-600">Documento</dt>
          <dd className="text-slate-900">{documentOf(line)}</dd>
        </div>
        <div>
          <dt className="text-xs text-slate-600">Pago em</dt>
          <dd className="text-slate-900">{dateTimeLabel(line.pago_em)}</dd>
        </div>
        {billing.inscricao_municipal && (
          <div>
            <dt className="text-xs text-slate-600">Inscrição municipal</dt>
            <dd className="text-slate-900">{billing.inscricao_municipal}</dd>
          </div>
        )}
        {billing.email_financeiro && (
          <div>
            <dt className="text-xs text-slate-600">E-mail do financeiro</dt>
            <dd className="break-words text-slate-900">{billing.email_financeiro}</dd>
          </div>
        )}
        <div className="sm:col-span-2">
          <dt className="text-xs text-slate-600">Endereço</dt>
          <dd className="break-words text-slate-900">{addressLine(billing.endereco_cobranca)}</dd>
        </div>
      </dl>
      {billing.nota_emitida ? (
        <p className="text-green-800">
          Nota nº {billing.nota_emitida.numero}, de {billing.nota_emitida.data}
          {billing.nota_emitida.emitida_por
            ? ` (registrada por ${billing.nota_emitida.emitida_por})`
            : ''}
        </p>
      ) : can('vendas') ? (
        <MarkIssuedForm line={line} userId={userId} eventId={eventId} />
      ) : (
        <p className="text-slate-700">Nota fiscal a emitir.</p>
      )}
    </li>
  );
}

function ExportButtons({ eventId }: { eventId: string }) {
  const [busy, setBusy] = useState(false);
  async function run(format: 'csv' | 'xlsx') {
    if (busy) return;
    setBusy(true);
    try {
      await downloadFile(invoicesExportHref(eventId, format), `notas-fiscais.${format}`);
      void notify.success(EVENT_FORM_MESSAGES.exported);
    } catch (error) {
      void notify.error(EXPORT_FAILED, error instanceof ApiError ? error.message : undefined);
    } finally {
      setBusy(false);
    }
  }
  return (
    <div className="flex flex-wrap gap-2">
      <Button variant="outline" disabled={busy} onClick={() => void run('csv')}>
        <Download aria-hidden />
        Exportar CSV
      </Button>
      <Button variant="outline" disabled={busy} onClick={() => void run('xlsx')}>
        <Download aria-hidden />
        Exportar XLSX
      </Button>
    </div>
  );
}

/**
 * 'Notas fiscais': the paid orders whose buyer asked for one — 'A emitir' with the number and
 * date to type once issued, then 'Emitidas' — and the accountant's CSV or XLSX.
 */
export function InvoicesSection({ userId, eventId }: { userId: string; eventId: string }) {
  const invoices = useInvoices(userId, eventId);
  const can = usePermissions();
  const toIssueId = useId();
  const issuedId = useId();
  if (invoices.isPending) return <Skeleton className="h-40 w-full rounded-xl" />;
  if (invoices.isError) {
    return (
      <LoadError
        message="Não foi possível carregar as notas fiscais. Verifique sua conexão e tente novamente."
        onRetry={() => void invoices.refetch()}
        retrying={invoices.isFetching}
      />
    );
  }
  const { a_emitir: toIssue, emitidas: issued } = invoices.data;
  if (toIssue.length === 0 && issued.length === 0) {
    return <NothingYet>Nenhum pedido pago pediu nota fiscal ainda.</NothingYet>;
  }
  return (
    <div className="flex flex-col gap-6">
      {can('exportacoes') && <ExportButtons eventId={eventId} />}
      <section aria-labelledby={toIssueId} className="flex flex-col gap-3">
        <h3 id={toIssueId} className="text-base font-semibold text-slate-900">
          A emitir ({toIssue.length})
        </h3>
        {toIssue.length === 0 ? (
          <p className="text-sm text-slate-600">Todas as notas pedidas foram emitidas.</p>
        ) : (
          <ul className="flex flex-col gap-3">
            {toIssue.map((line) => (
              <LineCard key={line.id_pedido} line={line} userId={userId} eventId={eventId} />
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby={issuedId} className="flex flex-col gap-3">
        <h3 id={issuedId} className="text-base font-semibold text-slate-900">
          Emitidas ({issued.length})
        </h3>
        {issued.length > 0 && (
          <ul className="flex flex-col gap-3">
            {issued.map((line) => (
              <LineCard key={line.id_pedido} line={line} userId={userId} eventId={eventId} />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
