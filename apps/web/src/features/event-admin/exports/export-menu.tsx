import { EVENT_FORM_MESSAGES } from '@bilheteria/domain/event-texts';
import type { EXPORT_FORMATS, EXPORT_KINDS } from '@bilheteria/domain/organizer-contract';
import { ChevronDown, Download, LoaderCircle } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { ApiError } from '@/lib/api-client';
import { notify } from '@/lib/notify';

export type ExportKind = (typeof EXPORT_KINDS)[number];
export type ExportFormat = (typeof EXPORT_FORMATS)[number];
export interface ExportChoice {
  kind: ExportKind;
  format: ExportFormat;
}

const KIND_LABELS: Record<ExportKind, string> = {
  vendas: 'vendas',
  participantes: 'participantes',
};
const FORMAT_LABELS: Record<ExportFormat, string> = { csv: 'CSV', xlsx: 'Excel, XLSX' };
const CHOICES: readonly ExportChoice[] = [
  { kind: 'vendas', format: 'csv' },
  { kind: 'vendas', format: 'xlsx' },
  { kind: 'participantes', format: 'csv' },
  { kind: 'participantes', format: 'xlsx' },
];

export const EXPORT_FAILED = 'Não foi possível exportar os dados.';
const CONNECTION_MESSAGE = 'Erro de conexão. Verifique sua internet e tente novamente.';

/**
 * A yes/no or consent question of the event (issue 30): its participants' file can hold only
 * those who answered 'Sim' (`?consentimento=<pergunta_id>:sim`).
 */
export interface ConsentFilter {
  id: string;
  titulo: string;
}

/**
 * GET /api/organizador/exportacoes/:kind/:format, for one event (`?evento=`) or all of them;
 * `consent` keeps the participants who answered 'Sim' to that question.
 */
export function exportHref(
  { kind, format }: ExportChoice,
  eventId?: string,
  consent?: ConsentFilter,
): string {
  const params = new URLSearchParams();
  if (eventId) params.set('evento', eventId);
  if (consent) params.set('consentimento', `${consent.id}:sim`);
  const query = params.size > 0 ? `?${params.toString()}` : '';
  return `/api/organizador/exportacoes/${kind}/${format}${query}`;
}

/** The file's name from `Content-Disposition` (RFC 6266: `filename*` wins over `filename`). */
export function filenameOf(disposition: string | null): string | null {
  if (!disposition) return null;
  const extended = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(disposition);
  if (extended?.[1]) {
    try {
      return decodeURIComponent(extended[1].trim());
    } catch {
      // A malformed escape: the plain name below will do.
    }
  }
  const plain = /filename\s*=\s*"([^"]*)"|filename\s*=\s*([^;]+)/i.exec(disposition);
  const name = (plain?.[1] ?? plain?.[2])?.trim();
  return name ? name : null;
}

async function messageOf(response: Response): Promise<string> {
  try {
    const body = (await response.json()) as { message?: unknown };
    if (typeof body.message === 'string') return body.message;
  } catch {
    // Not JSON: the generic message.
  }
  return `Erro ${response.status}`;
}

/** Hands `blob` to the browser as a download named `filename`. */
function saveBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // The download has its own reference to the blob; the address can go after it started.
  window.setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/**
 * Downloads an export with the session cookie and saves it under the server's file name. The
 * file is fetched rather than linked, so that a refusal (a 404, the session gone) is said in a
 * toast instead of becoming a downloaded error page. Throws ApiError.
 */
export function downloadExport(
  choice: ExportChoice,
  eventId?: string,
  consent?: ConsentFilter,
): Promise<string> {
  return downloadFile(exportHref(choice, eventId, consent), `${choice.kind}.${choice.format}`);
}

