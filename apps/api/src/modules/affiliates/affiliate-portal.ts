import {
  AFFILIATE_MESSAGES,
  MAX_LISTED_SALES,
  SALES_CHART_DAYS,
  type AffiliatedEvent,
  type AffiliatePortal,
  type AffiliateSales,
} from '@bilheteria/domain/affiliate-contract';
import type { SessionUser } from '@bilheteria/domain/auth-contract';
import { addCalendarDays, calendarDay, DISPLAY_TIME_ZONE } from '@bilheteria/domain/dates';
import type { RunStatement } from '../../db/prepared';
import { HttpError } from '../../http/errors';
import {
  PORTAL_STATEMENT,
  SALES_STATEMENT,
  type PortalRow,
  type SalesRow,
} from './portal-statements';

const M = AFFILIATE_MESSAGES;

/** The affiliate's 'Visão Geral': earnings, paid and pending, and their events. */
export function affiliatePortal(
  statements: RunStatement,
): (user: SessionUser) => Promise<AffiliatePortal> {
  return async (user) => {
    const [row] = await statements<PortalRow>(PORTAL_STATEMENT, [user.id]);
    if (!row?.code) throw new HttpError(403, M.notAffiliate);
    return {
      codigo: row.code,
      nome: row.full_name ?? user.name,
      total_cents: row.total_cents,
      pendente_cents: row.total_cents - row.paid_cents,
      pago_cents: row.paid_cents,
      eventos: row.events as AffiliatedEvent[],
    };
  };
}

/** The affiliate's sales page: the latest sales and a chart of the last SALES_CHART_DAYS. */
export function affiliateSales({
  statements,
  clock,
}: {
  statements: RunStatement;
  clock: () => Date;
}): (user: SessionUser) => Promise<AffiliateSales> {
  return async (user) => {
    const firstDay = addCalendarDays(calendarDay(clock()), -(SALES_CHART_DAYS - 1));
    const [row] = await statements<SalesRow>(SALES_STATEMENT, [
      user.id,
      MAX_LISTED_SALES,
      firstDay,
      SALES_CHART_DAYS,
      DISPLAY_TIME_ZONE,
    ]);
    if (!row?.affiliate_id) throw new HttpError(403, M.notAffiliate);
    return {
      vendas: row.sales as AffiliateSales['vendas'],
      total_vendas: row.total,
      ingressos_vendidos: row.tickets_sold,
      comissoes_cents: row.net_cents,
      por_dia: row.per_day as AffiliateSales['por_dia'],
    };
  };
}
