import {
  EVENT_FORM_MESSAGES,
  EVENT_STATUS_LABELS,
  type EventSaveStatus,
} from '@bilheteria/domain/event-form';
import {
  ArrowLeft,
  ArrowRight,
  CircleAlert,
  CircleCheck,
  ClipboardList,
  Loader2,
  Save,
} from 'lucide-react';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { FormProvider, useForm, useWatch, type Control, type FieldPath } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { FormAlert } from '@/components/form-alert';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { RadioGroup, RadioGroupItem } from '@/components/ui/radio-group';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { ApiError } from '@/lib/api-client';
import { ApiRequestError } from '@/lib/api-send';
import { notify } from '@/lib/notify';
import { paths } from '@/lib/paths';
import { useEventQuestions, useSaveEventQuestions } from '../api/event-questions';
import { getEditableEvent } from '../api/get-editable-event';
import { useSaveEvent } from '../api/save-event';
import {
  questionFormPath,
  questionsErrorShown,
  questionsFormOf,
  questionsRequest,
  questionsResolver,
  type QuestionsFormValues,
} from '../lib/questions-form';
import {
  ITEM_FIELDS,
  WIZARD_TABS,
  basicsReady,
  completedSections,
  eventRequest,
  firstErrorPath,
  formPathOf,
  listError,
  sectionErrorShown,
  sortByTab,
  tabOfPath,
  wizardResolver,
  type WizardContext as RulesContext,
  type WizardIssue,
  type WizardSection,
  type WizardTab,
} from '../lib/wizard-rules';
import {
  clearDraft,
  mergeEditDraft,
  readDraft,
  wizardOfEvent,
  type TicketLocks,
  type WizardValues,
} from '../lib/wizard-values';
import { AgendaTab } from './agenda-tab';
import { BasicsTab } from './basics-tab';
import { DraftBar } from './draft-bar';
import { FaqTab } from './faq-tab';
import { QuestionsTab } from './questions-tab';
import { SpeakersTab } from './speakers-tab';
import { TicketsTab } from './tickets-tab';
import { WizardContext, type WizardActions } from './wizard-context';

const M = EVENT_FORM_MESSAGES;

const SAVE_FAILED = 'Não foi possível salvar o evento. Tente novamente.';
const SESSION_ENDED =
  'Sua sessão terminou. Entre novamente para salvar: o rascunho continua guardado neste navegador.';

/** The date and time fields whose change can fix (or break) the end and the agenda's days. */
const SPAN_FIELDS = new Set(['basics.date', 'basics.time', 'basics.endDate', 'basics.endTime']);

const TAB_INTRO: Record<WizardTab, string> = {
  evento: 'Os dados principais do evento, como aparecem na página dele.',
  ingressos: 'Os tipos de ingresso à venda, com preço, quantidade e limite por pedido.',
  agenda: 'A programação: horário, título e, se houver, quem fala.',
  palestrantes: 'Quem se apresenta no evento.',
  faq: 'As perguntas frequentes dos participantes, com as respostas.',
};

/**
 * The 'Inscrição' tab (issue 30) is not one of the five steps: optional, after them, and saved
 * by its own endpoint, so it stays out of WIZARD_TABS and the steps' rules.
 */
const QUESTIONS_TAB = 'inscricao';
type OpenTab = WizardTab | typeof QUESTIONS_TAB;
const QUESTIONS_INTRO =
  'Opcional: o que mais cada participante responde no checkout, além dos campos padrão.';
const QUESTIONS_SAVED = 'Perguntas de inscrição salvas.';
const QUESTIONS_SAVE_FAILED = 'Não foi possível salvar as perguntas. Tente novamente.';
const QUESTIONS_NOT_SAVED_AFTER_CREATE =
  'O evento foi criado, mas as perguntas de inscrição não foram salvas. Adicione-as de novo na aba Inscrição.';

export interface EventWizardProps {
  /** null: a new event (POST); an id: that event (PUT). */
  eventId: string | null;
  /** Where the form starts without a draft: empty, or the event as the server has it. */
  baseValues: WizardValues;
  locks: TicketLocks;
  /** The stored start day of an edited event (it may stay, even if past). */
  originalDate: string | null;
  initialStatus: EventSaveStatus;
  draftKey: string;
}