/** Any of the organizer's files (`href` under /api), saved as `downloadExport` saves. */
export async function downloadFile(href: string, fallbackName: string): Promise<string> {
  let response: Response;
  try {
    response = await fetch(href, { credentials: 'same-origin' });
  } catch {
    throw new ApiError(0, CONNECTION_MESSAGE);
  }
  if (!response.ok) throw new ApiError(response.status, await messageOf(response));
  const blob = await response.blob();
  const filename = filenameOf(response.headers.get('content-disposition')) ?? fallbackName;
  saveBlob(blob, filename);
  return filename;
}

const choiceLabel = ({ kind, format }: ExportChoice) =>
  `${KIND_LABELS[kind].charAt(0).toUpperCase()}${KIND_LABELS[kind].slice(1)} (${FORMAT_LABELS[format]})`;

/**
 * 'Exportar': the main export at one click ('Exportar vendas (CSV)'), the others (sales and
 * participants, CSV for Excel pt-BR or XLSX) in the menu beside it; 'Dados exportados com
 * sucesso!' once the file is saved, the server's reason when it is refused. `eventId` limits the
 * files to one event; without it they cover all the organizer's events.
 */
export function ExportMenu({
  primary = CHOICES[0]!,
  eventId,
  scopeLabel,
  consents = [],
}: {
  primary?: ExportChoice;
  eventId?: string;
  /** What the files cover, for readers ('todos os seus eventos'). */
  scopeLabel: string;
  /** The event's yes/no and consent questions: participants who said 'Sim' to one. */
  consents?: readonly ConsentFilter[];
}) {
  const [busy, setBusy] = useState(false);

  async function run(choice: ExportChoice, consent?: ConsentFilter) {
    if (busy) return;
    setBusy(true);
    try {
      await downloadExport(choice, eventId, consent);
      void notify.success(EVENT_FORM_MESSAGES.exported);
    } catch (error) {
      const reason = error instanceof ApiError ? error.message : CONNECTION_MESSAGE;
      void notify.error(EXPORT_FAILED, reason);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div role="group" aria-label={`Exportar dados de ${scopeLabel}`} className="flex">
      <Button
        variant="outline"
        onClick={() => void run(primary)}
        disabled={busy}
        aria-busy={busy}
        className="rounded-r-none"
      >
        {busy ? <LoaderCircle aria-hidden className="animate-spin" /> : <Download aria-hidden />}
        {busy
          ? 'Exportando...'
          : `Exportar ${KIND_LABELS[primary.kind]} (${FORMAT_LABELS[primary.format]})`}
      </Button>
      <DropdownMenu modal={false}>
        <DropdownMenuTrigger asChild>
          <Button
            variant="outline"
            size="icon"
            disabled={busy}
            className="-ml-px rounded-l-none"
            aria-label="Outras exportações"
          >
            <ChevronDown aria-hidden />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent>
          <DropdownMenuLabel className="text-xs font-medium text-slate-600">
            Exportar dados de {scopeLabel}
          </DropdownMenuLabel>
          <DropdownMenuSeparator />
          {CHOICES.map((choice) => (
            <DropdownMenuItem
              key={`${choice.kind}-${choice.format}`}
              onSelect={() => void run(choice)}
            >
              <Download aria-hidden />
              {choiceLabel(choice)}
            </DropdownMenuItem>
          ))}
          {consents.length > 0 && (
            <>
              <DropdownMenuSeparator />
              <DropdownMenuLabel className="text-xs font-medium text-slate-600">
                Participantes que responderam Sim
              </DropdownMenuLabel>
              {consents.map((consent) => (
                <DropdownMenuItem
                  key={consent.id}
                  onSelect={() => void run({ kind: 'participantes', format: 'csv' }, consent)}
                  className="max-w-80"
                >
                  <Download aria-hidden />
                  <span className="truncate">{`Participantes (CSV): ${consent.titulo}`}</span>
                </DropdownMenuItem>
              ))}
            </>
          )}
        </DropdownMenuContent>
      </DropdownMenu>
    </div>
  );
}
