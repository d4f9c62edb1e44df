import type { CreatedScannerLink } from '@bilheteria/domain/check-in-contract';
import { Copy, ExternalLink, TriangleAlert } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import { QrCode } from '@/components/qr-code';
import { Button, buttonVariants } from '@/components/ui/button';
import { notify } from '@/lib/notify';
import { copyText } from '@/lib/copy-text';
import { formatDateTime } from '../lib/format';

/** Selects the link's text on screen, for a manual copy when the browser refused ours. */
function selectText(element: HTMLElement | null) {
  const selection = window.getSelection();
  if (!element || !selection) return;
  const range = document.createRange();
  range.selectNodeContents(element);
  selection.removeAllRanges();
  selection.addRange(range);
}

/**
 * The link just created, the only time it can be seen (the server keeps its token's hash): its
 * URL in large type, 'Copiar link', and its QR code for door staff to open it with their phone's
 * camera. Gets the focus when it appears, so a screen reader reads it at once.
 */
export function CreatedLink({
  link,
  headingLevel,
  onClose,
}: {
  link: CreatedScannerLink;
  headingLevel: 3 | 4;
  onClose: () => void;
}) {
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const url = useRef<HTMLParagraphElement>(null);
  const Heading = headingLevel === 3 ? 'h3' : 'h4';

  useEffect(() => {
    heading.current?.focus();
  }, [link.id]);

  async function copy() {
    if (await copyText(link.url)) {
      void notify.success('Link copiado.', 'Envie-o à equipe do portão.');
    } else {
      selectText(url.current);
      void notify.error('Não foi possível copiar o link.', 'Ele está selecionado: copie-o à mão.');
    }
  }

  return (
    <div
      role="group"
      aria-labelledby={`${id}-titulo`}
      className="flex flex-col gap-4 rounded-xl border-2 border-emerald-600 bg-emerald-50 p-4 sm:p-5"
    >
      <Heading
        id={`${id}-titulo`}
        ref={heading}
        tabIndex={-1}
        className="text-lg font-semibold text-slate-900 outline-none"
      >
        Link de check-in criado: {link.rotulo}
      </Heading>
      <p className="flex items-start gap-2 rounded-lg bg-amber-100 px-3 py-2 text-sm font-medium text-amber-950">
        <TriangleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
        Este link aparece só agora: copie-o ou leia o QR code antes de fechar. Se ele se perder,
        crie outro e revogue este.
      </p>
      <div className="grid gap-4 md:grid-cols-[minmax(0,1fr)_14rem] md:items-start">
        <div className="flex min-w-0 flex-col gap-3">
          <p className="text-sm text-slate-700">
            Quem abrir o link faz check-in neste evento pelo celular, sem login, até{' '}
            {formatDateTime(link.expira_em)}.
          </p>
          <p className="-mb-2 text-xs font-semibold tracking-wide text-slate-600 uppercase">
            Link para a equipe do portão
          </p>
          <p
            ref={url}
            className="rounded-lg border border-slate-300 bg-white px-3 py-2.5 font-mono text-base break-all text-slate-900 select-all"
          >
            {link.url}
          </p>
          <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
            <Button onClick={() => void copy()}>
              <Copy aria-hidden />
              Copiar link
            </Button>
            <a
              href={link.url}
              target="_blank"
              rel="noreferrer"
              className={buttonVariants({ variant: 'outline' })}
            >
              <ExternalLink aria-hidden />
              Abrir o leitor
            </a>
            <Button variant="ghost" onClick={onClose}>
              Fechar
            </Button>
          </div>
        </div>
        <div className="w-full max-w-56 justify-self-center">
          <QrCode
            payload={link.url}
            label={`QR code do link de check-in ${link.rotulo}`}
            unavailable="Não foi possível desenhar o QR code agora. Copie o link e envie-o à equipe."
          />
        </div>
      </div>
    </div>
  );
}
