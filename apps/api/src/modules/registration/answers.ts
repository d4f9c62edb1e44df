import {
  answersRecord,
  answersSchemaFor,
  answerText,
  QUESTION_MESSAGES,
  questionsFor,
  type AnswersRequest,
  type QuestionKind,
  type StoredAnswer,
} from '@bilheteria/domain/registration-questions';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client';
import { registrationAnswers, registrationQuestionVersions } from '../../db/schema';
import { HttpError } from '../../http/errors';
import { currentQuestions } from './questions';

export interface SaveAnswersInput {
  /** The participant's row (buyers.id). */
  buyerId: string;
  eventId: string;
  /** The ticket type of the participant's ticket: which questions they are asked. */
  ticketTypeId: string;
  /** As POST /api/comprador takes them (`[{pergunta_id, valor}]`). */
  respostas: AnswersRequest;
  now: Date;
}

/**
 * A participant's answers, validated by the schema the checkout form uses (answersSchemaFor over
 * the event's current questions) and stored in the caller's transaction: one row per answered
 * question with the version it answered; a question asked and now left blank loses its answer.
 * An answer whose value and version are unchanged keeps its time (saving the form again does
 * not move when a consent was given). Every wrong answer at once: 400, each at
 * `respostas.<pergunta_id>`.
 */
export async function saveAnswers(
  tx: Tx,
  { buyerId, eventId, ticketTypeId, respostas, now }: SaveAnswersInput,
): Promise<void> {
  const questions = await currentQuestions(tx, eventId);
  const views = questions.map((question) => question.view);
  const { record, duplicated } = answersRecord(respostas ?? []);
  const errors: { path: string; message: string }[] = duplicated.map((id) => ({
    path: `respostas.${id}`,
    message: QUESTION_MESSAGES.duplicateAnswer,
  }));
  const parsed = answersSchemaFor(views, ticketTypeId).safeParse(record);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      errors.push({ path: ['respostas', ...issue.path].join('.'), message: issue.message });
    }
  }
  if (errors.length > 0 || !parsed.success) {
    throw new HttpError(400, errors[0]!.message, errors);
  }

  const versionOf = new Map(questions.map((question) => [question.view.id, question.versionId]));
  const given = Object.entries(parsed.data);
  if (given.length > 0) {
    await tx
      .insert(registrationAnswers)
      .values(
        given.map(([questionId, value]) => ({
          buyerId,
          questionId,
          questionVersionId: versionOf.get(questionId)!,
          value,
          answeredAt: now,
        })),
      )
      .onConflictDoUpdate({
        target: [registrationAnswers.buyerId, registrationAnswers.questionId],
        set: {
          value: sql`excluded.value`,
          questionVersionId: sql`excluded.question_version_id`,
          answeredAt: sql`excluded.answered_at`,
        },
        setWhere: sql`${registrationAnswers.value} is distinct from excluded.value
          or ${registrationAnswers.questionVersionId} <> excluded.question_version_id`,
      });
  }
  const blank = questionsFor(views, ticketTypeId)
    .map((question) => question.id)
    .filter((id) => !(id in parsed.data));
  if (blank.length > 0) {
    await tx
      .delete(registrationAnswers)
      .where(
        and(
          eq(registrationAnswers.buyerId, buyerId),
          inArray(registrationAnswers.questionId, blank),
        ),
      );
  }
}

/**
 * The participant is someone else now (a swap): the answers given by the previous one go, and
 * the new person's are saved as `saveAnswers` does.
 */
export async function replaceAnswers(tx: Tx, input: SaveAnswersInput): Promise<void> {
  await tx.delete(registrationAnswers).where(eq(registrationAnswers.buyerId, input.buyerId));
  await saveAnswers(tx, input);
}

/** An answer as exports and a person's data show it: the version it was given to. */
export interface BuyerAnswer {
  buyerId: string;
  questionId: string;
  /** The answered version's title (for a consent, the consent's text). */
  question: string;
  version: number;
  kind: QuestionKind;
  value: StoredAnswer;
  /** answerText: 'Sim', '12,5', '31/12/2026'… */
  text: string;
  answeredAt: Date;
}

/** The answers of these participants, each with the question as it was when answered. */
export async function answersForBuyers(
  runner: DbOrTx,
  buyerIds: readonly string[],
): Promise<BuyerAnswer[]> {
  if (buyerIds.length === 0) return [];
  const rows = await runner
    .select({
      buyerId: registrationAnswers.buyerId,
      questionId: registrationAnswers.questionId,
      question: registrationQuestionVersions.title,
      version: registrationQuestionVersions.version,
      kind: registrationQuestionVersions.kind,
      value: registrationAnswers.value,
      answeredAt: registrationAnswers.answeredAt,
    })
    .from(registrationAnswers)
    .innerJoin(
      registrationQuestionVersions,
      eq(registrationQuestionVersions.id, registrationAnswers.questionVersionId),
    )
    .where(inArray(registrationAnswers.buyerId, [...buyerIds]))
    .orderBy(asc(registrationAnswers.buyerId), asc(registrationAnswers.answeredAt));
  return rows.map((row) => ({
    ...row,
    kind: row.kind as QuestionKind,
    text: answerText(row.value),
  }));
}

/** Removes the answers of these participants (their personal data being anonymised). */
export async function eraseAnswers(tx: DbOrTx, buyerIds: readonly string[]): Promise<number> {
  if (buyerIds.length === 0) return 0;
  const removed = await tx
    .delete(registrationAnswers)
    .where(inArray(registrationAnswers.buyerId, [...buyerIds]))
    .returning({ id: registrationAnswers.id });
  return removed.length;
}
