import type { ScannerLink } from '@bilheteria/domain/check-in-contract';
import { AlertTriangle, RotateCw } from 'lucide-react';
import { useId, useRef } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/utils';
import { useScannerLinks } from '../api/get-scanner-links';
import { formatDateTime } from '../lib/format';
import { RevokeLinkButton } from './revoke-link-button';

const STATUS_STYLE: Record<ScannerLink['situacao'], string> = {
  Ativo: 'bg-emerald-100 text-emerald-900',
  Expirado: 'bg-slate-200 text-slate-800',
  Revogado: 'bg-red-100 text-red-800',
};

function validity(link: ScannerLink): string {
  if (link.situacao === 'Revogado' && link.revogado_em) {
    return `Revogado em ${formatDateTime(link.revogado_em)}`;
  }
  if (link.situacao === 'Expirado') return `Expirou em ${formatDateTime(link.expira_em)}`;
  return `Vale até ${formatDateTime(link.expira_em)}`;
}

function LinkItem({ eventId, link }: { eventId: string; link: ScannerLink }) {
  const id = useId();
  const name = useRef<HTMLParagraphElement>(null);
  return (
    <li
      aria-labelledby={`${id}-nome`}
      className="flex flex-col gap-3 px-4 py-3 sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="flex min-w-0 flex-col gap-1">
        <div className="flex flex-wrap items-center gap-2">
          <p
            id={`${id}-nome`}
            ref={name}
            tabIndex={-1}
            className="font-semibold break-words text-slate-900 outline-none"
          >
            {link.rotulo}
          </p>
          <Badge className={cn(STATUS_STYLE[link.situacao])}>{link.situacao}</Badge>
        </div>
        <p className="text-sm text-slate-600">
          {validity(link)} · {link.leituras === 1 ? '1 leitura' : `${link.leituras} leituras`}
        </p>
      </div>
      {link.situacao === 'Ativo' && (
        <RevokeLinkButton
          eventId={eventId}
          link={link}
          describedBy={`${id}-nome`}
          afterRevoke={name}
        />
      )}
    </li>
  );
}

/** The event's scanner links: name, status, validity, scans, and 'Revogar' for an active one. */
export function ScannerLinkList({ eventId }: { eventId: string }) {
  const links = useScannerLinks(eventId);

  if (links.isPending) {
    return (
      <div role="status" className="flex flex-col gap-2">
        <span className="sr-only">Carregando os links de check-in...</span>
        <Skeleton aria-hidden className="h-14 w-full" />
        <Skeleton aria-hidden className="h-14 w-full" />
      </div>
    );
  }
  if (links.isError) {
    return (
      <div className="flex flex-col items-start gap-3 rounded-lg border border-red-200 bg-red-50 p-4 text-sm sm:flex-row sm:items-center sm:justify-between">
        <p role="alert" className="flex items-start gap-2 text-red-800">
          <AlertTriangle aria-hidden className="mt-0.5 size-4 shrink-0" />
          Não foi possível carregar os links de check-in.
        </p>
        <Button
          variant="outline"
          size="sm"
          onClick={() => void links.refetch()}
          disabled={links.isFetching}
        >
          <RotateCw aria-hidden className={links.isFetching ? 'animate-spin' : undefined} />
          Tentar novamente
        </Button>
      </div>
    );
  }
  if (links.data.links.length === 0) {
    return (
      <p className="rounded-lg border border-dashed border-slate-300 px-4 py-3 text-sm text-slate-600">
        Nenhum link de check-in ainda. Crie um para cada portão ou leitor.
      </p>
    );
  }
  return (
    <ul
      aria-label="Links de check-in"
      className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white"
    >
      {links.data.links.map((link) => (
        <LinkItem key={link.id} eventId={eventId} link={link} />
      ))}
    </ul>
  );
}
