/** Placeholder until the wizard lands (issue 17). */
export function CreateEventPage() {
  return <p>Criar Evento</p>;
}
