import {
  joinWaitlistRequestSchema,
  WAITLIST_MESSAGES,
  type WaitlistJoined,
} from '@bilheteria/domain/waitlist-contract';
import { BellRing, CircleCheck, Loader2 } from 'lucide-react';
import { useId, useRef, useState, type FormEvent } from 'react';
import { FormAlert } from '@/components/form-alert';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { ApiRequestError } from '@/lib/api-send';
import { useAuth } from '@/lib/auth/auth-provider';
import { useJoinWaitlist } from '../api/join-waitlist';

type FieldErrors = Partial<Record<'email' | 'quantidade', string>>;

/** The form: e-mail (the signed-in user's, when there is one) and how many seats, 1 to `mostSeats`. */
function WaitlistForm({
  eventId,
  ticketId,
  ticketName,
  mostSeats,
  formId,
  onJoined,
}: {
  eventId: string;
  ticketId: string;
  ticketName: string;
  mostSeats: number;
  formId: string;
  onJoined: (joined: WaitlistJoined) => void;
}) {
  const id = useId();
  const { user } = useAuth();
  const [email, setEmail] = useState(user?.email ?? '');
  const [quantity, setQuantity] = useState('1');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [problem, setProblem] = useState<string | null>(null);
  const join = useJoinWaitlist(eventId);
  const emailRef = useRef<HTMLInputElement>(null);
  const seatChoices = Array.from({ length: Math.max(1, mostSeats) }, (_, index) => index + 1);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (join.isPending) return;
    const parsed = joinWaitlistRequestSchema.safeParse({
      id_ticket: ticketId,
      email,
      quantidade: quantity,
    });
    if (!parsed.success) {
      const next: FieldErrors = {};
      let other: string | null = null;
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if (field === 'email' || field === 'quantidade') next[field] ??= issue.message;
        else other ??= issue.message;
      }
      setErrors(next);
      setProblem(other);
      if (next.email) emailRef.current?.focus();
      return;
    }
    setErrors({});
    setProblem(null);
    try {
      onJoined(await join.mutateAsync(parsed.data));
    } catch (error) {
      if (error instanceof ApiRequestError) {
        const next: FieldErrors = {};
        for (const entry of error.errors) {
          if (entry.path === 'email' || entry.path === 'quantidade')
            next[entry.path] ??= entry.message;
        }
        setErrors(next);
      }
      setProblem(error instanceof Error ? error.message : String(error));
    }
  }

  return (
    <form
      id={formId}
      noValidate
      aria-label={`Lista de espera de ${ticketName}`}
      onSubmit={(event) => void submit(event)}
      className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-slate-50 p-3"
    >
      <p className="text-sm text-slate-700">
        Quando houver vagas, avisamos por e-mail, por ordem de chegada.
      </p>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${id}-email`}>E-mail</Label>
        <Input
          ref={emailRef}
          id={`${id}-email`}
          type="email"
          inputMode="email"
          autoComplete="email"
          spellCheck={false}
          autoFocus
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          aria-invalid={errors.email ? true : undefined}
          aria-describedby={errors.email ? `${id}-email-erro` : undefined}
        />
        {errors.email && (
          <p id={`${id}-email-erro`} className="text-sm text-red-700">
            {errors.email}
          </p>
        )}
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${id}-quantidade`}>Quantidade de ingressos</Label>
        <select
          id={`${id}-quantidade`}
          value={quantity}
          onChange={(event) => setQuantity(event.target.value)}
          aria-invalid={errors.quantidade ? true : undefined}
          aria-describedby={errors.quantidade ? `${id}-quantidade-erro` : undefined}
          className="h-10 w-full rounded-lg border border-slate-300 bg-white px-3 text-base text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-brand-700 aria-[invalid=true]:border-red-600 sm:text-sm"
        >
          {seatChoices.map((count) => (
            <option key={count} value={count}>
              {count}
            </option>
          ))}
        </select>
        {errors.quantidade && (
          <p id={`${id}-quantidade-erro`} className="text-sm text-red-700">
            {errors.quantidade}
          </p>
        )}
      </div>
      <FormAlert message={problem} />
      <Button type="submit" disabled={join.isPending} className="w-full">
        {join.isPending ? (
          <Loader2 aria-hidden className="animate-spin" />
        ) : (
          <BellRing aria-hidden />
        )}
        Entrar na lista de espera
      </Button>
    </form>
  );
}

/**
 * A sold-out type's 'Avise-me quando houver vagas' (issue 18): opens the waiting list's form
 * below it; once in line, the server's message and the place in the line. `mostSeats`: what one
 * request may ask for (5 at most, and no more than one order of the type may take).
 */
export function WaitlistJoin({
  eventId,
  ticketId,
  ticketName,
  mostSeats,
}: {
  eventId: string;
  ticketId: string;
  ticketName: string;
  mostSeats: number;
}) {
  const formId = useId();
  const [open, setOpen] = useState(false);
  const [joined, setJoined] = useState<WaitlistJoined | null>(null);
  const statusRef = useRef<HTMLParagraphElement>(null);

  if (joined) {
    return (
      <p
        ref={statusRef}
        role="status"
        tabIndex={-1}
        className="flex items-start gap-2 rounded-lg border border-green-200 bg-green-50 px-3 py-2.5 text-sm text-green-900 outline-none"
      >
        <CircleCheck aria-hidden className="mt-0.5 size-4 shrink-0" />
        <span>
          {joined.mensagem} Você está na posição {joined.posicao} da fila.
        </span>
      </p>
    );
  }

  return (
    <div className="flex flex-col gap-3">
      <Button
        variant="outline"
        className="h-auto min-h-10 w-full whitespace-normal py-2"
        aria-expanded={open}
        aria-controls={open ? formId : undefined}
        onClick={() => setOpen((current) => !current)}
      >
        <BellRing aria-hidden />
        {WAITLIST_MESSAGES.button}
      </Button>
      {open && (
        <WaitlistForm
          eventId={eventId}
          ticketId={ticketId}
          ticketName={ticketName}
          mostSeats={mostSeats}
          formId={formId}
          onJoined={(answer) => {
            setJoined(answer);
            requestAnimationFrame(() => statusRef.current?.focus());
          }}
        />
      )}
    </div>
  );
}
