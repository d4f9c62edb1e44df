/**
 * `text` with its last word kept whole, so 'Receber meus ingressos por e-mail' never breaks
 * at the hyphen of 'e-mail' on a narrow screen. The text itself (and its accessible name) is
 * unchanged.
 */
export function KeepLastWord({ text }: { text: string }) {
  const cut = text.lastIndexOf(' ') + 1;
  return (
    <>
      {text.slice(0, cut)}
      <span className="whitespace-nowrap">{text.slice(cut)}</span>
    </>
  );
}