/** The tabs' completed and error marks, read out as each tab's description. */
function WizardTabList({
  control,
  rules,
  tab,
  sectionsWithErrors,
  questionsError,
}: {
  control: Control<WizardValues>;
  rules: RulesContext;
  tab: OpenTab;
  sectionsWithErrors: ReadonlySet<WizardSection>;
  questionsError: boolean;
}) {
  const values = useWatch({ control }) as WizardValues;
  const completed = completedSections(values, rules);
  const list = useRef<HTMLDivElement>(null);

  // On a phone the tabs scroll sideways: the open one is brought into view (Próximo on
  // 'Agenda' opens 'Palestrantes', off the screen's edge at 360 px).
  useEffect(() => {
    const element = list.current;
    const active = element?.querySelector<HTMLElement>('[role="tab"][data-state="active"]');
    if (!element || !active || element.scrollWidth <= element.clientWidth) return;
    const left = active.offsetLeft - (element.clientWidth - active.offsetWidth) / 2;
    element.scrollTo({ left: Math.max(0, left), behavior: 'smooth' });
  }, [tab]);

  return (
    <TabsList
      ref={list}
      aria-label="Etapas do cadastro do evento"
      className="relative flex h-auto w-full justify-start gap-1 overflow-x-auto [scrollbar-width:thin]"
    >
      {WIZARD_TABS.map(({ id, label, section }, index) => {
        const error = sectionsWithErrors.has(section);
        const done = completed[section] && !error;
        const noteId = `evento-aba-${id}-estado`;
        return (
          <TabsTrigger
            key={id}
            value={id}
            data-complete={done ? 'true' : undefined}
            aria-describedby={done || error ? noteId : undefined}
            className="min-w-fit flex-1 gap-2 px-3 py-2"
          >
            <span
              aria-hidden
              className={
                done
                  ? 'flex size-5 items-center justify-center rounded-full bg-emerald-600 text-white'
                  : error
                    ? 'flex size-5 items-center justify-center rounded-full bg-red-600 text-white'
                    : 'flex size-5 items-center justify-center rounded-full bg-slate-200 text-xs text-slate-700'
              }
            >
              {done ? (
                <CircleCheck className="size-4" />
              ) : error ? (
                <CircleAlert className="size-4" />
              ) : (
                index + 1
              )}
            </span>
            {label}
            <span id={noteId} hidden>
              {done ? 'Etapa concluída' : error ? 'Etapa com erros' : ''}
            </span>
          </TabsTrigger>
        );
      })}
      <TabsTrigger
        value={QUESTIONS_TAB}
        aria-describedby={questionsError ? 'evento-aba-inscricao-estado' : undefined}
        className="min-w-fit flex-1 gap-2 px-3 py-2"
      >
        <span
          aria-hidden
          className={
            questionsError
              ? 'flex size-5 items-center justify-center rounded-full bg-red-600 text-white'
              : 'flex size-5 items-center justify-center rounded-full bg-slate-200 text-slate-700'
          }
        >
          {questionsError ? (
            <CircleAlert className="size-4" />
          ) : (
            <ClipboardList className="size-3.5" />
          )}
        </span>
        Inscrição
        <span id="evento-aba-inscricao-estado" hidden>
          {questionsError ? 'Etapa com erros' : ''}
        </span>
      </TabsTrigger>
    </TabsList>
  );
}

/** Spec §4: 'Salvar Evento', enabled only once the basics are complete. */
function SaveButton({
  control,
  rules,
  saving,
  onSave,
}: {
  control: Control<WizardValues>;
  rules: RulesContext;
  saving: boolean;
  onSave: () => void;
}) {
  const values = useWatch({ control }) as WizardValues;
  const ready = basicsReady(values, rules);
  return (
    <div className="flex flex-col items-stretch gap-2 sm:items-end">
      <Button
        size="lg"
        disabled={!ready || saving}
        aria-describedby={ready ? undefined : 'evento-salvar-dica'}
        onClick={onSave}
      >
        {saving ? (
          <>
            <Loader2 aria-hidden className="animate-spin" />
            Salvando...
          </>
        ) : (
          <>
            <Save aria-hidden />
            Salvar Evento
          </>
        )}
      </Button>
      {!ready && (
        <p id="evento-salvar-dica" className="text-sm text-slate-600">
          Complete os dados da aba Evento para salvar.
        </p>
      )}
    </div>
  );
}

