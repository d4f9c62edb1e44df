import { z } from 'zod';

/**
 * An event's own registration questions (issue 30): what the organizer asks each participant
 * beyond the spec's fixed form. One schema, built from the event's questions by
 * `answersSchemaFor`, validates the answers in the checkout's participant form and in
 * POST /api/comprador, so the browser and the server cannot disagree.
 */

export const QUESTION_KINDS = [
  'texto',
  'texto_longo',
  'numero',
  'data',
  'escolha_unica',
  'multipla_escolha',
  'sim_nao',
  'consentimento',
] as const;
export type QuestionKind = (typeof QUESTION_KINDS)[number];

export const QUESTION_KIND_LABELS: Record<QuestionKind, string> = {
  texto: 'Texto curto',
  texto_longo: 'Texto longo',
  numero: 'Número',
  data: 'Data',
  escolha_unica: 'Uma opção',
  multipla_escolha: 'Várias opções',
  sim_nao: 'Sim ou não',
  consentimento: 'Consentimento',
};

/** The kinds whose answer is one of the question's options. */
export const KINDS_WITH_OPTIONS: readonly QuestionKind[] = ['escolha_unica', 'multipla_escolha'];

export const QUESTION_LIMITS = {
  questionsPerEvent: 30,
  title: 300,
  /** A consent's text is the title: it may be a paragraph. */
  consentTitle: 2000,
  help: 500,
  options: 30,
  option: 120,
  shortText: 200,
  longText: 2000,
} as const;

export const QUESTION_MESSAGES = {
  required: 'Campo obrigatório',
  consentRequired: 'Você precisa concordar para continuar',
  tooLong: 'Texto muito longo',
  number: 'Informe um número, por exemplo 12 ou 12,5',
  date: 'Informe uma data válida',
  option: 'Selecione uma opção',
  options: 'Selecione ao menos uma opção',
  yesNo: 'Responda sim ou não',
  unknownQuestion: 'Pergunta desconhecida para este evento',
  notForTicketType: 'Esta pergunta não vale para este tipo de ingresso',
  duplicateAnswer: 'Pergunta respondida mais de uma vez',
  titleRequired: 'Escreva a pergunta',
  titleTooLong: 'Pergunta muito longa',
  helpTooLong: 'Texto de ajuda muito longo',
  kind: 'Escolha o tipo da pergunta',
  optionsRequired: 'Informe ao menos duas opções',
  optionEmpty: 'Opção vazia',
  optionTooLong: 'Opção muito longa',
  optionsDuplicated: 'Opções repetidas',
  tooManyOptions: `No máximo ${QUESTION_LIMITS.options} opções`,
  tooManyQuestions: `No máximo ${QUESTION_LIMITS.questionsPerEvent} perguntas por evento`,
  ticketTypes: 'Escolha ao menos um tipo de ingresso, ou todos',
  unknownTicketType: 'Tipo de ingresso não pertence a este evento',
  duplicateQuestion: 'Pergunta repetida na lista',
} as const;

const M = QUESTION_MESSAGES;

/**
 * A question as checkout sees it (GET /api/eventos/:id/perguntas) and the organizer edits it.
 * `versao` grows each time the organizer changes the question after creating it; an answer keeps
 * the version it was given to. `tipos_ingresso` null means every ticket type.
 * For `consentimento`, `titulo` is the consent's text and the answer is true or false.
 */
export const questionViewSchema = z
  .object({
    id: z.uuid(),
    versao: z.number().int().min(1),
    tipo: z.enum(QUESTION_KINDS),
    titulo: z.string(),
    ajuda: z.string(),
    obrigatoria: z.boolean(),
    opcoes: z.array(z.string()),
    tipos_ingresso: z.array(z.uuid()).nullable(),
  })
  .meta({ id: 'Pergunta' });
export type QuestionView = z.infer<typeof questionViewSchema>;

export const eventQuestionsResponseSchema = z
  .object({ perguntas: z.array(questionViewSchema) })
  .meta({ id: 'PerguntasDoEvento' });
export type EventQuestionsResponse = z.infer<typeof eventQuestionsResponseSchema>;

const trimmed = (max: number, tooLong: string) => z.string().trim().max(max, { error: tooLong });

/**
 * One question as the organizer sends it in PUT /api/organizador/eventos/:id/perguntas. An `id`
 * names an existing question (changed → new version); no `id` makes a new one.
 */
