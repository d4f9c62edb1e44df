import { useState, type ReactNode } from 'react';
import { Checkbox } from '@/components/ui/checkbox';

/** The tickets ticked in a refund dialog, by position: all of `positions` at first. */
export function useTicketChoice(positions: readonly number[]) {
  const [chosen, setChosen] = useState<ReadonlySet<number>>(() => new Set(positions));
  const toggle = (position: number, checked: boolean) =>
    setChosen((current) => {
      const next = new Set(current);
      if (checked) next.add(position);
      else next.delete(position);
      return next;
    });
  return { chosen, toggle };
}

/**
 * 'Ingressos a cancelar': a checkbox per ticket still valid, for the buyer's cancellation and
 * the organizer's refund alike. The dialog keeps the choice (`useTicketChoice`) and words each
 * ticket; `id` names the fieldset (focused on an error) and its checkboxes.
 */
export function RefundTicketChooser<Ticket extends { posicao: number }>({
  id,
  tickets,
  chosen,
  onToggle,
  label,
  disabled = false,
  unavailable = [],
  unavailableReason,
  error,
}: {
  id: string;
  tickets: readonly Ticket[];
  chosen: ReadonlySet<number>;
  onToggle: (position: number, checked: boolean) => void;
  label: (ticket: Ticket) => ReactNode;
  disabled?: boolean;
  /** Tickets shown but not choosable (used at the door, for the buyer), each with the reason. */
  unavailable?: readonly Ticket[];
  unavailableReason?: string;
  /** Said under the list, which it describes (no ticket chosen). */
  error?: string | undefined;
}) {
  return (
    <fieldset
      id={`${id}-ingressos`}
      tabIndex={-1}
      aria-describedby={error ? `${id}-ingressos-erro` : undefined}
      className="flex flex-col gap-2 rounded-lg outline-none"
    >
      <legend className="mb-2 text-sm font-semibold text-slate-900">Ingressos a cancelar</legend>
      {tickets.map((ticket) => {
        const checkboxId = `${id}-ingresso-${ticket.posicao}`;
        return (
          <div
            key={ticket.posicao}
            className="flex items-start gap-3 rounded-lg border border-slate-200 px-3 py-2.5"
          >
            <Checkbox
              id={checkboxId}
              className="mt-0.5"
              checked={chosen.has(ticket.posicao)}
              disabled={disabled}
              onCheckedChange={(checked) => onToggle(ticket.posicao, checked === true)}
            />
            <label
              htmlFor={checkboxId}
              className="min-w-0 text-sm leading-snug wrap-anywhere text-slate-800"
            >
              {label(ticket)}
            </label>
          </div>
        );
      })}
      {unavailable.map((ticket) => {
        const checkboxId = `${id}-ingresso-${ticket.posicao}`;
        return (
          <div
            key={ticket.posicao}
            className="flex items-start gap-3 rounded-lg border border-slate-200 px-3 py-2.5"
          >
            <Checkbox
              id={checkboxId}
              className="mt-0.5"
              checked={false}
              disabled
              aria-describedby={`${checkboxId}-motivo`}
            />
            <label
              htmlFor={checkboxId}
              className="min-w-0 text-sm leading-snug wrap-anywhere text-slate-500"
            >
              {label(ticket)} <span id={`${checkboxId}-motivo`}>({unavailableReason})</span>
            </label>
          </div>
        );
      })}
      {error && (
        <p id={`${id}-ingressos-erro`} className="text-sm text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
