import { CHECK_IN_RESULT_TEXTS } from '@bilheteria/domain/check-in-texts';
import { formatDate, formatTime } from '@bilheteria/domain/dates';
import { CircleAlert, CircleCheck, CircleX, ScanLine } from 'lucide-react';
import { PrintBadgeLink } from '@/components/print-badge-link';
import type { DoorVerdict } from '../lib/door-scanner';

/** '15 de Dezembro, 2026 às 14:32', in São Paulo time; the raw text when it is not a date. */
export function formatMoment(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return `${formatDate(date)} às ${formatTime(date)}`;
}

const LOOKS = {
  valido: { box: 'bg-green-700 text-white', Icon: CircleCheck },
  ja_utilizado: { box: 'bg-amber-400 text-black', Icon: CircleAlert },
  invalido: { box: 'bg-red-700 text-white', Icon: CircleX },
} as const;

function Details({ verdict }: { verdict: DoorVerdict }) {
  const { ingresso } = verdict;
  switch (verdict.resultado) {
    case 'valido':
      return (
        <>
          {ingresso && <p className="text-3xl font-bold break-words">{ingresso.nome}</p>}
          {ingresso?.tipo && <p className="text-2xl font-semibold">{ingresso.tipo}</p>}
        </>
      );
    case 'ja_utilizado':
      return (
        <>
          {ingresso && <p className="text-2xl font-bold break-words">{ingresso.nome}</p>}
          <p className="text-2xl font-semibold">
            {verdict.utilizado_em
              ? `Entrada em ${formatMoment(verdict.utilizado_em)}`
              : 'Este ingresso já foi utilizado.'}
          </p>
          {verdict.portao && <p className="text-2xl font-semibold">{verdict.portao}</p>}
        </>
      );
    case 'invalido':
      return (
        <>
          {verdict.motivo && <p className="text-2xl font-bold">{verdict.motivo}</p>}
          {ingresso && <p className="text-xl font-semibold break-words">{ingresso.nome}</p>}
        </>
      );
  }
}

/**
 * The verdict, as big as the screen allows: colour, word, icon, and who or why. A new scan
 * replaces it at once. Screen readers hear every verdict (each scan renders a new node).
 */
export function VerdictPanel({
  verdict,
  badgeUrl = null,
}: {
  verdict: DoorVerdict | null;
  /** Online only: where one ticket's badge is printed (issue 31). */
  badgeUrl?: ((ticketId: string) => string) | null;
}) {
  return (
    <section
      aria-label="Resultado da leitura"
      aria-live="assertive"
      aria-atomic="true"
      className="min-h-[42dvh]"
    >
      {verdict === null ? (
        <div className="flex min-h-[42dvh] flex-col items-center justify-center gap-3 rounded-2xl border-4 border-dashed border-slate-400 p-6 text-center text-slate-800">
          <ScanLine aria-hidden="true" className="size-16" />
          <p className="text-2xl font-bold">Pronto para ler</p>
          <p className="text-lg">
            Aponte a câmera para o QR code, use o leitor ou digite o código do ingresso.
          </p>
        </div>
      ) : (
        <Verdict key={verdict.nonce} verdict={verdict} badgeUrl={badgeUrl} />
      )}
    </section>
  );
}

function Verdict({
  verdict,
  badgeUrl,
}: {
  verdict: DoorVerdict;
  badgeUrl: ((ticketId: string) => string) | null;
}) {
  const { box, Icon } = LOOKS[verdict.resultado];
  // A badge for whoever just came in; not for an admission decided offline, which the server
  // may not know yet.
  const badge =
    verdict.resultado === 'valido' && !verdict.offline && verdict.ingresso && badgeUrl
      ? badgeUrl(verdict.ingresso.id)
      : null;
  return (
    <div
      data-resultado={verdict.resultado}
      className={`flex min-h-[42dvh] flex-col items-center justify-center gap-2 rounded-2xl p-6 text-center ${box}`}
    >
      <Icon aria-hidden="true" className="size-20" strokeWidth={2.5} />
      <p className="text-6xl leading-none font-black tracking-tight">
        {CHECK_IN_RESULT_TEXTS[verdict.resultado]}
      </p>
      <Details verdict={verdict} />
      {verdict.offline && (
        <p className="mt-2 text-base font-semibold">Decidido neste aparelho (sem conexão)</p>
      )}
      {badge && (
        <PrintBadgeLink href={badge} size="lg" className="mt-3 h-12 text-lg [&_svg]:size-5" />
      )}
    </div>
  );
}
