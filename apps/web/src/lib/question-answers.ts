import { zodResolver } from '@hookform/resolvers/zod';
import {
  participantSchema,
  type Participant,
  type ParticipantFormValues as SeedFormValues,
} from '@bilheteria/domain/participant';
import {
  answersSchemaFor,
  type AnswerValue,
  type QuestionView,
} from '@bilheteria/domain/registration-questions';
import { set, type FieldErrors, type Resolver } from 'react-hook-form';

/**
 * The event's own questions in a participant's form (issue 30): the checkout's and the one of
 * 'Trocar participante'. The form holds each answer as its control does
 * (components/forms/question-field.tsx): text for text, number, date and one choice; a list for
 * several choices; 'sim' / 'nao' (or '') for yes/no; true / false for a consent.
 */
export type AnswerFormValue = string | string[] | boolean;
export type Answers = Record<string, AnswerFormValue>;

/** A participant form's values: the spec's fields and the answers by question id. */
export type ParticipantFormValues = SeedFormValues & { respostas?: Answers };

export function emptyAnswer(question: QuestionView): AnswerFormValue {
  switch (question.tipo) {
    case 'multipla_escolha':
      return [];
    case 'consentimento':
      return false;
    default:
      return '';
  }
}

function sameShape(value: unknown, empty: AnswerFormValue): value is AnswerFormValue {
  if (Array.isArray(empty)) {
    return Array.isArray(value) && value.every((item) => typeof item === 'string');
  }
  return typeof value === typeof empty;
}

/** Stored answers (a draft, a saved participant) read safely: a wrong shape reads as nothing. */
export function readAnswers(value: unknown): Answers {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
  const answers: Answers = {};
  for (const [id, answer] of Object.entries(value as Record<string, unknown>)) {
    if (
      typeof answer === 'string' ||
      typeof answer === 'boolean' ||
      (Array.isArray(answer) && answer.every((item) => typeof item === 'string'))
    ) {
      answers[id] = answer;
    }
  }
  return answers;
}

/** The answers a form starts with: what was kept for each question asked, else empty. */
export function answersStart(asked: readonly QuestionView[], kept: Answers | undefined): Answers {
  return Object.fromEntries(
    asked.map((question) => {
      const empty = emptyAnswer(question);
      const value = kept?.[question.id];
      return [question.id, sameShape(value, empty) ? value : empty];
    }),
  );
}

/** The answer as POST /api/comprador takes it; undefined for a blank one (not sent). */
function requestValue(question: QuestionView, value: AnswerFormValue | undefined) {
  if (value === undefined) return undefined;
  if (question.tipo === 'sim_nao')
    return value === 'sim' ? true : value === 'nao' ? false : undefined;
  if (typeof value === 'string') return value.trim() === '' ? undefined : value.trim();
  if (Array.isArray(value)) return value.length === 0 ? undefined : value;
  // A consent is always an answer: not ticking it says 'no', kept with the text's version.
  return value;
}

/** `respostas` of POST /api/comprador: the questions asked, in order, blanks left out. */
export function respostasOf(
  asked: readonly QuestionView[],
  answers: Answers | undefined,
): { pergunta_id: string; valor: AnswerValue }[] {
  return asked.flatMap((question) => {
    const valor = requestValue(question, answers?.[question.id]);
    return valor === undefined ? [] : [{ pergunta_id: question.id, valor }];
  });
}

/** The form's value of an answer as the shared schema reads it ('sim' → true; '' is blank). */
function schemaValue(question: QuestionView, value: AnswerFormValue | undefined): unknown {
  if (question.tipo === 'consentimento') return value === true ? true : undefined;
  return value;
}

/**
 * The participant form's resolver: the seed fields by the shared participant schema, the
 * answers by `answersSchemaFor` (the schema the API runs), each error under its field.
 */
export function participantResolver(
  questions: readonly QuestionView[],
  asked: readonly QuestionView[],
  ticketTypeId: string | null,
): Resolver<ParticipantFormValues, unknown, Participant> {
  const base = zodResolver(participantSchema) as unknown as Resolver<
    ParticipantFormValues,
    unknown,
    Participant
  >;
  const answersSchema = ticketTypeId === null ? null : answersSchemaFor(questions, ticketTypeId);
  return async (values, context, options) => {
    const result = await base(values, context, options);
    if (answersSchema === null || asked.length === 0) return result;
    const record = Object.fromEntries(
      asked.map((question) => [
        question.id,
        schemaValue(question, values.respostas?.[question.id]),
      ]),
    );
    const parsed = answersSchema.safeParse(record);
    if (parsed.success) return result;
    const errors: FieldErrors<ParticipantFormValues> = { ...result.errors };
    const seen = new Set<string>();
    for (const issue of parsed.error.issues) {
      const id = String(issue.path[0]);
      if (seen.has(id)) continue;
      seen.add(id);
      set(errors, `respostas.${id}`, { type: 'custom', message: issue.message });
    }
    return { values: {}, errors };
  };
}

/** A 400's `respostas.<pergunta_id>` errors: the question and its message (first of each). */
export function answerFieldErrors(
  errors: readonly { path: string; message: string }[],
  asked: readonly QuestionView[],
): { questionId: string; message: string }[] {
  const found = new Map<string, string>();
  for (const { path, message } of errors) {
    const match = /^(?:body[./])?respostas[./]([^./]+)/.exec(path);
    const id = match?.[1];
    if (id && asked.some((question) => question.id === id) && !found.has(id)) {
      found.set(id, message);
    }
  }
  return [...found].map(([questionId, message]) => ({ questionId, message }));
}
