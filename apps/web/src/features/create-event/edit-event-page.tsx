/** Placeholder until the wizard lands (issue 17). */
export function EditEventPage() {
  return <p>Editar Evento</p>;
}
