import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '@/components/ui/button';

/** 'Mostrando 21–40 de 45' and the pages before and after; nothing when it all fits in one. */
export function Pager({
  page,
  pageSize,
  total,
  onPage,
  label,
  busy = false,
}: {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
  /** Names the navigation ('Páginas dos eventos'). */
  label: string;
  /** The next page is on its way: the buttons wait. */
  busy?: boolean;
}) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1 && page <= 1) return null;
  const first = Math.min(total, (page - 1) * pageSize + 1);
  const last = Math.min(total, page * pageSize);
  return (
    <nav
      aria-label={label}
      className="flex flex-col items-center justify-between gap-3 text-sm text-slate-700 sm:flex-row"
    >
      <p aria-live="polite" className="tabular-nums">
        Mostrando {first}–{last} de {total} · Página {page} de {pages}
      </p>
      <div className="flex gap-2">
        <Button
          variant="outline"
          size="sm"
          onClick={() => onPage(page - 1)}
          disabled={busy || page <= 1}
        >
          <ChevronLeft aria-hidden />
          Anterior
        </Button>
        <Button
          variant="outline"
          size="sm"
          onClick={() => onPage(page + 1)}
          disabled={busy || page >= pages}
        >
          Próxima
          <ChevronRight aria-hidden />
        </Button>
      </div>
    </nav>
  );
}
