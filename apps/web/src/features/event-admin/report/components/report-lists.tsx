import { FileText, Hourglass, Receipt, Users, type LucideIcon } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { InvoicesSection } from './invoices-section';
import { OrdersSection } from './orders-section';
import { ParticipantsSection } from './participants-section';
import { WaitlistSection } from './waitlist-section';

/*
 * The report's lists, one at a time in tabs: the participants, the orders, the waiting list and
 * the notas fiscais.
 * The tab is in the address (`?aba=pedidos`); the list on screen keeps its search and page there
 * too (`busca`, `pagina`, lib/use-search-and-page), which another tab starts without.
 */

const TAB_PARAM = 'aba';
const LIST_TABS = ['participantes', 'pedidos', 'lista-de-espera', 'notas-fiscais'] as const;
type ListTab = (typeof LIST_TABS)[number];

const TABS: Record<ListTab, { label: string; icon: LucideIcon }> = {
  participantes: { label: 'Participantes', icon: Users },
  pedidos: { label: 'Pedidos', icon: Receipt },
  'lista-de-espera': { label: 'Lista de espera', icon: Hourglass },
  'notas-fiscais': { label: 'Notas fiscais', icon: FileText },
};

const tabOf = (asked: string | null): ListTab =>
  LIST_TABS.find((tab) => tab === asked) ?? LIST_TABS[0];

export function ReportLists({
  userId,
  eventId,
  eventStartsAt,
}: {
  userId: string;
  eventId: string;
  eventStartsAt: string;
}) {
  const [params, setParams] = useSearchParams();
  const tab = tabOf(params.get(TAB_PARAM));

  const choose = (next: string) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        updated.delete('busca');
        updated.delete('pagina');
        if (next === LIST_TABS[0]) updated.delete(TAB_PARAM);
        else updated.set(TAB_PARAM, next);
        return updated;
      },
      { replace: true },
    );

  return (
    <Tabs value={tab} onValueChange={choose} className="gap-6">
      <TabsList
        aria-label="Listas do evento"
        className="grid h-auto w-full grid-cols-2 sm:inline-flex sm:h-10 sm:w-fit"
      >
        {LIST_TABS.map((value) => {
          const { label, icon: Icon } = TABS[value];
          return (
            <TabsTrigger
              key={value}
              value={value}
              className="h-auto min-h-9 px-2 py-1.5 text-center leading-tight whitespace-normal sm:h-full sm:px-3 sm:whitespace-nowrap"
            >
              <Icon aria-hidden className="hidden sm:block" />
              {label}
            </TabsTrigger>
          );
        })}
      </TabsList>
      <TabsContent value="participantes">
        <ParticipantsSection userId={userId} eventId={eventId} />
      </TabsContent>
      <TabsContent value="pedidos">
        <OrdersSection userId={userId} eventId={eventId} eventStartsAt={eventStartsAt} />
      </TabsContent>
      <TabsContent value="lista-de-espera">
        <WaitlistSection userId={userId} eventId={eventId} />
      </TabsContent>
      <TabsContent value="notas-fiscais">
        <InvoicesSection userId={userId} eventId={eventId} />
      </TabsContent>
    </Tabs>
  );
}
