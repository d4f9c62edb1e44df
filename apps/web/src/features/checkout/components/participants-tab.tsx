import type { OrderView } from '@bilheteria/domain/checkout-contract';
import { seatsByPosition } from '@bilheteria/domain/order-positions';
import { CircleCheck, RotateCw } from 'lucide-react';
import { useId, useMemo } from 'react';
import { FormAlert } from '@/components/form-alert';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useEventQuestions } from '@/api/get-event-questions';
import { useHeadingFocus } from './focus-heading';
import { ParticipantForm } from './participant-form';

/**
 * Spec §2 Participante: one sub-tab per ticket ('Participante N'); a later one opens once every
 * earlier participant is saved. Each sub-tab has its own form (and draft); the one shown is
 * `current`.
 */
export function ParticipantsTab({
  focusHeading,
  onHeadingFocused,
  orderId,
  eventId,
  items,
  total,
  saved,
  current,
  onCurrentChange,
  onSaved,
  onOrderClosed,
}: {
  /** The next participant just opened after a save: its heading takes the focus. */
  focusHeading: boolean;
  onHeadingFocused: () => void;
  orderId: string;
  eventId: string;
  /** The order's items: which ticket type each position holds. */
  items: OrderView['itens'];
  total: number;
  saved: ReadonlySet<number>;
  current: number;
  onCurrentChange: (position: number) => void;
  onSaved: (position: number) => void;
  onOrderClosed: () => void;
}) {
  const savedNoteId = useId();
  const headingId = `${savedNoteId}-titulo`;
  const heading = useHeadingFocus<HTMLHeadingElement>(focusHeading, onHeadingFocused);
  const positions = Array.from({ length: total }, (_, index) => index + 1);
  const questions = useEventQuestions(eventId);
  const typeByPosition = useMemo(
    () =>
      seatsByPosition(
        items.map((item) => ({
          ticketTypeId: item.id_ticket,
          name: item.nome,
          quantity: item.quantidade,
        })),
      ).map((seat) => seat.ticketTypeId),
    [items],
  );
  const reachable = (position: number) =>
    position === current || positions.slice(0, position - 1).every((p) => saved.has(p));

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-5">
      <div>
        <h2
          ref={heading}
          id={headingId}
          tabIndex={-1}
          className="scroll-mt-24 text-lg font-semibold text-slate-900 focus:outline-none"
        >
          Preencha os dados de cada participante ({current} de {total})
        </h2>
        <p className="mt-1 text-sm text-slate-600">
          Cada ingresso é nominal: o crachá e o ingresso saem com estes dados.
        </p>
      </div>
      <span id={savedNoteId} hidden>
        Dados salvos
      </span>
      <Tabs
        value={String(current)}
        onValueChange={(value) => onCurrentChange(Number(value))}
        className="gap-6"
      >
        <div className="-mx-1 overflow-x-auto px-1 pb-1">
          <TabsList
            aria-label="Participantes"
            className="w-max min-w-full justify-start sm:min-w-0"
          >
            {positions.map((position) => (
              <TabsTrigger
                key={position}
                value={String(position)}
                disabled={!reachable(position)}
                aria-describedby={saved.has(position) ? savedNoteId : undefined}
                className="flex-none px-3.5"
              >
                {saved.has(position) && <CircleCheck aria-hidden className="text-green-700" />}
                Participante {position}
              </TabsTrigger>
            ))}
          </TabsList>
        </div>
        {positions.map((position) => (
          <TabsContent key={position} value={String(position)}>
            {/* The forms wait for the event's questions: each starts with the ones it asks. */}
            {questions.isPending ? (
              <div role="status" className="flex flex-col gap-4">
                <span className="sr-only">Carregando o formulário do participante...</span>
                <Skeleton className="h-10 w-full" />
                <Skeleton className="h-64 w-full" />
              </div>
            ) : questions.isError ? (
              <div className="flex flex-col items-start gap-3">
                <FormAlert
                  message={`Não foi possível carregar o formulário do participante. ${questions.error.message}`}
                />
                <Button variant="outline" onClick={() => void questions.refetch()}>
                  <RotateCw aria-hidden />
                  Tentar novamente
                </Button>
              </div>
            ) : (
              <ParticipantForm
                orderId={orderId}
                position={position}
                total={total}
                questions={questions.data.perguntas}
                ticketTypeId={typeByPosition[position - 1] ?? null}
                onSaved={onSaved}
                onOrderClosed={onOrderClosed}
              />
            )}
          </TabsContent>
        ))}
      </Tabs>
    </section>
  );
}
