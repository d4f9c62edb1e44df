import { AUTH_MESSAGES } from '@bilheteria/domain/auth-rules';
import {
  correctTicketEmailRequestSchema,
  TICKET_MESSAGES,
} from '@bilheteria/domain/tickets-contract';
import type { OrderTicketsResponse } from '@bilheteria/domain/tickets-contract';
import { Loader2, Send } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useCorrectTicketEmail } from '@/features/orders/api/correct-ticket-email';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { ApiRequestError } from '@/lib/api-send';
import { notify } from '@/lib/notify';

type Ticket = OrderTicketsResponse['ingressos'][number];

/** The message for the field from a refused correction: the 400's own, or the 409's. */
function fieldMessage(error: unknown): string {
  if (error instanceof ApiRequestError) {
    return error.errors.find((entry) => entry.path === 'email')?.message ?? error.message;
  }
  return error instanceof Error ? error.message : String(error);
}

/**
 * The buyer corrects the address of a ticket whose e-mail bounced (issue 14): checked here with
 * the contract's schema, then PUT to the server, which sends the ticket to the new address. 202:
 * a toast and the list asked again; 400 or 409: the message under the field.
 */
export function CorrectEmailForm({
  orderId,
  ticket,
  onCorrected,
}: {
  orderId: string;
  ticket: Ticket;
  onCorrected: () => void;
}) {
  const correct = useCorrectTicketEmail(orderId);
  const [email, setEmail] = useState(ticket.participante.email);
  const [error, setError] = useState<string | null>(null);
  const inputId = useId();
  const errorId = useId();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = correctTicketEmailRequestSchema.safeParse({ email });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? AUTH_MESSAGES.invalidEmail);
      return;
    }
    setError(null);
    correct.mutate(
      { ticketId: ticket.id, email: parsed.data.email },
      {
        onSuccess: () => {
          void notify.success(TICKET_MESSAGES.emailCorrected);
          onCorrected();
        },
        onError: (failure) => setError(fieldMessage(failure)),
      },
    );
  }

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label={`Corrigir o e-mail de ${ticket.participante.nome}`}
      className="flex flex-col gap-2 rounded-lg border border-red-200 bg-red-50/50 p-3"
    >
      <Label htmlFor={inputId}>E-mail correto de {ticket.participante.nome}</Label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Input
          id={inputId}
          type="email"
          inputMode="email"
          autoComplete="off"
          spellCheck={false}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className="sm:flex-1"
        />
        <Button type="submit" disabled={correct.isPending} className="shrink-0">
          {correct.isPending ? (
            <Loader2 aria-hidden className="animate-spin" />
          ) : (
            <Send aria-hidden />
          )}
          Corrigir e reenviar
        </Button>
      </div>
      {error && (
        <p id={errorId} className="text-sm text-red-800">
          {error}
        </p>
      )}
    </form>
  );
}
