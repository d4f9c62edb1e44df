import {
  CERTIFICATE_MESSAGES,
  formatCertificateHours,
  type CertificateVerification,
} from '@bilheteria/domain/certificate-contract';
import { formatDate } from '@bilheteria/domain/dates';
import { BadgeCheck, Ban, FileQuestion } from 'lucide-react';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { LoadError } from '@/components/load-error';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiError } from '@/lib/api-client';
import { cn } from '@/lib/utils';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useCertificateVerification } from './api/get-certificate-verification';
import { VerifyCodeForm } from './components/verify-code-form';

/** 'YYYY-MM-DD' (São Paulo's day) as '05 de Março, 2027': noon UTC is that day there too. */
const dayLabel = (day: string) => formatDate(new Date(`${day}T15:00:00.000Z`));

function Outcome({
  tone,
  icon,
  title,
  children,
}: {
  tone: 'valid' | 'revoked' | 'unknown';
  icon: ReactNode;
  title: string;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby="certificado-titulo"
      className={cn(
        'flex flex-col gap-4 rounded-xl border p-5 sm:p-8',
        tone === 'valid' && 'border-green-300 bg-green-50',
        tone === 'revoked' && 'border-red-300 bg-red-50',
        tone === 'unknown' && 'border-slate-200 bg-white',
      )}
    >
      <div className="flex items-center gap-3">
        <span
          className={cn(
            'flex size-10 shrink-0 items-center justify-center rounded-full [&_svg]:size-6',
            tone === 'valid' && 'bg-green-700 text-white',
            tone === 'revoked' && 'bg-red-700 text-white',
            tone === 'unknown' && 'bg-slate-200 text-slate-700',
          )}
        >
          {icon}
        </span>
        <h1 id="certificado-titulo" className="text-2xl font-bold tracking-tight text-slate-900">
          {title}
        </h1>
      </div>
      {children}
    </section>
  );
}

function Facts({ facts }: { facts: [label: string, value: ReactNode][] }) {
  return (
    <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2">
      {facts.map(([label, value]) => (
        <div key={label} className="flex min-w-0 flex-col gap-0.5">
          <dt className="text-xs font-medium tracking-wide text-slate-600 uppercase">{label}</dt>
          <dd className="text-base text-slate-900 wrap-anywhere">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

const code = (text: string) => <span className="font-mono font-semibold">{text}</span>;

function Answer({ certificate }: { certificate: CertificateVerification }) {
  if (certificate.valido) {
    return (
      <Outcome tone="valid" icon={<BadgeCheck aria-hidden />} title="Certificado válido">
        <p className="text-slate-800">Este certificado é autêntico.</p>
        <Facts
          facts={[
            ['Nome', certificate.nome],
            ['Evento', certificate.evento],
            ['Data', dayLabel(certificate.data)],
            ['Carga horária', formatCertificateHours(certificate.carga_horaria)],
            ['Organização', certificate.organizacao],
            ['Código', code(certificate.codigo)],
          ]}
        />
      </Outcome>
    );
  }
  return (
    <Outcome tone="revoked" icon={<Ban aria-hidden />} title="Certificado revogado">
      <p className="text-slate-800">
        {certificate.revogado_em
          ? `Este certificado foi revogado em ${formatDate(new Date(certificate.revogado_em))} e não é mais válido.`
          : 'Este certificado não é mais válido.'}
      </p>
      <Facts
        facts={[
          ['Evento', certificate.evento],
          ['Código', code(certificate.codigo)],
        ]}
      />
    </Outcome>
  );
}

function Verification({ codigo }: { codigo: string }) {
  const verification = useCertificateVerification(codigo);
  if (verification.isPending) {
    return (
      <div role="status" className="flex flex-col gap-3">
        <span className="sr-only">Verificando o certificado...</span>
        <Skeleton className="h-10 w-2/3" />
        <Skeleton className="h-40 w-full rounded-xl" />
      </div>
    );
  }
  if (verification.isError) {
    const { error } = verification;
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) {
      return (
        <>
          <Outcome
            tone="unknown"
            icon={<FileQuestion aria-hidden />}
            title={error.status === 404 ? 'Certificado não encontrado' : 'Código inválido'}
          >
            <p role="alert" className="text-slate-800">
              {error.message ||
                (error.status === 404
                  ? CERTIFICATE_MESSAGES.notFound
                  : CERTIFICATE_MESSAGES.codeInvalid)}
            </p>
          </Outcome>
          <VerifyCodeForm title="Verificar um código" />
        </>
      );
    }
    return (
      <LoadError
        message="Não foi possível verificar o certificado. Verifique sua conexão e tente novamente."
        onRetry={() => void verification.refetch()}
        retrying={verification.isFetching}
      />
    );
  }
  return (
    <>
      <Answer certificate={verification.data} />
      <VerifyCodeForm />
    </>
  );
}

/**
 * /certificados/:codigo (issue 31, public; the certificate's QR leads here): whether the
 * certificate is valid, with what it certifies — name, event, day, hours, organization — or
 * revoked, or unknown; and a form to verify another code. Nothing else about the person.
 */
export function CertificateVerificationPage() {
  const { codigo = '' } = useParams();
  useDocumentTitle('Verificação de certificado');
  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-6 px-4 py-8 sm:py-12">
      <p className="text-sm font-medium text-brand-700">Verificação de certificado</p>
      <Verification key={codigo} codigo={codigo} />
    </div>
  );
}
