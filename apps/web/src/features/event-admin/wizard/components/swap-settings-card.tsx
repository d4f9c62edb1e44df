import {
  MAX_SWAP_HOURS,
  SWAP_MESSAGES,
  SWAP_TEXTS,
  type SwapSettings,
} from '@bilheteria/domain/participant-swap';
import { Loader2 } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { FormAlert } from '@/components/form-alert';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiError } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { useSaveSwapSettings, useSwapSettings } from '../api/swap-settings';

function SwapSettingsForm({ eventId, saved }: { eventId: string; saved: SwapSettings }) {
  const id = useId();
  const [allowed, setAllowed] = useState(saved.permitida);
  const [hours, setHours] = useState(String(saved.horas_antes));
  const [problem, setProblem] = useState<string | null>(null);
  const save = useSaveSwapSettings(eventId);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const value = Number(hours);
    if (!/^\d+$/.test(hours.trim()) || value > MAX_SWAP_HOURS) {
      setProblem(SWAP_MESSAGES.hoursInvalid);
      document.getElementById(`${id}-horas`)?.focus();
      return;
    }
    setProblem(null);
    try {
      await save.mutateAsync({ permitida: allowed, horas_antes: value });
      void notify.success(SWAP_MESSAGES.settingsSaved);
    } catch (error) {
      setProblem(error instanceof ApiError ? error.message : SWAP_MESSAGES.hoursInvalid);
    }
  }

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
      <div className="flex items-start gap-3">
        <Checkbox
          id={`${id}-permitida`}
          checked={allowed}
          onCheckedChange={(checked) => setAllowed(checked === true)}
          className="mt-0.5"
        />
        <Label htmlFor={`${id}-permitida`} className="leading-snug">
          {SWAP_TEXTS.settingsAllowed}
        </Label>
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${id}-horas`}>{SWAP_TEXTS.settingsHours}</Label>
        <Input
          id={`${id}-horas`}
          inputMode="numeric"
          className="w-32"
          disabled={!allowed}
          value={hours}
          onChange={(event) => setHours(event.target.value)}
          aria-invalid={problem ? true : undefined}
        />
      </div>
      <FormAlert message={problem} />
      <Button type="submit" variant="outline" className="self-start" disabled={save.isPending}>
        {save.isPending && <Loader2 aria-hidden className="animate-spin" />}
        Salvar troca de participante
      </Button>
    </form>
  );
}

/**
 * The event's 'Troca de participante' setting, beside the wizard on the edit page: its own small
 * form and endpoint, so saving it never touches the event's other fields.
 */
export function SwapSettingsCard({ eventId }: { eventId: string }) {
  const headingId = useId();
  const query = useSwapSettings(eventId);
  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 sm:p-6"
    >
      <h2 id={headingId} className="text-lg font-semibold text-slate-900">
        {SWAP_TEXTS.settingsTitle}
      </h2>
      <p className="text-sm text-slate-700">
        O comprador, ou o próprio participante, pode passar o ingresso para outra pessoa até o prazo
        abaixo. O QR code antigo deixa de valer e o novo participante recebe o ingresso por e-mail.
        Ingressos utilizados ou cancelados não podem ser trocados.
      </p>
      {query.isPending && <Skeleton className="h-24 w-full" />}
      {query.isError && <FormAlert message={query.error.message} />}
      {query.data && <SwapSettingsForm key={eventId} eventId={eventId} saved={query.data} />}
    </section>
  );
}