function StatusChoice({
  status,
  onChange,
}: {
  status: EventSaveStatus;
  onChange: (status: EventSaveStatus) => void;
}) {
  const options: { value: EventSaveStatus; label: string; hint: ReactNode }[] = [
    {
      value: 'published',
      label: 'Publicar',
      hint: `Status “${EVENT_STATUS_LABELS.published}”: o evento aparece na lista de eventos e vende ingressos.`,
    },
    {
      value: 'draft',
      label: 'Salvar como rascunho',
      hint: `Status “${EVENT_STATUS_LABELS.draft}”: só você vê o evento; publique quando quiser.`,
    },
  ];
  return (
    <fieldset className="flex min-w-0 flex-col gap-2">
      <legend className="mb-1 text-sm font-medium text-slate-800">Como salvar</legend>
      <RadioGroup
        value={status}
        onValueChange={(value) => onChange(value as EventSaveStatus)}
        className="gap-3 sm:grid-cols-2"
      >
        {options.map(({ value, label, hint }) => (
          <label
            key={value}
            htmlFor={`evento-status-${value}`}
            className="flex cursor-pointer items-start gap-3 rounded-lg border border-slate-200 p-3 has-[[data-state=checked]]:border-brand-700 has-[[data-state=checked]]:bg-brand-50"
          >
            <RadioGroupItem
              id={`evento-status-${value}`}
              value={value}
              aria-labelledby={`evento-status-${value}-rotulo`}
              aria-describedby={`evento-status-${value}-dica`}
              className="mt-0.5"
            />
            <span className="flex flex-col gap-0.5">
              <span
                id={`evento-status-${value}-rotulo`}
                className="text-sm font-medium text-slate-900"
              >
                {label}
              </span>
              <span id={`evento-status-${value}-dica`} className="text-xs text-slate-600">
                {hint}
              </span>
            </span>
          </label>
        ))}
      </RadioGroup>
    </fieldset>
  );
}

/**
 * Spec §2 "Create Event" and §4: the five tabs in order, 'Próximo' / 'Anterior' and direct tab
 * clicks, each tab checked by the shared schemas (event-form.ts) and marked complete when it
 * passes; 'Salvar Evento' on the last tab once the basics are complete. Saved through the API
 * as a draft or published; what is typed is kept in this browser until then.
 */
