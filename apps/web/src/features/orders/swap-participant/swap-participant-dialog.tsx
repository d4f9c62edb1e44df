import type { Participant } from '@bilheteria/domain/participant';
import { SWAP_TEXTS, type SwapState } from '@bilheteria/domain/participant-swap';
import { questionsFor, type QuestionView } from '@bilheteria/domain/registration-questions';
import { Loader2, UserRoundPen } from 'lucide-react';
import { useId, useState } from 'react';
import { useEventQuestions } from '@/api/get-event-questions';
import { FormAlert } from '@/components/form-alert';
import { LoadError } from '@/components/load-error';
import { PrivacyLink } from '@/components/privacy-link';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiError } from '@/lib/api-client';
import { ApiRequestError } from '@/lib/api-send';
import { notify } from '@/lib/notify';
import {
  ParticipantSwapForm,
  swapErrorsOf,
  type SwapAnswers,
  type SwapPath,
} from './participant-swap-form';
import { useSwapParticipant } from './swap-participant-api';

const deadlineText = (iso: string) =>
  new Intl.DateTimeFormat('pt-BR', {
    dateStyle: 'short',
    timeStyle: 'short',
    timeZone: 'America/Sao_Paulo',
  }).format(new Date(iso));

function LoadingForm() {
  return (
    <div role="status" className="flex flex-col gap-3">
      <span className="sr-only">Carregando o formulário...</span>
      <Skeleton className="h-10 w-full" />
      <Skeleton className="h-10 w-full" />
      <Skeleton className="h-10 w-full" />
    </div>
  );
}

/**
 * 'Trocar participante' on one ticket: shown only while the API says the swap is allowed (not
 * used, not cancelled, before the organizer's deadline). A modal with the new participant's
 * form, the event's questions for this ticket's type among its fields (focus kept inside; Esc
 * or 'Voltar' closes it, but not while the swap is under way); a refusal is said inside with
 * everything typed kept, a success in a toast.
 */
export function SwapParticipantButton({
  orderId,
  position,
  holderName,
  swap,
  eventId,
  ticketTypeId,
}: {
  orderId: string;
  position: number;
  holderName: string;
  swap: SwapState;
  /** The ticket's event and type: which of the event's questions the new participant answers. */
  eventId: string;
  ticketTypeId: string;
}) {
  const [open, setOpen] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const id = useId();
  const mutation = useSwapParticipant(orderId, position);
  // Asked once the dialog opens: most tickets are never swapped.
  const questions = useEventQuestions(eventId, { enabled: open && swap.permitida });
  if (!swap.permitida) return null;

  async function onValid(
    participant: Participant,
    respostas: SwapAnswers,
    asked: readonly QuestionView[],
  ): Promise<{ path: SwapPath; message: string }[]> {
    setProblem(null);
    try {
      const answer = await mutation.mutateAsync({ participant, respostas });
      setOpen(false);
      void notify.success(answer.message);
      return [];
    } catch (error) {
      const fields =
        error instanceof ApiRequestError && error.status === 400
          ? swapErrorsOf(error.errors, asked)
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
          {questions.isPending ? (
            <LoadingForm />
          ) : questions.isError ? (
            <LoadError
              message="Não foi possível carregar o formulário do novo participante."
              onRetry={() => void questions.refetch()}
              retrying={questions.isFetching}
              className="py-6"
            />
          ) : (
            <ParticipantSwapForm
              idPrefix={id}
              formId={`${id}-form`}
              questions={questions.data.perguntas}
              ticketTypeId={ticketTypeId}
              onValid={(participant, respostas) =>
                onValid(
                  participant,
                  respostas,
                  questionsFor(questions.data.perguntas, ticketTypeId),
                )
              }
            />
          )}
          <FormAlert message={problem} />
          {/* A new tab: what is typed here stays. */}
          <PrivacyLink />
          <AlertDialogFooter>
            <AlertDialogCancel disabled={mutation.isPending}>Voltar</AlertDialogCancel>
            <Button
              type="submit"
              form={`${id}-form`}
              disabled={mutation.isPending || !questions.isSuccess}
            >
              {mutation.isPending && <Loader2 aria-hidden className="animate-spin" />}
              {mutation.isPending ? 'Trocando...' : SWAP_TEXTS.action}
            </Button>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </>
  );
}
