import { CHECK_IN_RESULT_TEXTS, type CheckInResult } from '@bilheteria/domain/check-in-contract';
import { CircleCheck, CircleX, Repeat } from 'lucide-react';
import { StatusPill } from '@/components/status-pill';

const STYLE: Record<CheckInResult, { className: string; Icon: typeof CircleCheck }> = {
  valido: { className: 'bg-emerald-100 text-emerald-900', Icon: CircleCheck },
  ja_utilizado: { className: 'bg-amber-100 text-amber-950', Icon: Repeat },
  invalido: { className: 'bg-red-100 text-red-800', Icon: CircleX },
};

/** 'Válido', 'Já utilizado' or 'Inválido': colour, icon and the word, never colour alone. */
export function ScanResult({ result }: { result: CheckInResult }) {
  const { className, Icon } = STYLE[result];
  return (
    <StatusPill className={className} icon={<Icon aria-hidden className="size-3.5" />}>
      {CHECK_IN_RESULT_TEXTS[result]}
    </StatusPill>
  );
}

/** Marks what a scanner did while it had no network. */
export function OfflineTag() {
  return (
    <span className="inline-flex items-center rounded-full border border-slate-400 px-2 py-0.5 text-xs font-medium text-slate-700">
      offline
    </span>
  );
}
