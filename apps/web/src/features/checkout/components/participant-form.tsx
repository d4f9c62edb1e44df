import { CHECKOUT_MESSAGES } from '@bilheteria/domain/checkout-contract';
import type { Participant } from '@bilheteria/domain/participant';
import { questionsFor, type QuestionView } from '@bilheteria/domain/registration-questions';
import { ArrowRight, Loader2 } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useForm, type FieldPath } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { ApiError } from '@/lib/api-client';
import { ApiRequestError } from '@/lib/api-send';
import {
  participantFormStart,
  saveParticipant as storeParticipant,
  saveParticipantDraft,
  type ParticipantFormValues,
} from '../lib/participants';
import { notify } from '@/lib/notify';
import {
  answerFieldErrors,
  answersStart,
  participantResolver,
  respostasOf,
} from '@/lib/question-answers';
import { useSaveParticipant } from '../api/save-participant';
import { formFieldErrors } from '../comprador-fields';
import { LocationSection } from './participant-location-section';
import { PersonalSection } from './participant-personal-section';
import { ProfessionalSection } from './participant-professional-section';
import { QuestionsSection } from './participant-questions-section';
import type { ParticipantField } from './participant-section';
import { TermsSection } from './participant-terms-section';

/**
 * Spec §2/§5 participant form for one ticket position: every field with its label, mask and
 * limit, validated by the shared participant schema (pt-BR messages under each field, the first
 * invalid field focused). What is typed is kept as a draft; a successful save stores the
 * participant and its buyer id by position (spec §3 keys).
 */
export function ParticipantForm({
  orderId,
  position,
  total,
  questions,
  ticketTypeId,
  onSaved,
  onOrderClosed,
}: {
  orderId: string;
  position: number;
  total: number;
  /** The event's own questions (issue 30); this ticket's type picks the ones asked. */
  questions: readonly QuestionView[];
  /** The type of the ticket at this position (null when the order does not say). */
  ticketTypeId: string | null;
  onSaved: (position: number) => void;
  /** The order is no longer reserved (409): the page asks the server again. */
  onOrderClosed: () => void;
}) {
  const baseId = useId();
  const id = (field: ParticipantField) => `${baseId}-${field}`;
  const [asked] = useState(() =>
    ticketTypeId === null ? [] : questionsFor(questions, ticketTypeId),
  );
  const [defaultValues] = useState(() => {
    const start = participantFormStart(position);
    return { ...start, respostas: answersStart(asked, start.respostas) };
  });
  /**
   * The schemas judge the form's own values: '' for an option not chosen yet and false for the
   * unchecked box are refused by them with the spec's messages, so the form may hold them.
   */
  const [resolver] = useState(() => participantResolver(questions, asked, ticketTypeId));
  const {
    register,
    control,
    handleSubmit,
    setError,
    setFocus,
    subscribe,
    getValues,
    formState: { errors },
  } = useForm<ParticipantFormValues, unknown, Participant>({ resolver, defaultValues });
  const save = useSaveParticipant();
  const saving = save.isPending;

  // Every change is kept, so a reload in the middle of typing loses nothing.
  useEffect(
    () =>
      subscribe({
        formState: { values: true },
        callback: ({ values, name }) => {
          if (name) saveParticipantDraft(position, values);
        },
      }),
    [subscribe, position],
  );

  async function onValid(participant: Participant) {
    const answers = getValues('respostas');
    try {
      const { id: compradorId } = await save.mutateAsync({
        orderId,
        position,
        participant,
        respostas: respostasOf(asked, answers),
      });
      storeParticipant(position, { ...participant, respostas: answers }, compradorId);
      onSaved(position);
    } catch (error) {
      const badRequest = error instanceof ApiRequestError && error.status === 400;
      const fields = badRequest ? formFieldErrors(error.errors) : [];
      for (const { field, message } of fields) setError(field, { type: 'server', message });
      const answerErrors = badRequest ? answerFieldErrors(error.errors, asked) : [];
      for (const { questionId, message } of answerErrors) {
        setError(`respostas.${questionId}`, { type: 'server', message });
      }
      const first =
        fields[0]?.field ?? answerErrors.map(({ questionId }) => `respostas.${questionId}`)[0];
      if (first) setFocus(first as FieldPath<ParticipantFormValues>);
      // The server's reason, when it is not about the fields ('Este pedido não está mais…').
      const reason = error instanceof ApiError && error.status !== 400 ? error.message : undefined;
      void notify.error(CHECKOUT_MESSAGES.saveFailed, reason);
      if (error instanceof ApiError && error.status === 409) onOrderClosed();
    }
  }

  const sections = { control, register, errors, id };
  const last = position === total;

  return (
    <form
      noValidate
      aria-label={`Dados do participante ${position}`}
      onSubmit={(event) => void handleSubmit(onValid)(event)}
      className="flex flex-col gap-8"
    >
      <p className="text-sm text-slate-600">
        Campos marcados com <span className="font-semibold text-red-700">*</span> são obrigatórios.
      </p>

      <PersonalSection {...sections} />
      <ProfessionalSection {...sections} />
      <LocationSection {...sections} />
      <QuestionsSection
        questions={asked}
        control={control}
        errors={errors}
        id={(questionId) => `${baseId}-pergunta-${questionId}`}
      />
      <TermsSection {...sections} textId={`${baseId}-termos`} />

      <div className="flex flex-col-reverse gap-3 border-t border-slate-200 pt-6 sm:flex-row sm:items-center sm:justify-end">
        <Button type="submit" size="lg" disabled={saving} className="w-full sm:w-auto">
          {saving ? (
            <>
              <Loader2 aria-hidden className="animate-spin" />
              Salvando...
            </>
          ) : (
            <>
              {last ? 'Finalizar e Ir para Pagamento' : 'Salvar e Próximo Participante'}
              <ArrowRight aria-hidden />
            </>
          )}
        </Button>
      </div>
    </form>
  );
}
