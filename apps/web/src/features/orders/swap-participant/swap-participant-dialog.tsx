import type { Participant } from '@bilheteria/domain/participant';
import { SWAP_TEXTS, type SwapState } from '@bilheteria/domain/participant-swap';
import { Loader2, UserRoundPen } from 'lucide-react';
import { useId, useState } from 'react';
import { FormAlert } from '@/components/form-alert';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { ApiError } from '@/lib/api-client';
import { ApiRequestError } from '@/lib/api-send';
import { notify } from '@/lib/notify';
import { ParticipantSwapForm, swapFieldOf, type SwapField } from './participant-swap-form';
import { useSwapParticipant } from './swap-participant-api';

const deadlineText = (iso: string) =>
  new Intl.DateTimeFormat('pt-BR', {
    dateStyle: 'short',
    timeStyle: 'short',
    timeZone: 'America/Sao_Paulo',
  }).format(new Date(iso));

/**
 * 'Trocar participante' on one ticket: shown only while the API says the swap is allowed (not
 * used, not cancelled, before the organizer's deadline). A modal with the new participant's
 * form (focus kept inside; Esc or 'Voltar' closes it, but not while the swap is under way); a
 * refusal is said inside with everything typed kept, a success in a toast.
 */
export function SwapParticipantButton({
  orderId,
  position,
  holderName,
  swap,
}: {
  orderId: string;
  position: number;
  holderName: string;
  swap: SwapState;
}) {
  const [open, setOpen] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const id = useId();
  const mutation = useSwapParticipant(orderId, position);
  if (!swap.permitida) return null;

  async function onValid(
    participant: Participant,
  ): Promise<{ field: SwapField; message: string }[]> {
    setProblem(null);
    try {
      const answer = await mutation.mutateAsync(participant);
      setOpen(false);
      void notify.success(answer.message);
      return [];
    } catch (error) {
      const fields =
        error instanceof ApiRequestError && error.status === 400
          ? error.errors.flatMap(({ path, message }) => {
              const field = swapFieldOf(path);
              return field ? [{ field, message }] : [];
            })
          : [];
      if (fields.length === 0) {
        setProblem(
          error instanceof ApiError ? error.message : 'Não foi possível trocar o participante.',
        );
      }
      return fields;
    }
  }

  return (
    <>
      <Button
        type="button"
        variant="outline"
        size="sm"
        onClick={() => {
          setProblem(null);
          setOpen(true);
        }}
        aria-label={`${SWAP_TEXTS.action}: ${holderName}`}
      >
        <UserRoundPen aria-hidden />
        {SWAP_TEXTS.action}
      </Button>
      <AlertDialog
        open={open}
        onOpenChange={(next) => {
          if (!next && mutation.isPending) return;
          setOpen(next);
        }}
      >
        <AlertDialogContent className="max-h-[calc(100dvh-2rem)] max-w-2xl overflow-y-auto">
          <AlertDialogTitle>{SWAP_TEXTS.action}</AlertDialogTitle>
          <AlertDialogDescription>
            O ingresso de {holderName} passa para a pessoa abaixo, que recebe um novo ingresso por
            e-mail. O QR code atual deixa de valer.
            {swap.prazo && <> Trocas até {deadlineText(swap.prazo)}.</>}
          </AlertDialogDescription>
          <ParticipantSwapForm idPrefix={id} formId={`${id}-form`} onValid={onValid} />
          <FormAlert message={problem} />
          <AlertDialogFooter>
            <AlertDialogCancel disabled={mutation.isPending}>Voltar</AlertDialogCancel>
            <Button type="submit" form={`${id}-form`} disabled={mutation.isPending}>
              {mutation.isPending && <Loader2 aria-hidden className="animate-spin" />}
              {mutation.isPending ? 'Trocando...' : SWAP_TEXTS.action}
            </Button>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </>
  );
}
