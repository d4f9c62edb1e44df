import { ORGANIZATION_MESSAGES } from '@bilheteria/domain/organization-contract';
import {
  STATEMENT_PAGE_SIZE,
  type StatementResponse,
} from '@bilheteria/domain/settlement-contract';
import { Download, Wallet } from 'lucide-react';
import { useId, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { LoadError } from '@/components/load-error';
import { Pager } from '@/components/pager';
import { buttonVariants } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Skeleton } from '@/components/ui/skeleton';
import { NoOrganization, OrganizationPageHeader } from '@/features/organizations';
import { useAuth } from '@/lib/auth/auth-provider';
import { useDocumentTitle } from '@/lib/use-document-title';
import { statementExportUrl, useStatement, type StatementFilters } from '../api/get-statement';
import { EntriesTable } from '../components/entries-table';
import { formatInstantDay } from '../lib/format';
import { EventsTable } from './events-table';
import { PayoutsList } from './payouts-list';
import { SummaryCards } from './summary-cards';

export const STATEMENT_EMPTY =
  'Nenhuma venda ainda. Cada ingresso vendido aparece aqui, com a taxa da plataforma, as comissões de afiliados e o dia em que o valor fica disponível para repasse.';
export const ENTRIES_CAPTION = 'Lançamentos';

/* The address keeps the filters and the page: `?evento=…&repasse=…&pagina=2`. */
const EVENT_PARAM = 'evento';
const PAYOUT_PARAM = 'repasse';
const PAGE_PARAM = 'pagina';

function pageOf(text: string | null): number {
  const page = Number(text);
  return Number.isSafeInteger(page) && page >= 1 ? page : 1;
}

const SELECT_CLASS =
  'h-10 w-full rounded-lg border border-slate-300 bg-white px-3 text-base text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-brand-700 sm:text-sm';

function useStatementParams() {
  const [params, setParams] = useSearchParams();
  const filters: StatementFilters = {
    eventId: params.get(EVENT_PARAM) || null,
    payoutId: params.get(PAYOUT_PARAM) || null,
  };
  const page = pageOf(params.get(PAGE_PARAM));
  const set = (changes: Record<string, string | null>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value) next.set(key, value);
          else next.delete(key);
        }
        return next;
      },
      { replace: true },
    );
  return {
    filters,
    page,
    // A new filter starts again from the first page.
    setEvent: (eventId: string | null) => set({ [EVENT_PARAM]: eventId, [PAGE_PARAM]: null }),
    setPayout: (payoutId: string | null) => set({ [PAYOUT_PARAM]: payoutId, [PAGE_PARAM]: null }),
    setPage: (next: number) => set({ [PAGE_PARAM]: next > 1 ? String(next) : null }),
  };
}

function StatementSkeleton() {
  return (
    <div role="status" className="flex flex-col gap-6">
      <span className="sr-only">Carregando o extrato...</span>
      <div aria-hidden className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {[1, 2, 3, 4].map((key) => (
          <Skeleton key={key} className="h-28 rounded-xl" />
        ))}
      </div>
      <Skeleton aria-hidden className="h-48 w-full rounded-xl" />
    </div>
  );
}

