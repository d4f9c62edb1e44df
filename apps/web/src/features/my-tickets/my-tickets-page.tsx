/** /meus-ingressos — the signed-in user's tickets (issue 14). */
export function MyTicketsPage() {
  return <h1>Meus Ingressos</h1>;
}
