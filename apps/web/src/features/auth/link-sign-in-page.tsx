/** /entrar-por-link?token=… — sign in from an e-mailed link (issue 14). */
export function LinkSignInPage() {
  return <h1>Entrar por link</h1>;
}