export function EventWizard({
  eventId,
  baseValues,
  locks,
  originalDate,
  initialStatus,
  draftKey,
}: EventWizardProps) {
  const navigate = useNavigate();
  const saveEvent = useSaveEvent(eventId);
  const rules = useMemo<RulesContext>(() => ({ locks, originalDate }), [locks, originalDate]);
  const [start] = useState(() => {
    const draft = readDraft(draftKey);
    if (!draft) return { values: baseValues, restoredAt: null };
    const values =
      eventId === null ? draft.values : mergeEditDraft(draft.values, baseValues, locks);
    return { values, restoredAt: draft.savedAt || null };
  });
  const [resolver] = useState(() => wizardResolver(rules));
  const form = useForm<WizardValues>({
    resolver,
    defaultValues: start.values,
    mode: 'onTouched',
  });
  const {
    control,
    trigger,
    getValues,
    getFieldState,
    setError,
    setValue,
    clearErrors,
    setFocus,
    reset,
  } = form;
  const { errors, touchedFields } = form.formState;

  const [tab, setTab] = useState<OpenTab>('evento');
  const [status, setStatus] = useState<EventSaveStatus>(initialStatus);
  const [problem, setProblem] = useState<string | null>(null);
  /** The API's question before a sold event goes back to draft (how many tickets it sold). */
  const [unpublishQuestion, setUnpublishQuestion] = useState<string | null>(null);
  const [restoredAt, setRestoredAt] = useState(start.restoredAt);
  const [saved, setSaved] = useState(false);
  const headings = useRef<Partial<Record<OpenTab, HTMLHeadingElement | null>>>({});
  /** What takes the focus once the tab on screen has rendered: a field path, or its heading. */
  const focusNext = useRef<string | null>(null);

  const questionsForm = useForm<QuestionsFormValues>({
    resolver: questionsResolver,
    defaultValues: { perguntas: [] },
    mode: 'onTouched',
  });
  // As in the wizard's form: an error shown goes as soon as its field is right.
  useEffect(
    () =>
      questionsForm.subscribe({
        formState: { values: true },
        callback: ({ name }) => {
          const path = name as FieldPath<QuestionsFormValues> | undefined;
          if (path && questionsForm.getFieldState(path).invalid) void questionsForm.trigger(path);
        },
      }),
    [questionsForm],
  );
  const storedQuestions = useEventQuestions(eventId);
  const saveQuestionsMutation = useSaveEventQuestions();
  const [questionsProblem, setQuestionsProblem] = useState<string | null>(null);
  const questionsLoaded = eventId === null || storedQuestions.data !== undefined;
  /** The edited event's questions go into the form once: a refetch does not reset it. */
  const questionsReset = useRef(false);
  useEffect(() => {
    if (questionsReset.current || !storedQuestions.data) return;
    questionsReset.current = true;
    questionsForm.reset(questionsFormOf(storedQuestions.data.perguntas));
  }, [storedQuestions.data, questionsForm]);

  const onQuestionsTab = tab === QUESTIONS_TAB;
  // The questions' tab comes after the five steps: 'Anterior' there goes to the last one.
  const tabIndex = onQuestionsTab
    ? WIZARD_TABS.length
    : WIZARD_TABS.findIndex(({ id }) => id === tab);
  const current = WIZARD_TABS[Math.min(tabIndex, WIZARD_TABS.length - 1)]!;
  const lastStep = tabIndex === WIZARD_TABS.length - 1 || (onQuestionsTab && eventId === null);
  const sectionsWithErrors = new Set(
    WIZARD_TABS.map(({ section }) => section).filter((section) =>
      sectionErrorShown(section, errors[section], touchedFields[section]),
    ),
  );

  // After a render, the focus goes where it was asked to (the fields of a tab just opened exist
  // only now).
  useEffect(() => {
    const target = focusNext.current;
    if (target === null) return;
    focusNext.current = null;
    if (target === 'heading' || !target.includes('.')) {
      headings.current[tab]?.focus();
    } else {
      setFocus(target as FieldPath<WizardValues>);
    }
  });

  // An error shown goes as soon as its field is right (not only on leaving it); a change of the
  // dates checks again the end and the agenda's days, which depend on them.
  useEffect(
    () =>
      form.subscribe({
        formState: { values: true },
        callback: ({ name }) => {
          if (!name) return;
          const again = new Set<string>();
          if (getFieldState(name as FieldPath<WizardValues>).invalid) again.add(name);
          if (SPAN_FIELDS.has(name)) {
            for (const path of ['basics.date', 'basics.endDate', 'basics.endTime']) {
              if (getFieldState(path as FieldPath<WizardValues>).invalid) again.add(path);
            }
            getValues('agenda').forEach((_, index) => {
              const path = `agenda.${index}.day` as const;
              if (getFieldState(path).invalid) again.add(path);
            });
          }
          if (again.size > 0) void trigger([...again] as FieldPath<WizardValues>[]);
        },
      }),
    [form, getFieldState, getValues, trigger],
  );

  function open(next: OpenTab, focus: string = 'heading') {
    focusNext.current = focus;
    setTab(next);
  }

  /** A field counts as left: its error may show (see shownError). */
  function markTouched(path: string) {
    const name = path as FieldPath<WizardValues>;
    setValue(name, getValues(name), { shouldTouch: true });
  }

  async function checkSection(section: WizardSection): Promise<boolean> {
    // A check is a submit of the tab: every item's errors show, even under fields not left yet.
    if (section !== 'basics') {
      getValues(section).forEach((_, index) => {
        for (const field of ITEM_FIELDS[section]) markTouched(`${section}.${index}.${field}`);
      });
    }
    const ok = await trigger(section);
    if (!ok) {
      // The fields of the tab on screen are mounted: the first in error takes the focus.
      const path = firstErrorPath(section, getFieldState(section).error);
      if (path?.includes('.')) setFocus(path as FieldPath<WizardValues>);
      else headings.current[tab]?.focus();
    }
    return ok;
  }

  function clearListError(section: Exclude<WizardSection, 'basics'>) {
    if (listError(getFieldState(section).error)) clearErrors(section);
  }

  /**
   * 'Salvar ingressos' (spec §5: 'Ingressos salvos com sucesso!'), said only after a real save:
   * an existing event is saved through the API as 'Salvar Evento' does, staying on the tab; a
   * new one has nothing on the server yet, so its types are checked and said to be kept in the
   * draft until 'Salvar Evento' (issue 33).
   */
  async function saveTickets() {
    if (!(await checkSection('tickets'))) return;
    if (eventId === null) {
      void notify.info(M.ticketsKeptInDraft);
      return;
    }
    setProblem(null);
    const result = eventRequest(getValues(), status, rules);
    if (!result.ok) {
      showIssues(result.issues);
      return;
    }
    try {
      await saveEvent.mutateAsync(result.request);
    } catch (error) {
      onFailure(error);
      return;
    }
    void notify.dismiss('error');
    void notify.success(M.ticketsSaved);
    // New types now have ids on the server: the next save must change them, not add them again.
    try {
      const stored = wizardOfEvent(await getEditableEvent(eventId));
      setValue('tickets', stored.values.tickets);
    } catch {
      // Saved, but not read back: leaving and coming back shows the event as stored.
    }
  }

  const actions: WizardActions = { checkSection, clearListError, saveTickets, locks };

  async function goNext() {
    if (!(await checkSection(current.section))) return;
    const next = WIZARD_TABS[tabIndex + 1];
    if (next) open(next.id);
  }

  function goBack() {
    const previous = WIZARD_TABS[Math.min(tabIndex, WIZARD_TABS.length) - 1];
    if (previous) open(previous.id);
  }

  /** Errors on their fields; the tab of the first one opens with the focus on it. */
  function showIssues(issues: WizardIssue[]) {
    const sorted = sortByTab(issues);
    for (const { path } of sorted) {
      if (path.split('.').length === 3) markTouched(path);
    }
    for (const { path, message } of sorted) {
      setError(path as FieldPath<WizardValues>, { type: 'server', message });
    }
    const first = sorted[0];
    const firstTab = first ? tabOfPath(first.path) : null;
    if (first && firstTab) open(firstTab, first.path);
  }

  function onFailure(error: unknown) {
    if (!(error instanceof ApiRequestError)) {
      setProblem(SAVE_FAILED);
      return;
    }
    const unconfirmed = error.errors.find(({ path }) => path === 'confirmUnpublish');
    if (error.status === 409 && unconfirmed) {
      setUnpublishQuestion(unconfirmed.message);
      return;
    }
    // A 400's fields, or a 409's (what sold meanwhile: a locked price, a quantity now below
    // sold + held), go under their fields; a 409 also says it in a toast.
    if ((error.status === 400 || error.status === 409) && error.errors.length > 0) {
      const values = getValues();
      const mapped: WizardIssue[] = [];
      const other: string[] = [];
      for (const { path, message } of error.errors) {
        const formPath = formPathOf(path, values);
        if (formPath) mapped.push({ path: formPath, message });
        else other.push(message);
      }
      if (other.length > 0) setProblem(other.join(' '));
      if (error.status === 409) void notify.error(error.message);
      showIssues(mapped);
      return;
    }
    if (error.status === 401) {
      setProblem(SESSION_ENDED);
      return;
    }
    if (error.status === 404 && eventId !== null) {
      setProblem(M.notFound);
      return;
    }
    if (error.status === 409 || (error.status >= 400 && error.status < 500 && error.fromServer)) {
      setProblem(error.message);
      void notify.error(error.message);
      return;
    }
    setProblem(error.status === 0 ? error.message : SAVE_FAILED);
    void notify.error(error.status === 0 ? error.message : SAVE_FAILED);
  }

  /** A failed PUT of the questions: each 400 under its field, anything else above the button. */
  function onQuestionsFailure(error: unknown) {
    if (error instanceof ApiRequestError && error.status === 400 && error.errors.length > 0) {
      const other: string[] = [];
      let first: string | null = null;
      for (const { path, message } of error.errors) {
        const formPath = questionFormPath(path);
        if (!formPath) {
          other.push(message);
          continue;
        }
        questionsForm.setError(formPath as FieldPath<QuestionsFormValues>, {
          type: 'server',
          message,
        });
        first ??= formPath;
      }
      setQuestionsProblem(other.length > 0 ? other.join(' ') : null);
      if (first && !first.endsWith('.root')) {
        questionsForm.setFocus(first as FieldPath<QuestionsFormValues>);
      }
      return;
    }
    const message =
      error instanceof ApiError && (error.status === 0 || error.status === 401)
        ? error.status === 401
          ? SESSION_ENDED
          : error.message
        : error instanceof ApiRequestError && error.fromServer
          ? error.message
          : QUESTIONS_SAVE_FAILED;
    setQuestionsProblem(message);
    void notify.error(message);
  }

  /**
   * Judges the questions as a submit does, so every error shows, even under a field nobody
   * left yet (the cards show an error only once its field was left or the form submitted).
   */
  async function questionsPass(): Promise<boolean> {
    let valid = false;
    await questionsForm.handleSubmit(() => {
      valid = true;
    })();
    return valid;
  }

  /** 'Salvar perguntas' (an existing event): success only once the server said so. */
  async function saveQuestions() {
    if (eventId === null) return;
    setQuestionsProblem(null);
    await questionsForm.handleSubmit(async (values) => {
      try {
        const saved = await saveQuestionsMutation.mutateAsync({
          eventId,
          body: questionsRequest(values),
        });
        // The new questions now have ids: the next save changes them instead of adding more.
        questionsForm.reset(questionsFormOf(saved.perguntas));
        void notify.success(QUESTIONS_SAVED);
      } catch (error) {
        onQuestionsFailure(error);
      }
    })();
  }

  async function save(confirmUnpublish = false) {
    setProblem(null);
    const result = eventRequest(getValues(), status, rules);
    if (!result.ok) {
      showIssues(result.issues);
      return;
    }
    // Questions to save with the event: a new event's (sent right after it is created), or an
    // edited event's changed but not saved with 'Salvar perguntas'. Checked before anything.
    const questions = questionsRequest(questionsForm.getValues());
    const pendingQuestions =
      eventId === null
        ? questions.perguntas.length > 0
        : storedQuestions.data !== undefined &&
          JSON.stringify(questions) !==
            JSON.stringify(questionsRequest(questionsFormOf(storedQuestions.data.perguntas)));
    if (pendingQuestions && !(await questionsPass())) {
      open(QUESTIONS_TAB);
      return;
    }
    let savedEvent;
    try {
      savedEvent = await saveEvent.mutateAsync(
        confirmUnpublish ? { ...result.request, confirmUnpublish } : result.request,
      );
    } catch (error) {
      onFailure(error);
      return;
    }
    setSaved(true);
    clearDraft(draftKey);
    void notify.dismiss('error');
    if (pendingQuestions) {
      try {
        await saveQuestionsMutation.mutateAsync({ eventId: savedEvent.id, body: questions });
      } catch (error) {
        if (eventId === null) {
          // The event exists: its edit page is where the questions can be saved now.
          void notify.error(QUESTIONS_NOT_SAVED_AFTER_CREATE);
          void navigate(paths.editEvent(savedEvent.id));
        } else {
          // The event is saved; the questions stay on their tab, with what went wrong.
          setSaved(false);
          onQuestionsFailure(error);
          open(QUESTIONS_TAB);
        }
        return;
      }
    }
    void notify.success(eventId === null ? M.created : M.updated);
    void navigate(eventId === null ? paths.events() : paths.dashboard());
  }

  function discardDraft() {
    reset(baseValues);
    clearDraft(draftKey);
    setRestoredAt(null);
    setProblem(null);
    open('evento');
  }

  return (
    <FormProvider {...form}>
      <WizardContext value={actions}>
        <DraftBar
          control={control}
          draftKey={draftKey}
          baseValues={baseValues}
          restoredAt={restoredAt}
          frozen={saveEvent.isPending || saved}
          onDiscard={discardDraft}
        />
        <Tabs value={tab} onValueChange={(value) => setTab(value as OpenTab)} className="gap-6">
          <WizardTabList
            control={control}
            rules={rules}
            tab={tab}
            sectionsWithErrors={sectionsWithErrors}
            questionsError={questionsErrorShown(questionsForm.formState)}
          />
          <form
            noValidate
            aria-label={eventId === null ? 'Criar evento' : 'Editar evento'}
            onSubmit={(event) => event.preventDefault()}
            className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-8"
          >
            {WIZARD_TABS.map(({ id, label }, index) => (
              <TabsContent key={id} value={id} className="flex flex-col gap-6" tabIndex={-1}>
                <header className="flex flex-col gap-1">
                  <p className="text-sm font-medium text-brand-700">
                    Etapa {index + 1} de {WIZARD_TABS.length}
                  </p>
                  <h2
                    ref={(element) => {
                      headings.current[id] = element;
                    }}
                    tabIndex={-1}
                    className="text-xl font-semibold text-slate-900 outline-none"
                  >
                    {label}
                  </h2>
                  <p className="text-sm text-slate-600">{TAB_INTRO[id]}</p>
                </header>
                {id === 'evento' && <BasicsTab originalDate={originalDate} />}
                {id === 'ingressos' && <TicketsTab />}
                {id === 'agenda' && <AgendaTab />}
                {id === 'palestrantes' && <SpeakersTab />}
                {id === 'faq' && <FaqTab />}
              </TabsContent>
            ))}
            <TabsContent value={QUESTIONS_TAB} className="flex flex-col gap-6" tabIndex={-1}>
              <header className="flex flex-col gap-1">
                <p className="text-sm font-medium text-brand-700">Opcional</p>
                <h2
                  ref={(element) => {
                    headings.current[QUESTIONS_TAB] = element;
                  }}
                  tabIndex={-1}
                  className="text-xl font-semibold text-slate-900 outline-none"
                >
                  Inscrição
                </h2>
                <p className="text-sm text-slate-600">{QUESTIONS_INTRO}</p>
              </header>
              <QuestionsTab
                form={questionsForm}
                wizardControl={control}
                state={
                  questionsLoaded
                    ? 'ready'
                    : storedQuestions.isError
                      ? {
                          failed: storedQuestions.error.message,
                          retry: () => void storedQuestions.refetch(),
                        }
                      : 'loading'
                }
                onSave={eventId === null ? null : () => void saveQuestions()}
                saving={saveQuestionsMutation.isPending}
                problem={questionsProblem}
              />
            </TabsContent>

            {lastStep && (
              <div className="mt-8 flex flex-col gap-4 border-t border-slate-200 pt-6">
                <StatusChoice status={status} onChange={setStatus} />
                <FormAlert message={problem} />
              </div>
            )}

            <div className="mt-8 flex flex-col-reverse gap-3 border-t border-slate-200 pt-6 sm:flex-row sm:items-start sm:justify-between">
              <Button
                variant="outline"
                onClick={goBack}
                disabled={tabIndex === 0}
                className="w-full sm:w-auto"
              >
                <ArrowLeft aria-hidden />
                Anterior
              </Button>
              {onQuestionsTab && !lastStep ? null : tabIndex < WIZARD_TABS.length - 1 ? (
                <Button onClick={() => void goNext()} className="w-full sm:w-auto">
                  Próximo
                  <ArrowRight aria-hidden />
                </Button>
              ) : (
                <SaveButton
                  control={control}
                  rules={rules}
                  saving={saveEvent.isPending || saved}
                  onSave={() => void save()}
                />
              )}
            </div>
          </form>
        </Tabs>
        <AlertDialog
          open={unpublishQuestion !== null}
          onOpenChange={(next) => !next && setUnpublishQuestion(null)}
        >
          <AlertDialogContent>
            <AlertDialogTitle>Despublicar evento?</AlertDialogTitle>
            <AlertDialogDescription>{unpublishQuestion}</AlertDialogDescription>
            <AlertDialogFooter>
              <AlertDialogCancel>Cancelar</AlertDialogCancel>
              <Button
                onClick={() => {
                  setUnpublishQuestion(null);
                  void save(true);
                }}
              >
                Despublicar e salvar
              </Button>
            </AlertDialogFooter>
          </AlertDialogContent>
        </AlertDialog>
      </WizardContext>
    </FormProvider>
  );
}