export const questionInputSchema = z
  .object({
    id: z.uuid().optional(),
    tipo: z.enum(QUESTION_KINDS, { error: M.kind }),
    titulo: z.string({ error: M.titleRequired }).trim().min(1, { error: M.titleRequired }),
    ajuda: trimmed(QUESTION_LIMITS.help, M.helpTooLong).default(''),
    obrigatoria: z.boolean().default(false),
    opcoes: z
      .array(
        z
          .string()
          .trim()
          .min(1, { error: M.optionEmpty })
          .max(QUESTION_LIMITS.option, { error: M.optionTooLong }),
      )
      .max(QUESTION_LIMITS.options, { error: M.tooManyOptions })
      .default([]),
    tipos_ingresso: z
      .array(z.uuid({ error: M.unknownTicketType }))
      .nullable()
      .default(null),
  })
  .superRefine((question, ctx) => {
    const max =
      question.tipo === 'consentimento' ? QUESTION_LIMITS.consentTitle : QUESTION_LIMITS.title;
    if (question.titulo.length > max) {
      ctx.addIssue({ code: 'custom', path: ['titulo'], message: M.titleTooLong });
    }
    if (KINDS_WITH_OPTIONS.includes(question.tipo)) {
      if (question.opcoes.length < 2) {
        ctx.addIssue({ code: 'custom', path: ['opcoes'], message: M.optionsRequired });
      } else if (
        new Set(question.opcoes.map((o) => o.toLowerCase())).size < question.opcoes.length
      ) {
        ctx.addIssue({ code: 'custom', path: ['opcoes'], message: M.optionsDuplicated });
      }
    }
    if (question.tipos_ingresso !== null && question.tipos_ingresso.length === 0) {
      ctx.addIssue({ code: 'custom', path: ['tipos_ingresso'], message: M.ticketTypes });
    }
  })
  // Options mean nothing to other kinds: drop them rather than keep stale ones.
  .transform((question) =>
    KINDS_WITH_OPTIONS.includes(question.tipo) ? question : { ...question, opcoes: [] },
  );
export type QuestionInput = z.input<typeof questionInputSchema>;
export type QuestionDraft = z.output<typeof questionInputSchema>;

/** The whole list, in the order the participant sees it. Missing questions are removed. */
export const saveQuestionsRequestSchema = z
  .object({
    perguntas: z
      .array(questionInputSchema)
      .max(QUESTION_LIMITS.questionsPerEvent, { error: M.tooManyQuestions }),
  })
  .superRefine((body, ctx) => {
    const seen = new Set<string>();
    body.perguntas.forEach((question, index) => {
      if (!question.id) return;
      if (seen.has(question.id)) {
        ctx.addIssue({
          code: 'custom',
          path: ['perguntas', index, 'id'],
          message: M.duplicateQuestion,
        });
      }
      seen.add(question.id);
    });
  })
  .meta({ id: 'SalvarPerguntas' });
export type SaveQuestionsRequest = z.input<typeof saveQuestionsRequestSchema>;

/** An answer's value: text, number, date and one choice as text; several choices as a list. */
export const answerValueSchema = z.union([
  z.string().max(QUESTION_LIMITS.longText + 100, { error: M.tooLong }),
  z.number(),
  z.boolean(),
  z
    .array(z.string().max(QUESTION_LIMITS.option, { error: M.tooLong }))
    .max(QUESTION_LIMITS.options),
]);
export type AnswerValue = z.infer<typeof answerValueSchema>;

/** `respostas` of POST /api/comprador. */
export const answersRequestSchema = z
  .array(z.object({ pergunta_id: z.uuid({ error: M.unknownQuestion }), valor: answerValueSchema }))
  .max(QUESTION_LIMITS.questionsPerEvent)
  .default([]);
export type AnswersRequest = z.input<typeof answersRequestSchema>;

/** The questions a participant holding `ticketTypeId` is asked, in order. */
export function questionsFor(
  questions: readonly QuestionView[],
  ticketTypeId: string,
): QuestionView[] {
  return questions.filter(
    (question) =>
      question.tipos_ingresso === null || question.tipos_ingresso.includes(ticketTypeId),
  );
}

/** A pt-BR number ('12', '12,5', '1.234,5', '-3') or a JSON number; undefined when it is not one. */
export function parseAnswerNumber(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value !== 'string') return undefined;
  const text = value.trim();
  if (!/^-?\d{1,3}(\.\d{3})*(,\d+)?$|^-?\d+(,\d+)?$|^-?\d+\.\d+$/.test(text)) return undefined;
  const normalized =
    /,/.test(text) || /^-?\d{1,3}(\.\d{3})+$/.test(text)
      ? text.replaceAll('.', '').replace(',', '.')
      : text;
  const number = Number(normalized);
  return Number.isFinite(number) ? number : undefined;
}

/** 'YYYY-MM-DD' or 'DD/MM/AAAA' → 'YYYY-MM-DD' when it is a real calendar date. */
export function parseAnswerDate(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const text = value.trim();
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  const br = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text);
  const [year, month, day] = iso
    ? [iso[1], iso[2], iso[3]]
    : br
      ? [br[3], br[2], br[1]]
      : [undefined, undefined, undefined];
  if (!year || !month || !day) return undefined;
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  if (
    date.getUTCFullYear() !== Number(year) ||
    date.getUTCMonth() !== Number(month) - 1 ||
    date.getUTCDate() !== Number(day)
  ) {
    return undefined;
  }
  return `${year}-${month}-${day}`;
}

