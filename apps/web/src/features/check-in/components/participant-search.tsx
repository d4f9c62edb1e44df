import { CHECK_IN_MESSAGES } from '@bilheteria/domain/check-in-texts';
import type { ListedTicket } from '@bilheteria/domain/check-in-contract';
import { Search } from 'lucide-react';
import { useId, useState } from 'react';
import { PrintBadgeLink } from '@/components/print-badge-link';

const STATUS = {
  valid: { text: 'Não entrou', look: 'bg-green-100 text-green-900' },
  used: { text: 'Já utilizado', look: 'bg-amber-100 text-amber-950' },
  canceled: { text: 'Cancelado', look: 'bg-red-100 text-red-900' },
} as const;

/**
 * 'Buscar participante': a guest without their QR, by name or e-mail; 'Fazer check-in' sends the
 * ticket's code through the same check as a scan. Offline it searches the list on the device.
 */
export function ParticipantSearch({
  search,
  onCheck,
  badgeUrl = null,
}: {
  search: (query: string) => Promise<ListedTicket[]>;
  onCheck: (code: string) => void;
  /** Online only: where one ticket's badge is printed (issue 31). */
  badgeUrl?: ((ticketId: string) => string) | null;
}) {
  const id = useId();
  const [query, setQuery] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [found, setFound] = useState<{ query: string; tickets: ListedTicket[] } | null>(null);
  const [busy, setBusy] = useState(false);

  return (
    <section
      aria-labelledby={`${id}-title`}
      className="flex flex-col gap-3 border-t-2 border-slate-200 pt-4"
    >
      <h2 id={`${id}-title`} className="text-xl font-bold">
        Buscar participante
      </h2>
      <form
        role="search"
        noValidate
        className="flex gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          const wanted = query.trim();
          if (wanted.length < 2) {
            setProblem(CHECK_IN_MESSAGES.searchTooShort);
            return;
          }
          setProblem(null);
          setBusy(true);
          search(wanted)
            .then((tickets) => setFound({ query: wanted, tickets }))
            .catch((error: unknown) =>
              setProblem(error instanceof Error ? error.message : String(error)),
            )
            .finally(() => setBusy(false));
        }}
      >
        <label htmlFor={id} className="sr-only">
          Nome ou e-mail
        </label>
        <input
          id={id}
          type="search"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          placeholder="Nome ou e-mail"
          autoComplete="off"
          enterKeyHint="search"
          aria-describedby={problem ? `${id}-problem` : undefined}
          className="h-12 min-w-0 flex-1 rounded-xl border-2 border-slate-700 bg-white px-3 text-lg focus-visible:outline-4 focus-visible:outline-offset-2 focus-visible:outline-sky-500"
        />
        <button
          type="submit"
          disabled={busy}
          className="flex h-12 items-center gap-2 rounded-xl border-2 border-slate-900 px-4 text-lg font-bold focus-visible:outline-4 focus-visible:outline-offset-2 focus-visible:outline-sky-500 disabled:opacity-60"
        >
          <Search aria-hidden="true" className="size-5" />
          Buscar
        </button>
      </form>
      {problem && (
        <p id={`${id}-problem`} role="alert" className="text-base font-semibold text-red-800">
          {problem}
        </p>
      )}
      {found && (
        <div role="status">
          {found.tickets.length === 0 ? (
            <p className="text-lg">Nenhum participante encontrado para “{found.query}”.</p>
          ) : (
            <ul aria-label="Participantes encontrados" className="flex flex-col gap-2">
              {found.tickets.map((ticket) => (
                <li
                  key={ticket.id}
                  className="flex flex-col gap-2 rounded-xl border-2 border-slate-300 p-3"
                >
                  <div id={`${id}-${ticket.id}`}>
                    <p className="text-lg font-bold break-words">{ticket.nome}</p>
                    <p className="text-base break-all text-slate-800">{ticket.email}</p>
                    <p className="text-base text-slate-800">
                      {ticket.tipo} · <span className="font-mono">{ticket.codigo}</span>
                    </p>
                  </div>
                  <div className="flex flex-wrap items-center justify-between gap-2">
                    <span
                      className={`rounded-full px-3 py-1 text-sm font-bold ${STATUS[ticket.status].look}`}
                    >
                      {STATUS[ticket.status].text}
                    </span>
                    {badgeUrl && ticket.status !== 'canceled' && (
                      <PrintBadgeLink
                        href={badgeUrl(ticket.id)}
                        name={ticket.nome}
                        size="lg"
                        className="h-12 text-lg [&_svg]:size-5"
                      />
                    )}
                    <button
                      type="button"
                      aria-describedby={`${id}-${ticket.id}`}
                      onClick={() => onCheck(ticket.codigo)}
                      className="h-12 rounded-xl bg-sky-800 px-4 text-lg font-bold text-white focus-visible:outline-4 focus-visible:outline-offset-2 focus-visible:outline-sky-500"
                    >
                      Fazer check-in
                    </button>
                  </div>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </section>
  );
}
