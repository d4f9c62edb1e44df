import type { OccupancyResponse } from '@bilheteria/domain/check-in-contract';
import type { ReactNode } from 'react';
import { PrintBadgeLink } from '@/components/print-badge-link';
import { ticketBadgeUrl } from '@/lib/badge-urls';
import { formatScanTime } from '../lib/format';
import { Attendance } from './attendance';
import { OfflineTag, ScanResult } from './scan-result';

function Panel({
  id,
  title,
  children,
  className,
}: {
  id: string;
  title: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section
      aria-labelledby={id}
      className={`flex min-w-0 flex-col gap-4 rounded-xl border border-slate-200 bg-white p-4 sm:p-6 ${className ?? ''}`}
    >
      <h2 id={id} className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** Checked in per ticket type: 'VIP: 12 de 40'. */
export function PerTypePanel({ types }: { types: OccupancyResponse['por_tipo'] }) {
  return (
    <Panel id="check-in-por-tipo" title="Por tipo de ingresso">
      {types.length === 0 ? (
        <p className="text-sm text-slate-600">Nenhum ingresso emitido ainda.</p>
      ) : (
        <ul className="flex flex-col gap-4">
          {types.map((type) => (
            <li key={type.tipo} className="flex flex-col gap-1">
              <p className="text-sm font-medium text-slate-800">{type.tipo}</p>
              <Attendance presentes={type.presentes} total={type.total} size="small" label="" />
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}

/** Per gate (scanner link): its check-ins, its scans and when it last read one. */
export function PerGatePanel({ gates }: { gates: OccupancyResponse['por_portao'] }) {
  return (
    <Panel id="check-in-por-portao" title="Por portão">
      {gates.length === 0 ? (
        <p className="text-sm text-slate-600">
          Nenhum portão ainda: crie um link de check-in para cada portão ou leitor.
        </p>
      ) : (
        <div className="-mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0">
          <table className="w-full text-left text-sm">
            <thead className="text-xs text-slate-600">
              <tr className="border-b border-slate-200">
                <th scope="col" className="py-2 pr-3 font-medium">
                  Portão
                </th>
                <th scope="col" className="px-2 py-2 text-right font-medium">
                  Presentes
                </th>
                <th scope="col" className="px-2 py-2 text-right font-medium">
                  Leituras
                </th>
                <th scope="col" className="py-2 pl-2 text-right font-medium">
                  Última leitura
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {gates.map((gate) => (
                <tr key={gate.id}>
                  <th scope="row" className="py-2 pr-3 font-medium break-words text-slate-900">
                    {gate.portao}
                  </th>
                  <td className="px-2 py-2 text-right tabular-nums">{gate.presentes}</td>
                  <td className="px-2 py-2 text-right tabular-nums">{gate.leituras}</td>
                  <td className="py-2 pl-2 text-right whitespace-nowrap tabular-nums">
                    {gate.ultima_leitura ? (
                      <time dateTime={gate.ultima_leitura}>
                        {formatScanTime(gate.ultima_leitura)}
                      </time>
                    ) : (
                      '—'
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Panel>
  );
}

/**
 * The last scans at every gate, newest first; an admission offers 'Imprimir crachá' for the
 * participant who just came in (issue 31).
 */
export function RecentScansPanel({
  eventId,
  scans,
}: {
  eventId: string;
  scans: OccupancyResponse['ultimas_leituras'];
}) {
  return (
    <Panel id="check-in-ultimas-leituras" title="Últimas leituras">
      {scans.length === 0 ? (
        <p className="text-sm text-slate-600">Nenhuma leitura ainda.</p>
      ) : (
        <ol aria-label="Últimas leituras" className="flex flex-col divide-y divide-slate-100">
          {scans.map((scan) => (
            <li
              key={scan.id}
              className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 py-2.5 text-sm"
            >
              <time dateTime={scan.lido_em} className="font-medium text-slate-900 tabular-nums">
                {formatScanTime(scan.lido_em)}
              </time>
              <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
                <ScanResult result={scan.resultado} />
                <span className="text-slate-700">{scan.portao}</span>
                {scan.offline && <OfflineTag />}
              </div>
              <p className="col-start-2 break-words text-slate-700">
                {scan.participante ?? 'Ingresso não identificado'}
                {scan.tipo && <span className="text-slate-600"> · {scan.tipo}</span>}
                {scan.codigo && (
                  <span className="font-mono text-xs text-slate-600"> · {scan.codigo}</span>
                )}
              </p>
              {scan.resultado === 'valido' && scan.ingresso_id && (
                <div className="col-start-2">
                  <PrintBadgeLink
                    href={ticketBadgeUrl(eventId, scan.ingresso_id)}
                    name={scan.participante ?? undefined}
                  />
                </div>
              )}
            </li>
          ))}
        </ol>
      )}
    </Panel>
  );
}

/** The headline: how many of the tickets issued are inside. */
export function TotalPanel({ presentes, total }: { presentes: number; total: number }) {
  return (
    <section
      aria-labelledby="check-in-presentes"
      className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 sm:p-6"
    >
      <h2 id="check-in-presentes" className="text-sm font-medium text-slate-700">
        Presentes
      </h2>
      <Attendance presentes={presentes} total={total} size="large" label="presentes" />
      <p className="text-sm text-slate-600">
        De {total === 1 ? '1 ingresso emitido' : `${total} ingressos emitidos`} (sem os cancelados).
      </p>
    </section>
  );
}
