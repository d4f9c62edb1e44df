import {
  CARGO_GROUPS,
  DEPARTAMENTOS,
  ESTADOS,
  NIVEIS_RESPONSABILIDADE,
  NUMERO_FUNCIONARIOS,
  SEGMENTOS,
} from '@bilheteria/domain/enumerations';
import { maskPhone, onlyDigits } from '@bilheteria/domain/input-masks';
import {
  EMPTY_PARTICIPANT,
  PARTICIPANT_LIMITS,
  type Participant,
} from '@bilheteria/domain/participant';
import {
  questionsFor,
  type AnswerValue,
  type QuestionView,
} from '@bilheteria/domain/registration-questions';
import { useState, type ChangeEvent, type ReactNode } from 'react';
import { Controller, useForm, type UseFormRegisterReturn } from 'react-hook-form';
import { QuestionField } from '@/components/forms/question-field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import type { ApiFieldError } from '@/lib/api-send';
import {
  answerFieldErrors,
  answersStart,
  participantResolver,
  respostasOf,
  type ParticipantFormValues,
} from '@/lib/question-answers';

export type SwapField = Exclude<keyof ParticipantFormValues, 'respostas'>;
/** A field of the form, or the answer to one of the event's questions. */
export type SwapPath = SwapField | `respostas.${string}`;
export type SwapAnswers = { pergunta_id: string; valor: AnswerValue }[];

/** An API field name of a 400 ('Telefone_Celular') → the form's ('telefone_celular'). */
export function swapFieldOf(path: string): SwapField | null {
  const field =
    path === 'Termo_de_responsabilidade' ? 'termo_responsabilidade' : path.toLowerCase();
  return Object.hasOwn(EMPTY_PARTICIPANT, field) ? (field as SwapField) : null;
}

/**
 * A 400's errors placed in the form: the spec's fields by their API names, the answers at
 * `respostas.<pergunta_id>` (only the questions this form asks); the rest are not the form's.
 */
export function swapErrorsOf(
  errors: readonly ApiFieldError[],
  asked: readonly QuestionView[],
): { path: SwapPath; message: string }[] {
  const fields = errors.flatMap(({ path, message }) => {
    const field = swapFieldOf(path);
    return field ? [{ path: field, message }] : [];
  });
  const answers = answerFieldErrors(errors, asked).map(({ questionId, message }) => ({
    path: `respostas.${questionId}` as const,
    message,
  }));
  return [...fields, ...answers];
}

type Options = readonly (string | { label: string; options: readonly string[] })[];

const SELECTS: readonly [SwapField, string, Options][] = [
  ['cargo', 'Cargo', CARGO_GROUPS],
  ['departamento', 'Departamento', DEPARTAMENTOS],
  ['segmento', 'Segmento', SEGMENTOS],
  ['numero_funcionarios', 'Número de funcionários', NUMERO_FUNCIONARIOS],
  ['nivel_responsabilidade', 'Nível de responsabilidade', NIVEIS_RESPONSABILIDADE],
];

const SELECT_CLASS =
  'h-10 w-full rounded-lg border border-slate-300 bg-white px-3 text-base text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-700 aria-[invalid=true]:border-red-600 sm:text-sm';

/**
 * The new participant's details for 'Trocar participante': the checkout's fields (spec §3) and
 * the event's own questions for this ticket's type (issue 30), judged by the same schemas with
 * the same pt-BR messages (every error at once), in controls that fit a phone's dialog. Blank
 * answers are not sent. `onValid` answers the server's errors, shown under their fields (the
 * first one focused).
 */
