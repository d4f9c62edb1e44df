import { EventCard } from '@/components/event-card';
import { useEvents } from '@/api/get-events';
import { useDocumentTitle } from '@/lib/use-document-title';

const LIST_ERROR = 'Não foi possível carregar os eventos. Por favor, tente novamente mais tarde.';

function EventsSection() {
  const events = useEvents();
  if (events.isPending) {
    return (
      <p role="status" className="text-slate-500">
        Carregando eventos...
      </p>
    );
  }
  if (events.isError) {
    return (
      <p role="alert" className="text-red-600">
        {LIST_ERROR}
      </p>
    );
  }
  if (events.data.length === 0) {
    return <p className="text-slate-500">Nenhum evento encontrado</p>;
  }
  return (
    <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {events.data.map((event) => (
        <li key={event.id}>
          <EventCard event={event} />
        </li>
      ))}
    </ul>
  );
}

export function HomePage() {
  useDocumentTitle(null);
  return (
    <>
      <section className="bg-gradient-to-br from-brand-900 to-brand-700 px-4 py-16 text-white">
        <div className="mx-auto max-w-6xl">
          <h1 className="text-3xl font-bold tracking-tight sm:text-5xl">
            Encontre os melhores eventos corporativos
          </h1>
        </div>
      </section>
      <section className="mx-auto max-w-6xl px-4 py-12" aria-labelledby="eventos-titulo">
        <h2 id="eventos-titulo" className="mb-6 text-2xl font-semibold text-slate-900">
          Próximos eventos
        </h2>
        <EventsSection />
      </section>
    </>
  );
}