/** A stored answer's value, normalised: what the export and the person's data show. */
export type StoredAnswer = string | number | boolean | string[];

function isBlank(value: unknown): boolean {
  return (
    value === undefined ||
    value === null ||
    (typeof value === 'string' && value.trim() === '') ||
    (Array.isArray(value) && value.length === 0)
  );
}

/** The schema of one question's answer; `undefined` output means "not answered". */
export function answerSchemaFor(question: QuestionView): z.ZodType<StoredAnswer | undefined> {
  const required = question.obrigatoria;
  const blank = (ctx: z.RefinementCtx) => {
    if (required) {
      ctx.addIssue({
        code: 'custom',
        message: question.tipo === 'consentimento' ? M.consentRequired : M.required,
      });
    }
    return z.NEVER;
  };
  return z.unknown().transform((value, ctx): StoredAnswer | undefined => {
    if (isBlank(value)) {
      if (required) blank(ctx);
      return undefined;
    }
    switch (question.tipo) {
      case 'texto':
      case 'texto_longo': {
        if (typeof value !== 'string') return invalid(ctx, M.required);
        const max =
          question.tipo === 'texto' ? QUESTION_LIMITS.shortText : QUESTION_LIMITS.longText;
        const text = value.trim();
        return text.length > max ? invalid(ctx, M.tooLong) : text;
      }
      case 'numero': {
        const number = parseAnswerNumber(value);
        return number === undefined ? invalid(ctx, M.number) : number;
      }
      case 'data': {
        const date = parseAnswerDate(value);
        return date === undefined ? invalid(ctx, M.date) : date;
      }
      case 'escolha_unica':
        return typeof value === 'string' && question.opcoes.includes(value)
          ? value
          : invalid(ctx, M.option);
      case 'multipla_escolha': {
        if (!Array.isArray(value) || !value.every((v) => question.opcoes.includes(v as string))) {
          return invalid(ctx, M.options);
        }
        // In the question's order, each once, whatever order they were ticked in.
        return question.opcoes.filter((option) => value.includes(option));
      }
      case 'sim_nao':
      case 'consentimento': {
        const answer =
          typeof value === 'boolean'
            ? value
            : value === 'sim'
              ? true
              : value === 'nao'
                ? false
                : undefined;
        if (answer === undefined) return invalid(ctx, M.yesNo);
        if (question.tipo === 'consentimento' && required && !answer) {
          return invalid(ctx, M.consentRequired);
        }
        return answer;
      }
    }
  });
}

function invalid(ctx: z.RefinementCtx, message: string): never {
  ctx.addIssue({ code: 'custom', message });
  return z.NEVER;
}

/**
 * The answers of one participant, keyed by question id: the shape of the checkout form's values
 * (`{ [pergunta_id]: valor }`). Keys that are not questions of this ticket type are refused.
 */
export function answersSchemaFor(questions: readonly QuestionView[], ticketTypeId: string) {
  const asked = questionsFor(questions, ticketTypeId);
  const schemas = new Map(asked.map((question) => [question.id, answerSchemaFor(question)]));
  const known = new Set(questions.map((question) => question.id));
  // One pass over every answer, so the form flags each wrong field at once.
  return z.record(z.string(), z.unknown()).transform((answers, ctx) => {
    for (const id of Object.keys(answers)) {
      if (schemas.has(id)) continue;
      ctx.addIssue({
        code: 'custom',
        path: [id],
        message: known.has(id) ? M.notForTicketType : M.unknownQuestion,
      });
    }
    const given: Record<string, StoredAnswer> = {};
    for (const [id, schema] of schemas) {
      const result = schema.safeParse(answers[id]);
      if (!result.success) {
        for (const issue of result.error.issues) {
          ctx.addIssue({ code: 'custom', path: [id, ...issue.path], message: issue.message });
        }
      } else if (result.data !== undefined) {
        given[id] = result.data;
      }
    }
    return given;
  });
}

/** `respostas` ([{pergunta_id, valor}]) as the form's record; a question twice is refused. */
export function answersRecord(answers: readonly { pergunta_id: string; valor: AnswerValue }[]): {
  record: Record<string, AnswerValue>;
  duplicated: string[];
} {
  const record: Record<string, AnswerValue> = {};
  const duplicated: string[] = [];
  for (const answer of answers) {
    if (answer.pergunta_id in record) duplicated.push(answer.pergunta_id);
    record[answer.pergunta_id] = answer.valor;
  }
  return { record, duplicated };
}

/** How an answer reads in an export cell or the person's data: 'Sim'/'Não', '12,5', '31/12/2026'. */
export function answerText(value: StoredAnswer | null | undefined): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'boolean') return value ? 'Sim' : 'Não';
  if (typeof value === 'number') return String(value).replace('.', ',');
  if (Array.isArray(value)) return value.join('; ');
  const date = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  return date ? `${date[3]}/${date[2]}/${date[1]}` : value;
}
