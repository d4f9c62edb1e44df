import {
  BADGE_PRESENCE_FILTERS,
  type BadgePresenceFilter,
} from '@bilheteria/domain/badge-contract';
import { Printer } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { buttonVariants } from '@/components/ui/button';
import { eventBadgesUrl } from '@/lib/badge-urls';

const PRESENCE_LABELS: Record<BadgePresenceFilter, string> = {
  todos: 'Todos',
  presentes: 'Presentes',
  ausentes: 'Ausentes',
};

const SELECT_CLASS =
  'h-10 w-full rounded-lg border border-slate-300 bg-white px-3 text-base text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-brand-700 sm:text-sm';

/**
 * 'Imprimir crachás': every participant's badge in one PDF, or those of a ticket type, those
 * who came in (or not yet), or whose name, e-mail or company has the text. The link is built
 * from the filters as they change and opens the PDF in a new tab; Enter in the search does too.
 */
export function PrintBadgesForm({
  eventId,
  ticketTypes,
}: {
  eventId: string;
  ticketTypes: readonly { id: string; name: string }[];
}) {
  const id = useId();
  const link = useRef<HTMLAnchorElement>(null);
  const [tipo, setTipo] = useState('');
  const [presenca, setPresenca] = useState<BadgePresenceFilter>('todos');
  const [busca, setBusca] = useState('');
  const href = eventBadgesUrl(eventId, { tipo, presenca, busca });

  return (
    <form
      aria-label="Filtros dos crachás"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        link.current?.click();
      }}
      className="flex flex-col gap-4"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="flex min-w-0 flex-col gap-2">
          <Label htmlFor={`${id}-tipo`}>Tipo de ingresso</Label>
          <select
            id={`${id}-tipo`}
            className={SELECT_CLASS}
            value={tipo}
            onChange={(event) => setTipo(event.target.value)}
          >
            <option value="">Todos os tipos</option>
            {ticketTypes.map((type) => (
              <option key={type.id} value={type.id}>
                {type.name}
              </option>
            ))}
          </select>
        </div>
        <div className="flex min-w-0 flex-col gap-2">
          <Label htmlFor={`${id}-busca`}>Buscar</Label>
          <Input
            id={`${id}-busca`}
            type="search"
            maxLength={100}
            autoComplete="off"
            placeholder="Nome, e-mail ou empresa"
            value={busca}
            onChange={(event) => setBusca(event.target.value)}
          />
        </div>
      </div>
      <fieldset className="flex min-w-0 flex-col gap-2">
        <legend className="mb-2 text-sm font-medium text-slate-900">Presença</legend>
        <div className="flex flex-wrap gap-x-5 gap-y-2">
          {BADGE_PRESENCE_FILTERS.map((option) => (
            <label key={option} className="flex items-center gap-2 text-sm text-slate-800">
              <input
                type="radio"
                name={`${id}-presenca`}
                value={option}
                className="size-4 shrink-0 accent-brand-700"
                checked={presenca === option}
                onChange={() => setPresenca(option)}
              />
              {PRESENCE_LABELS[option]}
            </label>
          ))}
        </div>
      </fieldset>
      <a
        ref={link}
        href={href}
        target="_blank"
        rel="noopener"
        className={buttonVariants({ className: 'self-start' })}
      >
        <Printer aria-hidden />
        Imprimir crachás
        <span className="sr-only"> (abre em nova aba)</span>
      </a>
    </form>
  );
}
