import { formatDate, formatTime } from '@bilheteria/domain/dates';
import { History, Trash2 } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { useWatch, type Control } from 'react-hook-form';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { clearDraft, saveDraft, type WizardValues } from '../lib/wizard-values';

/** JSON with sorted keys: the same values always give the same text. */
function stableJson(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(
          Object.entries(inner as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b)),
        )
      : inner,
  );
}

function savedAtText(iso: string): string | null {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  return `${formatDate(date)}, ${formatTime(date)}`;
}

/**
 * Keeps the wizard in this browser while it differs from where it started (empty, or the event
 * as saved), so a reload loses nothing; says so, and offers 'Descartar rascunho'.
 */
export function DraftBar({
  control,
  draftKey,
  baseValues,
  restoredAt,
  frozen,
  onDiscard,
}: {
  control: Control<WizardValues>;
  draftKey: string;
  baseValues: WizardValues;
  /** When the draft this wizard started from was written, if it started from one. */
  restoredAt: string | null;
  /** While saving and once saved, the draft is left as it is (a saved event clears it). */
  frozen: boolean;
  onDiscard: () => void;
}) {
  const values = useWatch({ control });
  const baseJson = useMemo(() => stableJson(baseValues), [baseValues]);
  const valuesJson = stableJson(values);
  const changed = valuesJson !== baseJson;
  const [confirming, setConfirming] = useState(false);

  useEffect(() => {
    if (frozen) return;
    if (changed) saveDraft(draftKey, JSON.parse(valuesJson) as WizardValues);
    else clearDraft(draftKey);
  }, [changed, draftKey, frozen, valuesJson]);

  if (!changed) return null;
  const restored = restoredAt ? savedAtText(restoredAt) : null;
  return (
    <div className="mb-4 flex flex-col gap-3 rounded-lg border border-brand-100 bg-brand-50 px-3 py-2.5 text-sm text-brand-900 sm:flex-row sm:items-center sm:justify-between">
      <p className="flex items-start gap-2">
        <History aria-hidden className="mt-0.5 size-4 shrink-0" />
        {restored
          ? `Rascunho recuperado (de ${restored}): continue de onde parou.`
          : 'Rascunho guardado neste navegador até você salvar o evento.'}
      </p>
      <AlertDialog open={confirming} onOpenChange={setConfirming}>
        <AlertDialogTrigger asChild>
          <Button variant="outline" size="sm" className="shrink-0 bg-white">
            <Trash2 aria-hidden />
            Descartar rascunho
          </Button>
        </AlertDialogTrigger>
        <AlertDialogContent>
          <AlertDialogTitle>Descartar rascunho?</AlertDialogTitle>
          <AlertDialogDescription>
            O que você preencheu e ainda não salvou será apagado, e o formulário volta ao início.
          </AlertDialogDescription>
          <AlertDialogFooter>
            <AlertDialogCancel>Cancelar</AlertDialogCancel>
            <AlertDialogAction onClick={onDiscard}>Descartar</AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </div>
  );
}
