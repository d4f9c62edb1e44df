import {
  DEFAULT_MAX_PER_ORDER,
  EVENT_FORM_MESSAGES,
  MAX_TICKET_TYPES,
  emptyTicketType,
} from '@bilheteria/domain/event-form';
import { Save } from 'lucide-react';
import { useRef } from 'react';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { listError, shownError } from '../lib/wizard-rules';
import { isSold, minimumQuantity, type WizardValues } from '../lib/wizard-values';
import { controlA11y, Field, fieldId, InputField, ListError } from './field';
import { AddItemButton, EmptyList, ItemCard } from './item-card';
import { useWizard } from './wizard-context';

const M = EVENT_FORM_MESSAGES;

/** Spec §3 ticket type and §5 "Tickets": the types on sale, each with its price and limits. */
export function TicketsTab() {
  const { register, control, formState } = useFormContext<WizardValues>();
  const { fields, append, remove } = useFieldArray({
    control,
    name: 'tickets',
    // `id` is the stored type's own (edit): the list's React key goes elsewhere.
    keyName: 'key',
  });
  const { clearListError, saveTickets, locks } = useWizard();
  const addButton = useRef<HTMLButtonElement>(null);
  const errors = formState.errors.tickets;
  const touched = formState.touchedFields.tickets;

  function add() {
    append(emptyTicketType());
    clearListError('tickets');
  }

  return (
    <div className="flex flex-col gap-4">
      <ListError message={listError(errors)} />
      {fields.length === 0 ? (
        <EmptyList>Nenhum tipo de ingresso ainda. Adicione o primeiro.</EmptyList>
      ) : (
        <ol className="flex flex-col gap-4">
          {fields.map((field, index) => {
            const id = (name: string) => fieldId(`tickets.${index}.${name}`);
            const e = errors?.[index];
            const t = touched?.[index];
            const ticketId = field.id;
            const sold = isSold(locks, ticketId);
            const lock = ticketId ? locks[ticketId] : undefined;
            const least = minimumQuantity(locks, ticketId);
            const priceError = shownError(e?.price, t?.price);
            return (
              <ItemCard
                key={field.key}
                title={`Ingresso ${index + 1}`}
                removeLabel={`Remover Ingresso ${index + 1}`}
                removeDisabledNote={sold ? M.ticketTypeSoldRemoved : undefined}
                onRemove={() => {
                  remove(index);
                  addButton.current?.focus();
                }}
              >
                {lock && (lock.sold > 0 || lock.held > 0) && (
                  <p className="text-sm text-slate-700">
                    {lock.sold} vendido{lock.sold === 1 ? '' : 's'} · {lock.held} reservado
                    {lock.held === 1 ? '' : 's'}
                  </p>
                )}
                <div className="grid gap-4 sm:grid-cols-2">
                  <InputField
                    id={id('name')}
                    label="Nome do ingresso"
                    placeholder="Ex.: Lote 1, VIP, Meia-entrada"
                    maxLength={100}
                    error={shownError(e?.name, t?.name)}
                    {...register(`tickets.${index}.name`)}
                  />
                  <InputField
                    id={id('description')}
                    label="Descrição do ingresso"
                    placeholder="O que o ingresso inclui"
                    maxLength={500}
                    error={shownError(e?.description, t?.description)}
                    {...register(`tickets.${index}.description`)}
                  />
                  <Field
                    id={id('price')}
                    label="Preço (R$)"
                    hint={sold ? M.priceLocked : 'Use 0 para um ingresso gratuito.'}
                    error={priceError}
                  >
                    <div className="relative">
                      <span
                        aria-hidden
                        className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-sm text-slate-500"
                      >
                        R$
                      </span>
                      <input
                        id={id('price')}
                        inputMode="decimal"
                        autoComplete="off"
                        placeholder="0,00"
                        maxLength={16}
                        readOnly={sold}
                        {...controlA11y(id('price'), priceError, { hint: true })}
                        className="flex h-10 w-full rounded-lg border border-slate-300 bg-white py-2 pl-10 pr-3 text-base text-slate-900 placeholder:text-slate-500 read-only:bg-slate-100 read-only:text-slate-600 focus-visible:outline-2 focus-visible:outline-brand-700 aria-[invalid=true]:border-red-600 sm:text-sm"
                        {...register(`tickets.${index}.price`)}
                      />
                    </div>
                  </Field>
                  <div className="grid grid-cols-2 gap-4">
                    <InputField
                      id={id('quantity')}
                      label="Quantidade"
                      type="number"
                      inputMode="numeric"
                      min={least}
                      step={1}
                      hint={least > 1 ? `Mínimo: ${least} (vendidos e reservados)` : undefined}
                      error={shownError(e?.quantity, t?.quantity)}
                      {...register(`tickets.${index}.quantity`)}
                    />
                    <InputField
                      id={id('maxPerOrder')}
                      label="Máximo por pedido"
                      type="number"
                      inputMode="numeric"
                      min={1}
                      max={Number(DEFAULT_MAX_PER_ORDER)}
                      step={1}
                      error={shownError(e?.maxPerOrder, t?.maxPerOrder)}
                      {...register(`tickets.${index}.maxPerOrder`)}
                    />
                  </div>
                </div>
              </ItemCard>
            );
          })}
        </ol>
      )}
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <AddItemButton ref={addButton} onClick={add} disabled={fields.length >= MAX_TICKET_TYPES}>
          Adicionar ingresso
        </AddItemButton>
        <Button onClick={() => void saveTickets()} className="w-full sm:w-auto">
          <Save aria-hidden />
          Salvar ingressos
        </Button>
      </div>
    </div>
  );
}
