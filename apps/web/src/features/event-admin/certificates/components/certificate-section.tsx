import { formatDate, formatTime } from '@bilheteria/domain/dates';
import { Award } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { LoadError } from '@/components/load-error';
import { Skeleton } from '@/components/ui/skeleton';
import { usePermissions } from '../../lib/use-permission';
import { useCertificateSettings } from '../api/certificate-settings';
import { useCertificates } from '../api/certificates';
import { CertificateActions } from './certificate-actions';
import { CertificateFigures } from './certificate-figures';
import { CertificateList } from './certificate-list';
import { CertificateSettingsForm } from './certificate-settings-form';

function Loading({ label, className }: { label: string; className: string }) {
  return (
    <div role="status">
      <span className="sr-only">{label}</span>
      <Skeleton aria-hidden className={className} />
    </div>
  );
}

/** The figures and the list of what was issued ('Revogar' on each only for `canRevoke`). */
function Issued({
  userId,
  eventId,
  canRevoke,
}: {
  userId: string;
  eventId: string;
  canRevoke: boolean;
}) {
  const headingId = useId();
  const list = useCertificates(userId, eventId);
  return (
    <section aria-labelledby={headingId} className="flex min-w-0 flex-col gap-4">
      <h3 id={headingId} className="text-base font-semibold text-slate-900">
        Certificados emitidos
      </h3>
      {list.isPending ? (
        <Loading label="Carregando os certificados..." className="h-40 w-full rounded-xl" />
      ) : list.isError ? (
        <LoadError
          message="Não foi possível carregar os certificados. Tente novamente."
          onRetry={() => void list.refetch()}
          retrying={list.isFetching}
        />
      ) : (
        <>
          <CertificateFigures summary={list.data.resumo} />
          {list.data.certificados.length === 0 ? (
            <p className="rounded-lg border border-dashed border-slate-300 px-4 py-6 text-center text-sm text-slate-600">
              Nenhum certificado emitido ainda.
            </p>
          ) : (
            <CertificateList
              certificates={list.data.certificados}
              userId={userId}
              eventId={eventId}
              canRevoke={canRevoke}
            />
          )}
        </>
      )}
    </section>
  );
}

/**
 * 'Certificado' in the event's report (issue 31): for whoever may edit the event, the
 * certificate's settings, its preview, 'Emitir agora', and what was issued with 'Revogar'; for
 * whoever reads the reports (Financeiro, Visualização), what was issued and its figures only.
 */
export function CertificateSection({ userId, eventId }: { userId: string; eventId: string }) {
  const can = usePermissions();
  if (can('eventos:editar')) return <Certificate userId={userId} eventId={eventId} />;
  if (can('relatorios')) {
    return (
      <Frame description="Certificados de participação emitidos para este evento, com código verificável.">
        <Issued userId={userId} eventId={eventId} canRevoke={false} />
      </Frame>
    );
  }
  return null;
}

function Frame({ description, children }: { description: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="flex min-w-0 flex-col gap-6 rounded-xl border border-slate-200 bg-white p-4 sm:p-6"
    >
      <div className="flex min-w-0 items-start gap-3">
        <Award aria-hidden className="mt-0.5 size-5 shrink-0 text-brand-700" />
        <div className="min-w-0">
          <h2 id={headingId} className="text-lg font-semibold text-slate-900">
            Certificado
          </h2>
          <p className="mt-1 text-sm text-slate-700">{description}</p>
        </div>
      </div>
      {children}
    </section>
  );
}

function Certificate({ userId, eventId }: { userId: string; eventId: string }) {
  const settings = useCertificateSettings(userId, eventId);
  const automatic = settings.data && new Date(settings.data.emissao_automatica_em);
  return (
    <Frame
      description={
        'Certificado de participação com código verificável.' +
        (automatic
          ? ` Emitido automaticamente ao fim do evento (${formatDate(automatic)}, ${formatTime(automatic)}) ou quando você clicar em “Emitir agora”.`
          : '')
      }
    >
      {settings.isPending ? (
        <Loading label="Carregando o certificado..." className="h-72 w-full rounded-xl" />
      ) : settings.isError ? (
        <LoadError
          message="Não foi possível carregar o certificado. Tente novamente."
          onRetry={() => void settings.refetch()}
          retrying={settings.isFetching}
        />
      ) : (
        <CertificateSettingsForm userId={userId} eventId={eventId} settings={settings.data} />
      )}
      <CertificateActions userId={userId} eventId={eventId} />
      <Issued userId={userId} eventId={eventId} canRevoke />
    </Frame>
  );
}
