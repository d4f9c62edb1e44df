import { CircleCheck } from 'lucide-react';
import { useId } from 'react';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
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
            <ParticipantForm
              orderId={orderId}
              position={position}
              total={total}
              onSaved={onSaved}
              onOrderClosed={onOrderClosed}
            />
          </TabsContent>
        ))}
      </Tabs>
    </section>
  );
}
