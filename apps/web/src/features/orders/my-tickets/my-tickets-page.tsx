import { useState } from 'react';
import { LoadError } from '@/components/load-error';
import { useAuth } from '@/lib/auth/auth-provider';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useMyCertificates } from './api/get-my-certificates';
import { useMyTickets } from './api/get-my-tickets';
import { EventTickets } from './components/event-tickets';
import { MyTicketsEmpty, MyTicketsSkeleton } from './components/my-tickets-states';

function TicketsOf({ user }: { user: { id: string; email: string } }) {
  const tickets = useMyTickets(user.id);
  const [now] = useState(Date.now);
  const begun = (tickets.data?.eventos ?? []).some(
    ({ evento }) => evento.encerrado || evento.data_hora_inicio._seconds * 1000 <= now,
  );
  // Certificates are an extra: when they cannot be loaded, the tickets show without them.
  const certificates = useMyCertificates(user.id, begun).data;
  if (tickets.isPending) return <MyTicketsSkeleton />;
  if (tickets.isError) {
    return (
      <LoadError
        message="Não foi possível carregar seus ingressos. Verifique sua conexão e tente novamente."
        onRetry={() => void tickets.refetch()}
        retrying={tickets.isFetching}
      />
    );
  }
  if (tickets.data.eventos.length === 0) return <MyTicketsEmpty email={user.email} />;
  return (
    <div className="flex flex-col gap-10">
      {tickets.data.eventos.map((group) => (
        <EventTickets
          key={group.evento.id}
          group={group}
          userId={user.id}
          certificates={certificates}
        />
      ))}
    </div>
  );
}

/**
 * /meus-ingressos (issue 14), for any signed-in role (the route guard sends visitors to /login
 * and back): the tickets whose participant has the account's e-mail, by event — upcoming events
 * first, past ones marked 'Encerrado' (the server's order). Each with its QR, code, type, order,
 * status, the e-mail's delivery, 'Baixar PDF' and 'Adicionar ao calendário'; 'Baixar certificado'
 * once the ticket has a certificate of attendance (issue 31).
 */
export function MyTicketsPage() {
  useDocumentTitle('Meus Ingressos');
  const { user } = useAuth();
  if (!user) return null; // The route guard lets only signed-in users through.
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-8 px-4 py-8 sm:py-12">
      <div>
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">Meus Ingressos</h1>
        <p className="mt-2 text-slate-600">
          Na entrada do evento, apresente o QR code na tela do celular ou impresso.
        </p>
      </div>
      <TicketsOf user={user} />
    </div>
  );
}
