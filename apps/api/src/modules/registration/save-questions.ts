import type { saveQuestionsRequestSchema } from '@bilheteria/domain/registration-questions';
import {
  QUESTION_MESSAGES,
  type QuestionDraft,
  type QuestionView,
} from '@bilheteria/domain/registration-questions';
import { and, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { registrationQuestions, registrationQuestionVersions, ticketTypes } from '../../db/schema';
import { HttpError } from '../../http/errors';
import { ownedEvent } from '../../shared/owned-event';
import { questionsForEvent, questionView } from './questions';

export type SaveQuestionsBody = z.output<typeof saveQuestionsRequestSchema>;

/** The organizer's view of the event's questions (the same list checkout shows). */
export async function organizerQuestions(
  db: Db,
  organizationId: string,
  eventId: string,
): Promise<QuestionView[]> {
  await ownedEvent(db, organizationId, eventId);
  return questionsForEvent(db, eventId);
}

/** The version's fields a draft would write: ticket types as a sorted set. */
function versionFields(draft: QuestionDraft) {
  return {
    kind: draft.tipo,
    title: draft.titulo,
    help: draft.ajuda,
    required: draft.obrigatoria,
    options: draft.opcoes,
    ticketTypeIds: draft.tipos_ingresso === null ? null : [...new Set(draft.tipos_ingresso)].sort(),
  };
}

type VersionFields = ReturnType<typeof versionFields>;

function sameVersion(current: QuestionView, next: VersionFields): boolean {
  const types = current.tipos_ingresso === null ? null : [...current.tipos_ingresso].sort();
  return (
    current.tipo === next.kind &&
    current.titulo === next.title &&
    current.ajuda === next.help &&
    current.obrigatoria === next.required &&
    JSON.stringify(current.opcoes) === JSON.stringify(next.options) &&
    JSON.stringify(types) === JSON.stringify(next.ticketTypeIds)
  );
}

/**
 * PUT /api/organizador/eventos/:id/perguntas: the list replaces the event's questions. Its
 * order is the form's; an item with the id of one of the event's questions keeps that question
 * (a new version when what it asks changed, so answers given keep the text they answered; a
 * removed one comes back); an item without id is a new question; a question left out is
 * removed — hidden from new forms, its answers kept. One transaction with the event's row
 * locked: two tabs saving at once end as one of the two lists, never a mix.
 */
export async function saveQuestions(
  db: Db,
  {
    organizationId,
    eventId,
    body,
    now,
  }: {
    organizationId: string;
    eventId: string;
    body: SaveQuestionsBody;
    now: Date;
  },
): Promise<QuestionView[]> {
  return db.transaction(async (tx) => {
    await ownedEvent(tx, organizationId, eventId, 'update');
    const existing = await tx
      .select({ question: registrationQuestions, version: registrationQuestionVersions })
      .from(registrationQuestions)
      .innerJoin(
        registrationQuestionVersions,
        and(
          eq(registrationQuestionVersions.questionId, registrationQuestions.id),
          eq(registrationQuestionVersions.version, registrationQuestions.currentVersion),
        ),
      )
      .where(eq(registrationQuestions.eventId, eventId));
    const byId = new Map(existing.map((row) => [row.question.id, row]));
    const types = new Set(
      (
        await tx
          .select({ id: ticketTypes.id })
          .from(ticketTypes)
          .where(eq(ticketTypes.eventId, eventId))
      ).map((row) => row.id),
    );

    // Every wrong item at once, each message under its field.
    const errors: { path: string; message: string }[] = [];
    body.perguntas.forEach((draft, index) => {
      if (draft.id && !byId.has(draft.id)) {
        errors.push({ path: `perguntas.${index}.id`, message: QUESTION_MESSAGES.unknownQuestion });
      }
      if (draft.tipos_ingresso?.some((id) => !types.has(id))) {
        errors.push({
          path: `perguntas.${index}.tipos_ingresso`,
          message: QUESTION_MESSAGES.unknownTicketType,
        });
      }
    });
    if (errors.length > 0) throw new HttpError(400, errors[0]!.message, errors);

    const kept = new Set<string>();
    for (const [position, draft] of body.perguntas.entries()) {
      const fields = versionFields(draft);
      const current = draft.id ? byId.get(draft.id) : undefined;
      if (!current) {
        const [question] = await tx
          .insert(registrationQuestions)
          .values({ eventId, position, currentVersion: 1, createdAt: now })
          .returning({ id: registrationQuestions.id });
        await tx
          .insert(registrationQuestionVersions)
          .values({ questionId: question!.id, version: 1, ...fields, createdAt: now });
        continue;
      }
      kept.add(current.question.id);
      const changed = !sameVersion(questionView(current.version), fields);
      const version = current.question.currentVersion + (changed ? 1 : 0);
      if (changed) {
        await tx
          .insert(registrationQuestionVersions)
          .values({ questionId: current.question.id, version, ...fields, createdAt: now });
      }
      if (
        changed ||
        current.question.position !== position ||
        current.question.removedAt !== null
      ) {
        await tx
          .update(registrationQuestions)
          .set({ position, currentVersion: version, removedAt: null })
          .where(eq(registrationQuestions.id, current.question.id));
      }
    }
    const removed = existing
      .filter((row) => row.question.removedAt === null && !kept.has(row.question.id))
      .map((row) => row.question.id);
    if (removed.length > 0) {
      await tx
        .update(registrationQuestions)
        .set({ removedAt: now })
        .where(inArray(registrationQuestions.id, removed));
    }
    return questionsForEvent(tx, eventId);
  });
}
