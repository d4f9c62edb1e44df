import { CHECK_IN_TEXTS, type CheckInConflict } from '@bilheteria/domain/check-in-contract';
import { CircleCheck, TriangleAlert } from 'lucide-react';
import { formatScanTime } from '../lib/format';
import { OfflineTag } from './scan-result';

function Admission({
  portao,
  lido_em,
  offline,
}: {
  portao: string;
  lido_em: string;
  offline?: boolean;
}) {
  return (
    <span className="inline-flex flex-wrap items-center gap-x-2 gap-y-1">
      <span className="font-medium text-slate-900">{portao}</span>{' '}
      <span className="text-slate-600">
        às{' '}
        <time dateTime={lido_em} className="tabular-nums">
          {formatScanTime(lido_em)}
        </time>
      </span>
      {offline && (
        <>
          {' '}
          <OfflineTag />
        </>
      )}
    </span>
  );
}

function Conflict({ conflict }: { conflict: CheckInConflict }) {
  const others = conflict.outras_entradas;
  return (
    <li className="flex flex-col gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4">
      <div className="flex flex-col gap-0.5">
        <p className="font-semibold break-words text-slate-900">{conflict.participante}</p>
        <p className="text-sm text-slate-700">
          {conflict.tipo} · <span className="font-mono">{conflict.codigo}</span>
        </p>
      </div>
      <dl className="grid gap-2 text-sm sm:grid-cols-[11rem_minmax(0,1fr)]">
        <dt className="font-medium text-slate-700">Check-in que vale</dt>
        <dd>
          {conflict.check_in ? (
            <Admission {...conflict.check_in} />
          ) : (
            <span className="text-red-800">
              Nenhum: o ingresso está cancelado e não deveria ter entrado.
            </span>
          )}
        </dd>
        <dt className="font-medium text-slate-700">
          {others.length === 1 ? 'Outra entrada' : 'Outras entradas'}
        </dt>
        <dd>
          <ul className="flex flex-col gap-1">
            {others.map((other, index) => (
              <li key={`${other.lido_em}-${index}`}>
                <Admission {...other} />
              </li>
            ))}
          </ul>
        </dd>
      </dl>
    </li>
  );
}

/**
 * 'Conflitos': tickets that let more than one person in while scanners were offline (or a
 * cancelled ticket admitted offline). The first admission counts; the others are listed, never
 * merged away, for the organizer to look into.
 */
export function ConflictsPanel({ conflicts }: { conflicts: CheckInConflict[] }) {
  return (
    <section
      aria-labelledby="check-in-conflitos"
      className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-4 sm:p-6"
    >
      <div className="flex items-center gap-2">
        <h2 id="check-in-conflitos" className="text-lg font-semibold text-slate-900">
          {CHECK_IN_TEXTS.conflicts}
        </h2>
        <span
          aria-hidden
          className={
            conflicts.length > 0
              ? 'rounded-full bg-amber-200 px-2 py-0.5 text-sm font-semibold text-amber-950'
              : 'rounded-full bg-slate-100 px-2 py-0.5 text-sm text-slate-700'
          }
        >
          {conflicts.length}
        </span>
      </div>
      <p className="text-sm text-slate-700">
        Aqui aparecem as pessoas que entraram com o mesmo ingresso por mais de um leitor enquanto os
        leitores estavam offline: sem internet, cada leitor confere os ingressos sozinho, e o
        conflito aparece quando eles sincronizam. Vale o primeiro check-in; as outras entradas ficam
        listadas para você conferir.
      </p>
      {conflicts.length === 0 ? (
        <p className="flex items-center gap-2 rounded-lg bg-emerald-50 px-3 py-2.5 text-sm text-emerald-900">
          <CircleCheck aria-hidden className="size-4 shrink-0" />
          Nenhum conflito: nenhum ingresso entrou mais de uma vez.
        </p>
      ) : (
        <>
          <p className="flex items-start gap-2 text-sm font-medium text-amber-950">
            <TriangleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
            {conflicts.length === 1
              ? '1 ingresso entrou mais de uma vez com os leitores offline.'
              : `${conflicts.length} ingressos entraram mais de uma vez com os leitores offline.`}
          </p>
          <ul aria-label="Ingressos em conflito" className="flex flex-col gap-3">
            {conflicts.map((conflict) => (
              <Conflict key={conflict.ingresso_id} conflict={conflict} />
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
