import type { SessionUser } from '@bilheteria/domain/auth-contract';
import { ArrowRight, Receipt } from 'lucide-react';
import { Link } from 'react-router';
import { useAffiliateSales } from '@/api/get-affiliate-sales';
import { AffiliateSalesList } from '@/features/affiliates/components/affiliate-sales-list';
import { LoadError } from '@/components/load-error';
import { buttonVariants } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/lib/paths';

/** The dashboard shows the latest sales; the portal, all of them. */
const LATEST = 10;

function SalesBody({ userId }: { userId: string }) {
  const sales = useAffiliateSales(userId);
  if (sales.isPending) {
    return (
      <div role="status" className="flex flex-col gap-3">
        <span className="sr-only">Carregando suas vendas...</span>
        <Skeleton className="h-12 w-full rounded-xl" />
        <Skeleton className="h-12 w-full rounded-xl" />
      </div>
    );
  }
  if (sales.isError) {
    return (
      <LoadError
        message="Não foi possível carregar suas vendas."
        onRetry={() => void sales.refetch()}
        retrying={sales.isFetching}
      />
    );
  }
  // Refunded tickets are listed (as 'Reembolsado') but not counted as sold.
  const { vendas, ingressos_vendidos } = sales.data;
  if (vendas.length === 0) {
    return (
      <div className="flex flex-col items-start gap-3 rounded-xl border border-dashed border-slate-300 bg-white p-5">
        <p className="flex items-center gap-2 font-medium text-slate-900">
          <Receipt aria-hidden className="size-5 text-brand-700" />
          Nenhuma venda registrada ainda
        </p>
        <p className="text-sm text-slate-600">
          Afilie-se a eventos e compartilhe seus links: cada ingresso vendido aparece aqui.
        </p>
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-slate-600">
        {ingressos_vendidos} {ingressos_vendidos === 1 ? 'ingresso vendido' : 'ingressos vendidos'}{' '}
        pelos seus links.
      </p>
      <AffiliateSalesList sales={vendas.slice(0, LATEST)} />
      {vendas.length > LATEST && (
        <p className="text-sm text-slate-600">
          Mostrando as {LATEST} vendas mais recentes. Veja todas no Portal de Afiliados.
        </p>
      )}
    </div>
  );
}

/**
 * Spec §2 Dashboard, the affiliate's 'Minhas Vendas' tab: the latest tickets sold through their
 * links (event, date, commission, state), from the same answer as the portal's Vendas.
 */
export function AffiliateSalesSection({ user }: { user: SessionUser }) {
  return (
    <div className="flex flex-col gap-4">
      <SalesBody userId={user.id} />
      <Link
        to={paths.affiliate()}
        className={buttonVariants({ variant: 'link', className: 'self-start px-0' })}
      >
        Ver no Portal de Afiliados
        <ArrowRight aria-hidden />
      </Link>
    </div>
  );
}
