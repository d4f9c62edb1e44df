/** /definir-senha?token=… — set a password from an e-mailed link (issue 14). */
export function SetPasswordPage() {
  return <h1>Definir senha</h1>;
}
