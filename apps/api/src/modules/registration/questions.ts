import type { QuestionKind, QuestionView } from '@bilheteria/domain/registration-questions';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { registrationQuestions, registrationQuestionVersions } from '../../db/schema';

type VersionRow = typeof registrationQuestionVersions.$inferSelect;

/** A question's version as checkout and the organizer see it. */
export function questionView(version: VersionRow): QuestionView {
  return {
    id: version.questionId,
    versao: version.version,
    tipo: version.kind as QuestionKind,
    titulo: version.title,
    ajuda: version.help,
    obrigatoria: version.required,
    opcoes: version.options,
    tipos_ingresso: version.ticketTypeIds ?? null,
  };
}

/** The event's current questions with the id of the version each shows, in order. */
export async function currentQuestions(
  runner: DbOrTx,
  eventId: string,
): Promise<{ view: QuestionView; versionId: string }[]> {
  const rows = await runner
    .select({ version: registrationQuestionVersions })
    .from(registrationQuestions)
    .innerJoin(
      registrationQuestionVersions,
      and(
        eq(registrationQuestionVersions.questionId, registrationQuestions.id),
        eq(registrationQuestionVersions.version, registrationQuestions.currentVersion),
      ),
    )
    .where(and(eq(registrationQuestions.eventId, eventId), isNull(registrationQuestions.removedAt)))
    .orderBy(asc(registrationQuestions.position), asc(registrationQuestions.createdAt));
  return rows.map((row) => ({ view: questionView(row.version), versionId: row.version.id }));
}

/** The event's questions as new forms show them: current versions, not removed, in order. */
export async function questionsForEvent(runner: DbOrTx, eventId: string): Promise<QuestionView[]> {
  return (await currentQuestions(runner, eventId)).map((question) => question.view);
}
