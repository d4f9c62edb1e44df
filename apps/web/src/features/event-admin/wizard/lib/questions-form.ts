import {
  KINDS_WITH_OPTIONS,
  QUESTION_MESSAGES,
  saveQuestionsRequestSchema,
  type QuestionInput,
  type QuestionKind,
  type QuestionView,
  type SaveQuestionsRequest,
} from '@bilheteria/domain/registration-questions';
import '@bilheteria/domain/zod-locale';
import { set, type FieldErrors, type FormState, type Resolver } from 'react-hook-form';

/**
 * The 'Inscrição' tab's form (issue 30): the event's own questions, edited apart from the rest of
 * the wizard because they are saved by their own endpoint (PUT .../perguntas). The form keeps
 * what the controls need (options as objects for the field array, 'all types' as its own box);
 * `questionsRequest` turns it into the shared schema's body, and the same schema judges it.
 */

export interface QuestionFormItem {
  /** The stored question's id ('' for a new one). Not `id`: the field array uses that key. */
  perguntaId: string;
  tipo: QuestionKind;
  titulo: string;
  ajuda: string;
  obrigatoria: boolean;
  opcoes: { texto: string }[];
  /** For every ticket type of the event (tipos_ingresso null), else the ones ticked. */
  todosOsTipos: boolean;
  tiposIngresso: string[];
}

export interface QuestionsFormValues {
  perguntas: QuestionFormItem[];
}

export const hasOptions = (kind: QuestionKind) => KINDS_WITH_OPTIONS.includes(kind);

export function emptyQuestion(): QuestionFormItem {
  return {
    perguntaId: '',
    tipo: 'texto',
    titulo: '',
    ajuda: '',
    obrigatoria: false,
    opcoes: [],
    todosOsTipos: true,
    tiposIngresso: [],
  };
}

/** The questions as the server has them, as the form holds them. */
export function questionsFormOf(questions: readonly QuestionView[]): QuestionsFormValues {
  return {
    perguntas: questions.map((question) => ({
      perguntaId: question.id,
      tipo: question.tipo,
      titulo: question.titulo,
      ajuda: question.ajuda,
      obrigatoria: question.obrigatoria,
      opcoes: question.opcoes.map((texto) => ({ texto })),
      todosOsTipos: question.tipos_ingresso === null,
      tiposIngresso: question.tipos_ingresso ?? [],
    })),
  };
}

/** PUT /api/organizador/eventos/:id/perguntas's body: the whole ordered list. */
export function questionsRequest(values: QuestionsFormValues): SaveQuestionsRequest {
  return {
    perguntas: values.perguntas.map((item): QuestionInput => ({
      ...(item.perguntaId ? { id: item.perguntaId } : {}),
      tipo: item.tipo,
      titulo: item.titulo,
      ajuda: item.ajuda,
      obrigatoria: item.obrigatoria,
      opcoes: hasOptions(item.tipo) ? item.opcoes.map(({ texto }) => texto) : [],
      tipos_ingresso: item.todosOsTipos ? null : item.tiposIngresso,
    })),
  };
}

/**
 * A schema or server path ('perguntas.2.titulo', 'body/perguntas/2/opcoes/1') as the form's:
 * an option is its text field, the options' own error is the list's root. Null: not a field of
 * one question (the list's own limit, or unknown), shown apart.
 */
export function questionFormPath(path: string): string | null {
  const parts = path
    .replace(/^body[./]/, '')
    .split(/[./]/)
    .filter((part) => part !== '');
  const [list, index, field, option] = parts;
  if (list !== 'perguntas' || index === undefined || !/^\d+$/.test(index)) return null;
  const base = `perguntas.${index}`;
  switch (field) {
    case 'titulo':
    case 'ajuda':
    case 'tipo':
    case 'obrigatoria':
      return `${base}.${field}`;
    case 'opcoes':
      return option !== undefined && /^\d+$/.test(option)
        ? `${base}.opcoes.${option}.texto`
        : `${base}.opcoes.root`;
    case 'tipos_ingresso':
      return `${base}.tiposIngresso`;
    default:
      // The question as a whole (a repeated id): its title is where the organizer looks.
      return `${base}.titulo`;
  }
}

export interface QuestionIssue {
  /** A form path, or null for the list's own problem. */
  path: string | null;
  message: string;
}

export function questionIssues(values: QuestionsFormValues): QuestionIssue[] {
  const parsed = saveQuestionsRequestSchema.safeParse(questionsRequest(values));
  if (parsed.success) return [];
  const issues = parsed.error.issues.map((issue) => ({
    path: questionFormPath(issue.path.map(String).join('.')),
    message: issue.message,
  }));
  // Empty options also read as 'repeated' ones: the empty option's own message says it all.
  return issues.filter(
    ({ path, message }) =>
      message !== QUESTION_MESSAGES.optionsDuplicated ||
      !issues.some(
        (other) =>
          other.message === QUESTION_MESSAGES.optionEmpty &&
          other.path?.startsWith(path?.replace(/root$/, '') ?? '\0'),
      ),
  );
}

/** The form's resolver: the shared schema, its errors under the form's fields (first wins). */
export const questionsResolver: Resolver<QuestionsFormValues> = (values) => {
  const issues = questionIssues(values);
  if (issues.length === 0) return { values, errors: {} };
  const errors: FieldErrors<QuestionsFormValues> = {};
  for (const { path, message } of issues) {
    const at = path ?? 'perguntas.root';
    if (!hasError(errors, at)) set(errors, at, { type: 'custom', message });
  }
  return { values: {}, errors };
};

function hasError(errors: object, path: string): boolean {
  let node: unknown = errors;
  for (const part of path.split('.')) {
    if (typeof node !== 'object' || node === null) return false;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'object' && node !== null && 'message' in node;
}

/**
 * Whether the tab shows its error mark: as the cards, only for an error under a field that was
 * left, or after a submit (the field array judges a just-added question at once).
 */
export function questionsErrorShown(formState: FormState<QuestionsFormValues>): boolean {
  const errors = formState.errors.perguntas;
  if (errors === undefined) return false;
  if (formState.submitCount > 0) return true;
  return (formState.touchedFields.perguntas ?? []).some(
    (touched, index) => touched !== undefined && errors[index] !== undefined,
  );
}
