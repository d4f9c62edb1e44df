import { QUESTION_LIMITS } from '@bilheteria/domain/registration-questions';
import { Loader2, Save } from 'lucide-react';
import { useRef, useState, type DragEvent } from 'react';
import { useFieldArray, useWatch, type Control, type UseFormReturn } from 'react-hook-form';
import { Link } from 'react-router';
import { FormAlert } from '@/components/form-alert';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { emptyQuestion, type QuestionsFormValues } from '../lib/questions-form';
import type { WizardValues } from '../lib/wizard-values';
import { ListError } from './field';
import { AddItemButton, EmptyList } from './item-card';
import { QuestionCard } from './question-card';

/** The LGPD page (issue 30); its own route belongs to the privacy pages. */
const PRIVACY_PATH = '/privacidade';

/**
 * The wizard's 'Inscrição' tab (issue 30): the questions each participant answers in checkout,
 * in order. Moved by 'Mover para cima' / 'Mover para baixo' (the focus stays on the moved
 * question's button) or dragged. Saved by its own endpoint: on an existing event with 'Salvar
 * perguntas'; on a new one right after the event is created ('Salvar Evento').
 */
export function QuestionsTab({
  form,
  wizardControl,
  state,
  onSave,
  saving,
  problem,
}: {
  form: UseFormReturn<QuestionsFormValues>;
  /** The wizard's form: its saved ticket types are the ones a question may be limited to. */
  wizardControl: Control<WizardValues>;
  /** 'loading' / 'failed': the saved questions are being asked for / could not be read. */
  state: 'ready' | 'loading' | { failed: string; retry: () => void };
  /** null on a new event: the questions go with 'Salvar Evento'. */
  onSave: (() => void) | null;
  saving: boolean;
  problem: string | null;
}) {
  const { control, formState } = form;
  const tickets = useWatch({ control: wizardControl, name: 'tickets' });
  // Only saved types have an id to refer to: a new type (or a new event's) is not one yet.
  const ticketTypes = tickets.flatMap((ticket) =>
    ticket.id ? [{ id: ticket.id, name: ticket.name || 'Ingresso sem nome' }] : [],
  );
  const ticketTypesNote =
    onSave === null
      ? 'Num evento novo, as perguntas valem para todos os tipos de ingresso. Depois de salvar o evento, você pode limitar cada pergunta a alguns tipos.'
      : ticketTypes.length < tickets.length
        ? 'Tipos de ingresso novos aparecem aqui depois de salvar o evento.'
        : null;
  const { fields, append, remove, move } = useFieldArray({ control, name: 'perguntas' });
  const addButton = useRef<HTMLButtonElement>(null);
  const upButtons = useRef<(HTMLButtonElement | null)[]>([]);
  const downButtons = useRef<(HTMLButtonElement | null)[]>([]);
  const [announcement, setAnnouncement] = useState('');
  const [dragFrom, setDragFrom] = useState<number | null>(null);
  const [dragOver, setDragOver] = useState<number | null>(null);

  function moveTo(from: number, to: number, focus: 'up' | 'down' | null) {
    if (to < 0 || to >= fields.length || from === to) return;
    move(from, to);
    setAnnouncement(`Pergunta movida para a posição ${to + 1} de ${fields.length}.`);
    if (focus === null) return;
    // The focus follows the question; at an end of the list, to the arrow still usable.
    requestAnimationFrame(() => {
      const atTop = to === 0;
      const atBottom = to === fields.length - 1;
      const target =
        (focus === 'up' && atTop) || (focus === 'down' && !atBottom)
          ? downButtons.current[to]
          : upButtons.current[to];
      target?.focus();
    });
  }

  if (state === 'loading') {
    return (
      <div role="status" className="flex flex-col gap-3">
        <span className="sr-only">Carregando as perguntas...</span>
        <Skeleton className="h-40 w-full rounded-xl" />
      </div>
    );
  }
  if (state !== 'ready') {
    return (
      <div className="flex flex-col items-start gap-3">
        <FormAlert message={`Não foi possível carregar as perguntas. ${state.failed}`} />
        <Button variant="outline" onClick={state.retry}>
          Tentar novamente
        </Button>
      </div>
    );
  }

  const drag = (index: number) => ({
    dragging: dragFrom === index,
    dropTarget: dragOver === index && dragFrom !== null && dragFrom !== index,
    onDragStart: (event: DragEvent) => {
      event.dataTransfer.effectAllowed = 'move';
      event.dataTransfer.setData('text/plain', String(index));
      setDragFrom(index);
    },
    onDragOver: (event: DragEvent) => {
      if (dragFrom === null) return;
      event.preventDefault();
      event.dataTransfer.dropEffect = 'move';
      setDragOver(index);
    },
    onDrop: (event: DragEvent) => {
      event.preventDefault();
      if (dragFrom !== null) moveTo(dragFrom, index, null);
      setDragFrom(null);
      setDragOver(null);
    },
    onDragEnd: () => {
      setDragFrom(null);
      setDragOver(null);
    },
  });

  return (
    <div className="flex flex-col gap-4">
      <div className="rounded-lg border border-slate-200 bg-slate-50 px-4 py-3 text-sm text-slate-700">
        <p>
          Remover ou alterar uma pergunta mantém as respostas já dadas: quem já se inscreveu
          continua com a resposta que deu, e a pergunta removida some só dos novos formulários.
        </p>
        <p className="mt-1">
          <Link
            to={PRIVACY_PATH}
            className="font-medium text-brand-700 underline-offset-2 hover:underline"
          >
            Como tratamos os dados
          </Link>
        </p>
      </div>
      <ListError message={formState.errors.perguntas?.root?.message} />
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
      {fields.length === 0 ? (
        <EmptyList>
          Nenhuma pergunta ainda. O formulário do participante terá só os campos padrão.
        </EmptyList>
      ) : (
        <ol className="flex flex-col gap-4">
          {fields.map((field, index) => (
            <QuestionCard
              key={field.id}
              form={form}
              index={index}
              ticketTypes={ticketTypes}
              ticketTypesNote={ticketTypesNote}
              upButton={(element) => {
                upButtons.current[index] = element;
              }}
              downButton={(element) => {
                downButtons.current[index] = element;
              }}
              onRemove={() => {
                remove(index);
                setAnnouncement(`Pergunta ${index + 1} removida.`);
                addButton.current?.focus();
              }}
              moves={{
                up: () => moveTo(index, index - 1, 'up'),
                down: () => moveTo(index, index + 1, 'down'),
                isFirst: index === 0,
                isLast: index === fields.length - 1,
                ...drag(index),
              }}
            />
          ))}
        </ol>
      )}
      <AddItemButton
        ref={addButton}
        disabled={fields.length >= QUESTION_LIMITS.questionsPerEvent}
        onClick={() => {
          append(emptyQuestion(), { focusName: `perguntas.${fields.length}.titulo` });
          form.clearErrors('perguntas.root' as 'perguntas');
        }}
      >
        Adicionar pergunta
      </AddItemButton>
      <FormAlert message={problem} />
      {onSave ? (
        <Button variant="outline" className="self-start" disabled={saving} onClick={onSave}>
          {saving ? <Loader2 aria-hidden className="animate-spin" /> : <Save aria-hidden />}
          {saving ? 'Salvando perguntas...' : 'Salvar perguntas'}
        </Button>
      ) : (
        <p className="text-sm text-slate-600">
          As perguntas são salvas logo depois de o evento ser criado, ao clicar em Salvar Evento.
        </p>
      )}
    </div>
  );
}
