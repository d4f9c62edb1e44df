import type { ActivityItem, ActivityType } from '@bilheteria/domain/organizer-contract';
import {
  CalendarCheck,
  CalendarMinus,
  CalendarPlus,
  CalendarX,
  Handshake,
  History,
  Receipt,
  Hourglass,
  ScanLine,
  Ticket,
  Undo2,
  type LucideIcon,
} from 'lucide-react';
import { LoadError } from '@/components/load-error';
import { RelativeTime, useNow } from '@/components/relative-time';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/utils';
import { useActivity } from '../api/get-activity';

/** Each kind of entry: its name and its icon's look (the name carries the meaning). */
export const ACTIVITY_LOOK: Record<
  ActivityType,
  { label: string; icon: LucideIcon; className: string }
> = {
  order_paid: { label: 'Pedido pago', icon: Receipt, className: 'bg-green-100 text-green-800' },
  check_in: { label: 'Check-in', icon: ScanLine, className: 'bg-brand-100 text-brand-700' },
  affiliate_sale: {
    label: 'Venda de afiliado',
    icon: Handshake,
    className: 'bg-amber-100 text-amber-900',
  },
  affiliate_reversal: {
    label: 'Estorno',
    icon: Undo2,
    className: 'bg-red-100 text-red-800',
  },
  event_created: {
    label: 'Evento criado',
    icon: CalendarPlus,
    className: 'bg-violet-100 text-violet-800',
  },
  ticket_issued: {
    label: 'Ingresso emitido',
    icon: Ticket,
    className: 'bg-slate-100 text-slate-700',
  },
  refund: { label: 'Reembolso', icon: Undo2, className: 'bg-red-100 text-red-800' },
  waitlist_offer: {
    label: 'Oferta da lista de espera',
    icon: Hourglass,
    className: 'bg-sky-100 text-sky-800',
  },
  event_published: {
    label: 'Evento publicado',
    icon: CalendarCheck,
    className: 'bg-green-100 text-green-800',
  },
  event_unpublished: {
    label: 'Evento despublicado',
    icon: CalendarMinus,
    className: 'bg-slate-100 text-slate-700',
  },
  event_canceled: {
    label: 'Evento cancelado',
    icon: CalendarX,
    className: 'bg-red-100 text-red-800',
  },
};

function Entry({ item, now }: { item: ActivityItem; now: Date }) {
  const look = ACTIVITY_LOOK[item.type];
  const Icon = look.icon;
  return (
    <li className="flex gap-3 py-3 sm:gap-4">
      <span
        className={cn(
          'flex size-9 shrink-0 items-center justify-center rounded-full',
          look.className,
        )}
      >
        <Icon aria-hidden className="size-4" />
      </span>
      <div className="flex min-w-0 flex-1 flex-col gap-0.5 sm:flex-row sm:items-start sm:justify-between sm:gap-4">
        <div className="min-w-0">
          <p className="text-sm text-slate-900">
            <span className="font-semibold">{look.label}</span>
            {item.event && <span className="text-slate-700"> · {item.event}</span>}
          </p>
          <p className="text-sm break-words text-slate-600">
            {item.user && <span className="font-medium text-slate-800">{item.user}</span>}
            {item.user && item.details && ' — '}
            {item.details}
          </p>
        </div>
        <p className="shrink-0 text-xs text-slate-500 sm:pt-0.5">
          <RelativeTime iso={item.at} now={now} />
        </p>
      </div>
    </li>
  );
}

function ActivitySkeleton() {
  return (
    <div
      role="status"
      className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-4"
    >
      <span className="sr-only">Carregando as atividades...</span>
      {[0, 1, 2, 3].map((key) => (
        <div key={key} aria-hidden className="flex gap-3">
          <Skeleton className="size-9 rounded-full" />
          <div className="flex flex-1 flex-col gap-2">
            <Skeleton className="h-4 w-2/3" />
            <Skeleton className="h-4 w-1/2" />
          </div>
        </div>
      ))}
    </div>
  );
}

/**
 * Spec §2 'Atividade Recente' (§3 activity: type, user, event, details, date), for every role,
 * from the server's feed: an organizer sees their events' orders, check-ins and affiliate sales;
 * an affiliate their sales; a user their own tickets.
 */
export function ActivityTab({ userId }: { userId: string }) {
  const activity = useActivity(userId);
  const clock = useNow();
  if (activity.isPending) return <ActivitySkeleton />;
  if (activity.isError) {
    return (
      <LoadError
        message="Não foi possível carregar as atividades. Verifique sua conexão e tente novamente."
        onRetry={() => void activity.refetch()}
        retrying={activity.isFetching}
      />
    );
  }
  const { items } = activity.data;
  // Never before the answer came: a feed asked a moment ago is not younger than it says.
  const now = new Date(Math.max(clock.getTime(), activity.dataUpdatedAt));
  if (items.length === 0) {
    return (
      <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
        <span className="flex size-14 items-center justify-center rounded-full bg-brand-50">
          <History aria-hidden className="size-7 text-brand-700" />
        </span>
        <p className="text-lg font-semibold text-slate-900">Nenhuma atividade recente</p>
        <p className="max-w-md text-sm text-slate-600">
          Compras, ingressos, check-ins e vendas aparecem aqui à medida que acontecem.
        </p>
      </div>
    );
  }
  return (
    <ol
      aria-label="Atividades recentes"
      className="divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white px-4 sm:px-5"
    >
      {items.map((item) => (
        <Entry key={item.id} item={item} now={now} />
      ))}
    </ol>
  );
}