export function ParticipantSwapForm({
  idPrefix,
  formId,
  questions,
  ticketTypeId,
  onValid,
}: {
  idPrefix: string;
  formId: string;
  /** The event's questions (GET /api/eventos/:id/perguntas); the ticket's type picks its own. */
  questions: readonly QuestionView[];
  ticketTypeId: string;
  onValid: (
    participant: Participant,
    respostas: SwapAnswers,
  ) => Promise<{ path: SwapPath; message: string }[]>;
}) {
  const [asked] = useState(() => questionsFor(questions, ticketTypeId));
  // The schemas judge the form's own values ('' for a choice not made, false unchecked).
  const [resolver] = useState(() => participantResolver(questions, asked, ticketTypeId));
  const {
    register,
    control,
    handleSubmit,
    getValues,
    setError,
    setFocus,
    setValue,
    formState: { errors },
  } = useForm<ParticipantFormValues, unknown, Participant>({
    resolver,
    defaultValues: { ...EMPTY_PARTICIPANT, respostas: answersStart(asked, undefined) },
  });

  async function submit(participant: Participant) {
    const refused = await onValid(participant, respostasOf(asked, getValues('respostas')));
    for (const { path, message } of refused) setError(path, { type: 'server', message });
    if (refused[0]) setFocus(refused[0].path);
  }

  const id = (field: SwapField) => `${idPrefix}-${field}`;
  const a11y = (field: SwapField) => {
    const error = errors[field]?.message;
    return {
      id: id(field),
      'aria-invalid': error ? true : undefined,
      'aria-describedby': error ? `${id(field)}-erro` : undefined,
    };
  };
  const field = (name: SwapField, label: string, control: ReactNode, required = true) => (
    <div key={name} className="flex flex-col gap-1.5">
      <Label htmlFor={id(name)}>
        {label}
        {required && (
          <span aria-hidden className="text-red-700">
            {' '}
            *
          </span>
        )}
      </Label>
      {control}
      {errors[name]?.message && (
        <p id={`${id(name)}-erro`} className="text-sm text-red-700">
          {errors[name].message}
        </p>
      )}
    </div>
  );
  const text = (
    name: SwapField,
    label: string,
    extra: Partial<UseFormRegisterReturn> & Record<string, unknown> = {},
  ) =>
    field(
      name,
      label,
      <Input {...a11y(name)} required={name !== 'cpf'} {...register(name)} {...extra} />,
      name !== 'cpf',
    );
  const phone = (name: 'telefone_comercial' | 'telefone_celular', label: string) =>
    text(name, label, {
      type: 'tel',
      inputMode: 'tel',
      maxLength: PARTICIPANT_LIMITS.phone,
      ...register(name, {
        onChange: (event: ChangeEvent<HTMLInputElement>) =>
          setValue(name, maskPhone(event.target.value)),
      }),
    });

  return (
    <form
      id={formId}
      noValidate
      aria-label="Dados do novo participante"
      onSubmit={(event) => void handleSubmit(submit)(event)}
      className="grid gap-4 sm:grid-cols-2"
    >
      {text('nome', 'Nome', { autoComplete: 'off', maxLength: PARTICIPANT_LIMITS.name })}
      {text('sobrenome', 'Sobrenome', { autoComplete: 'off', maxLength: PARTICIPANT_LIMITS.name })}
      {text('email', 'E-mail', {
        type: 'email',
        inputMode: 'email',
        autoComplete: 'off',
        maxLength: PARTICIPANT_LIMITS.email,
      })}
      {text('cpf', 'CPF', {
        inputMode: 'numeric',
        maxLength: PARTICIPANT_LIMITS.cpf,
        ...register('cpf', {
          onChange: (event: ChangeEvent<HTMLInputElement>) =>
            setValue('cpf', onlyDigits(event.target.value, PARTICIPANT_LIMITS.cpf)),
        }),
      })}
      {phone('telefone_comercial', 'Telefone comercial')}
      {phone('telefone_celular', 'Celular')}
      {text('empresa', 'Empresa', { maxLength: PARTICIPANT_LIMITS.empresa })}
      {SELECTS.map(([name, label, options]) =>
        field(
          name,
          label,
          <select {...a11y(name)} required className={SELECT_CLASS} {...register(name)}>
            <option value="">Selecione</option>
            {options.map((option) =>
              typeof option === 'string' ? (
                <option key={option}>{option}</option>
              ) : (
                <optgroup key={option.label} label={option.label}>
                  {option.options.map((value) => (
                    <option key={value}>{value}</option>
                  ))}
                </optgroup>
              ),
            )}
          </select>,
        ),
      )}
      {field(
        'uf',
        'Estado (UF)',
        <select {...a11y('uf')} required className={SELECT_CLASS} {...register('uf')}>
          <option value="">Selecione</option>
          {ESTADOS.map((estado) => (
            <option key={estado.code} value={estado.code}>
              {estado.name}
            </option>
          ))}
        </select>,
      )}
      {text('cidade', 'Cidade', { maxLength: PARTICIPANT_LIMITS.cidade })}
      {asked.length > 0 && (
        <fieldset className="flex min-w-0 flex-col gap-4 sm:col-span-2">
          <legend className="mb-4 text-sm font-semibold uppercase tracking-wide text-slate-500">
            Informações adicionais
          </legend>
          {asked.map((question) => (
            <Controller
              key={question.id}
              control={control}
              name={`respostas.${question.id}`}
              render={({ field }) => (
                <QuestionField
                  question={question}
                  id={`${idPrefix}-pergunta-${question.id}`}
                  error={errors.respostas?.[question.id]?.message}
                  field={field}
                />
              )}
            />
          ))}
        </fieldset>
      )}
      <div className="flex flex-col gap-1.5 sm:col-span-2">
        <div className="flex items-start gap-3">
          <input
            type="checkbox"
            {...a11y('termo_responsabilidade')}
            className="mt-1 size-4 accent-brand-700"
            {...register('termo_responsabilidade')}
          />
          <Label htmlFor={id('termo_responsabilidade')} className="leading-snug">
            O novo participante leu e aceita os termos de responsabilidade
            <span aria-hidden className="text-red-700">
              {' '}
              *
            </span>
          </Label>
        </div>
        {errors.termo_responsabilidade?.message && (
          <p id={`${id('termo_responsabilidade')}-erro`} className="text-sm text-red-700">
            {errors.termo_responsabilidade.message}
          </p>
        )}
      </div>
    </form>
  );
}
