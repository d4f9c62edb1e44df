import type { OrganizerCertificatesView } from '@bilheteria/domain/certificate-contract';

const FIGURES: [key: keyof OrganizerCertificatesView['resumo'], label: string][] = [
  ['emitidos', 'Emitidos'],
  ['enviados', 'Enviados por e-mail'],
  ['baixados', 'Baixados'],
  ['revogados', 'Revogados'],
  ['pendentes', 'Pendentes'],
];

/** The certificates' figures: issued, e-mailed, downloaded, revoked, still due. */
export function CertificateFigures({ summary }: { summary: OrganizerCertificatesView['resumo'] }) {
  return (
    <dl
      aria-label="Números dos certificados"
      className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5"
    >
      {FIGURES.map(([key, label]) => (
        <div key={key} className="flex flex-col gap-1 rounded-lg border border-slate-200 p-3">
          <dt className="text-xs font-medium text-slate-600">{label}</dt>
          <dd className="text-2xl font-bold text-slate-900 tabular-nums">
            {summary[key].toLocaleString('pt-BR')}
          </dd>
        </div>
      ))}
    </dl>
  );
}