function Filters({
  data,
  filters,
  onEvent,
  onPayout,
}: {
  data: StatementResponse;
  filters: StatementFilters;
  onEvent: (eventId: string | null) => void;
  onPayout: (payoutId: string | null) => void;
}) {
  const id = useId();
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <div className="flex min-w-0 flex-col gap-2">
        <Label htmlFor={`${id}-evento`}>Evento</Label>
        <select
          id={`${id}-evento`}
          className={SELECT_CLASS}
          value={filters.eventId ?? ''}
          onChange={(event) => onEvent(event.target.value || null)}
        >
          <option value="">Todos os eventos</option>
          {data.eventos.map((event) => (
            <option key={event.evento_id} value={event.evento_id}>
              {event.titulo}
            </option>
          ))}
        </select>
      </div>
      <div className="flex min-w-0 flex-col gap-2">
        <Label htmlFor={`${id}-repasse`}>Repasse</Label>
        <select
          id={`${id}-repasse`}
          className={SELECT_CLASS}
          value={filters.payoutId ?? ''}
          onChange={(event) => onPayout(event.target.value || null)}
        >
          <option value="">Todos os lançamentos</option>
          {data.repasses.map((payout) => (
            <option key={payout.id} value={payout.id}>
              Repasse fechado em {formatInstantDay(payout.fechado_em)}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}

function ExportLinks({
  organizationId,
  filters,
}: {
  organizationId: string;
  filters: StatementFilters;
}) {
  return (
    <div className="flex flex-col gap-2 sm:flex-row">
      {(['csv', 'xlsx'] as const).map((format) => (
        <a
          key={format}
          href={statementExportUrl(organizationId, format, filters)}
          download
          className={buttonVariants({ variant: 'outline' })}
        >
          <Download aria-hidden />
          Exportar {format.toUpperCase()}
        </a>
      ))}
    </div>
  );
}

function Statement({ organizationId }: { organizationId: string }) {
  const { filters, page, setEvent, setPayout, setPage } = useStatementParams();
  const statement = useStatement(organizationId, filters, page);
  const entriesTitle = useRef<HTMLHeadingElement>(null);

  if (statement.isPending) return <StatementSkeleton />;
  if (statement.isError) {
    return (
      <LoadError
        message="Não foi possível carregar o extrato. Verifique sua conexão e tente novamente."
        onRetry={() => void statement.refetch()}
        retrying={statement.isFetching}
      />
    );
  }
  const data = statement.data;
  const filtered = filters.eventId !== null || filters.payoutId !== null;
  if (!filtered && data.eventos.length === 0 && data.total_lancamentos === 0) {
    return (
      <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
        <Wallet aria-hidden className="size-8 text-slate-500" />
        <p className="max-w-xl text-slate-700">{STATEMENT_EMPTY}</p>
      </div>
    );
  }

  return (
    <div className="flex min-w-0 flex-col gap-8">
      <SummaryCards summary={data.resumo} />
      <section aria-labelledby="por-evento" className="flex min-w-0 flex-col gap-3">
        <h2 id="por-evento" className="text-lg font-semibold text-slate-900">
          Por evento
        </h2>
        <EventsTable events={data.eventos} />
      </section>
      <section aria-labelledby="repasses" className="flex min-w-0 flex-col gap-3">
        <h2 id="repasses" className="text-lg font-semibold text-slate-900">
          Repasses
        </h2>
        <PayoutsList
          payouts={data.repasses}
          selectedId={filters.payoutId}
          onShow={(payoutId) => {
            setPayout(payoutId);
            entriesTitle.current?.focus();
          }}
        />
      </section>
      <section aria-labelledby="lancamentos" className="flex min-w-0 flex-col gap-4">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
          <h2
            id="lancamentos"
            ref={entriesTitle}
            tabIndex={-1}
            className="text-lg font-semibold text-slate-900 outline-none"
          >
            Lançamentos
          </h2>
          <ExportLinks organizationId={organizationId} filters={filters} />
        </div>
        <Filters data={data} filters={filters} onEvent={setEvent} onPayout={setPayout} />
        {data.lancamentos.length === 0 ? (
          <p className="rounded-xl border border-dashed border-slate-300 bg-white px-4 py-6 text-center text-sm text-slate-600">
            Nenhum lançamento com estes filtros.
          </p>
        ) : (
          <EntriesTable entries={data.lancamentos} caption={ENTRIES_CAPTION} linkOrders />
        )}
        <Pager
          page={data.pagina}
          pageSize={STATEMENT_PAGE_SIZE}
          total={data.total_lancamentos}
          onPage={(next) => {
            setPage(next);
            entriesTitle.current?.focus();
          }}
          label="Páginas dos lançamentos"
          busy={statement.isPlaceholderData}
        />
      </section>
    </div>
  );
}

/**
 * `/dashboard/financeiro` (issue 29), for the Dono and the Financeiro: what the organization has
 * to receive, what is available for the next payout and what was paid; per event, per payout,
 * and every entry traced to its order and ticket, exported as CSV or XLSX with the filters on
 * screen.
 */
export function StatementPage() {
  useDocumentTitle('Financeiro');
  const { user } = useAuth();
  const organization = user?.organizacao ?? null;
  if (!organization) return <NoOrganization message={ORGANIZATION_MESSAGES.noOrganization} />;
  return (
    <section className="mx-auto flex max-w-6xl flex-col gap-8 px-4 py-8 sm:py-12">
      <OrganizationPageHeader
        title="Financeiro"
        description="O que a organização tem a receber, o que está disponível para repasse e o que já foi pago."
        organization={organization}
      />
      <Statement key={organization.id} organizationId={organization.id} />
    </section>
  );
}
