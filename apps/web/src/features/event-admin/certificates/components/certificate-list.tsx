import {
  certificateVerificationPath,
  type OrganizerCertificate,
} from '@bilheteria/domain/certificate-contract';
import { calendarDay } from '@bilheteria/domain/dates';
import { Ban, CircleCheck, Mail } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { ResponsiveList } from '@/components/responsive-list';
import { StatusPill } from '@/components/status-pill';
import { RevokeCertificateAction } from './revoke-certificate-action';

/** 'dd/mm/aaaa' in São Paulo. */
export function shortDate(iso: string): string {
  const [year, month, day] = calendarDay(new Date(iso)).split('-');
  return `${day}/${month}/${year}`;
}

function CertificateStatus({ certificate }: { certificate: OrganizerCertificate }) {
  if (certificate.revogado_em) {
    return (
      <StatusPill className="bg-red-100 text-red-800" icon={<Ban aria-hidden className="size-3" />}>
        Revogado em {shortDate(certificate.revogado_em)}
      </StatusPill>
    );
  }
  if (certificate.enviado_em) {
    return (
      <StatusPill
        className="bg-green-100 text-green-800"
        icon={<Mail aria-hidden className="size-3" />}
      >
        Enviado por e-mail
      </StatusPill>
    );
  }
  return (
    <StatusPill
      className="bg-slate-100 text-slate-700"
      icon={<CircleCheck aria-hidden className="size-3" />}
    >
      Emitido
    </StatusPill>
  );
}

function CodeLink({ code }: { code: string }) {
  return (
    <Link
      to={certificateVerificationPath(code)}
      className="font-mono text-brand-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-700"
    >
      {code}
    </Link>
  );
}

/**
 * The event's certificates: a table from 'md' up (its own scrolling box), a card each on a
 * phone; 'Revogar' on each one still valid, for whoever may revoke.
 */
export function CertificateList({
  certificates,
  userId,
  eventId,
  canRevoke,
}: {
  certificates: readonly OrganizerCertificate[];
  userId: string;
  eventId: string;
  /** 'Revogar' is for whoever may edit the event; report readers see the list only. */
  canRevoke: boolean;
}) {
  const id = useId();
  const nameId = (certificate: OrganizerCertificate, where: string) =>
    `${id}-${where}-${certificate.codigo}`;
  const revoke = (certificate: OrganizerCertificate, where: string) =>
    certificate.revogado_em || !canRevoke ? null : (
      <RevokeCertificateAction
        certificate={certificate}
        userId={userId}
        eventId={eventId}
        describedBy={nameId(certificate, where)}
      />
    );
  return (
    <ResponsiveList
      items={certificates}
      itemKey={(certificate) => certificate.codigo}
      caption="Certificados emitidos"
      header={
        <>
          <th scope="col" className="px-4 py-3 font-medium">
            Participante
          </th>
          <th scope="col" className="px-4 py-3 font-medium">
            E-mail
          </th>
          <th scope="col" className="px-4 py-3 font-medium">
            Código
          </th>
          <th scope="col" className="px-4 py-3 font-medium">
            Emitido em
          </th>
          <th scope="col" className="px-4 py-3 font-medium">
            Situação
          </th>
          {canRevoke && (
            <th scope="col" className="px-4 py-3 font-medium">
              <span className="sr-only">Ações</span>
            </th>
          )}
        </>
      }
      row={(certificate) => (
        <>
          <th
            scope="row"
            id={nameId(certificate, 'linha')}
            className="px-4 py-3 font-medium text-slate-900"
          >
            {certificate.nome}
          </th>
          <td className="px-4 py-3 text-slate-700 wrap-anywhere">{certificate.email}</td>
          <td className="px-4 py-3 whitespace-nowrap">
            <CodeLink code={certificate.codigo} />
          </td>
          <td className="px-4 py-3 whitespace-nowrap text-slate-700">
            {shortDate(certificate.emitido_em)}
          </td>
          <td className="px-4 py-3">
            <CertificateStatus certificate={certificate} />
          </td>
          {canRevoke && <td className="px-4 py-3 text-right">{revoke(certificate, 'linha')}</td>}
        </>
      )}
      card={(certificate) => (
        <article className="flex flex-col gap-2 rounded-xl border border-slate-200 bg-white p-4">
          <h4
            id={nameId(certificate, 'cartao')}
            className="font-semibold text-slate-900 wrap-anywhere"
          >
            {certificate.nome}
          </h4>
          <p className="text-sm text-slate-700 wrap-anywhere">{certificate.email}</p>
          <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-slate-700">
            <CodeLink code={certificate.codigo} />
            <span>· emitido em {shortDate(certificate.emitido_em)}</span>
          </p>
          <div className="flex flex-wrap items-center justify-between gap-2">
            <CertificateStatus certificate={certificate} />
            {revoke(certificate, 'cartao')}
          </div>
        </article>
      )}
    />
  );
}
