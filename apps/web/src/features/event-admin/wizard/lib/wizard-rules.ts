import { zodResolver } from '@hookform/resolvers/zod';
import { calendarDay } from '@bilheteria/domain/dates';
import {
  EVENT_FORM_MESSAGES,
  agendaSectionSchema,
  eventBasicsSchema,
  eventFormSchema,
  eventSpan,
  faqSectionSchema,
  isPastDay,
  speakersSectionSchema,
  ticketsSectionSchema,
  type EventSaveStatus,
} from '@bilheteria/domain/event-form';
import '@bilheteria/domain/zod-locale';
import { get, set, type FieldErrors, type Resolver } from 'react-hook-form';
import { z } from 'zod';
import { minimumQuantity, type TicketLocks, type WizardValues } from './wizard-values';

const M = EVENT_FORM_MESSAGES;

/** Spec §4: the wizard's order. */
export const WIZARD_TABS = [
  { id: 'evento', label: 'Evento', section: 'basics' },
  { id: 'ingressos', label: 'Ingressos', section: 'tickets' },
  { id: 'agenda', label: 'Agenda', section: 'agenda' },
  { id: 'palestrantes', label: 'Palestrantes', section: 'speakers' },
  { id: 'faq', label: 'FAQ', section: 'faq' },
] as const;
export type WizardTab = (typeof WIZARD_TABS)[number]['id'];
export type WizardSection = (typeof WIZARD_TABS)[number]['section'];

export function tabOfPath(path: string): WizardTab | null {
  const section = path.split('.')[0];
  return WIZARD_TABS.find((tab) => tab.section === section)?.id ?? null;
}

/** What the rules need beyond the values: the edited event's sales and its stored date. */
export interface WizardContext {
  locks: TicketLocks;
  /** The stored start day of an edited event: keeping a day already past is allowed. */
  originalDate: string | null;
  now?: Date;
}

export interface WizardIssue {
  /** A form path: 'basics.date', 'tickets.0.quantity', 'agenda'. */
  path: string;
  message: string;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The rules that are not in the sections' schemas, or that zod only runs once everything else
 * in their object is valid: a start day in the past (spec §5 'past dates disabled'), the end
 * after the start, agenda days inside the event, and (when editing) a quantity not below what is
 * sold and held. The API checks the same.
 */
export function wizardIssues(values: WizardValues, context: WizardContext): WizardIssue[] {
  const issues: WizardIssue[] = [];
  const { basics } = values;
  if (
    DAY.test(basics.date) &&
    basics.date !== context.originalDate &&
    isPastDay(basics.date, context.now)
  ) {
    issues.push({ path: 'basics.date', message: M.datePast });
  }
  const span = eventSpan(basics);
  if (span && span.endsAt.getTime() <= span.startsAt.getTime()) {
    issues.push({ path: 'basics.endTime', message: M.endBeforeStart });
  }
  if (span) {
    const lastDay = calendarDay(span.endsAt);
    values.agenda.forEach((item, index) => {
      if (item.day && DAY.test(item.day) && (item.day < basics.date || item.day > lastDay)) {
        issues.push({ path: `agenda.${index}.day`, message: M.agendaDayOutside });
      }
    });
  }
  values.tickets.forEach((ticket, index) => {
    const least = minimumQuantity(context.locks, ticket.id);
    const quantity = /^\s*\d{1,7}\s*$/.test(ticket.quantity) ? Number(ticket.quantity) : null;
    if (least > 1 && quantity !== null && quantity < least) {
      issues.push({ path: `tickets.${index}.quantity`, message: M.quantityBelowSold });
    }
  });
  return issues;
}

/** Each tab's own check (spec §5), as the tabs validate and mark themselves complete. */
const sectionsSchema = z.object({
  basics: eventBasicsSchema,
  tickets: ticketsSectionSchema,
  agenda: agendaSectionSchema,
  speakers: speakersSectionSchema,
  faq: faqSectionSchema,
});

/**
 * The form's resolver: the shared schemas, with the messages of event-form.ts, plus
 * `wizardIssues`. react-hook-form keeps only the errors of the fields it asked about.
 */
export function wizardResolver(context: WizardContext): Resolver<WizardValues> {
  const base = zodResolver(sectionsSchema) as unknown as Resolver<WizardValues>;
  return async (values, resolverContext, options) => {
    const result = await base(values, resolverContext, options);
    const errors: FieldErrors<WizardValues> = { ...result.errors };
    for (const issue of wizardIssues(values, context)) {
      if (!get(errors, issue.path))
        set(errors, issue.path, { type: 'custom', message: issue.message });
    }
    return Object.keys(errors).length > 0 ? { values: {}, errors } : result;
  };
}

const failsOn = (issues: WizardIssue[], section: WizardSection) =>
  issues.some((issue) => issue.path.split('.')[0] === section);

/** Spec §4: which tabs pass their section's check (the tab shows a completed mark). */
export function completedSections(
  values: WizardValues,
  context: WizardContext,
): Record<WizardSection, boolean> {
  const issues = wizardIssues(values, context);
  return {
    basics: eventBasicsSchema.safeParse(values.basics).success && !failsOn(issues, 'basics'),
    tickets: ticketsSectionSchema.safeParse(values.tickets).success && !failsOn(issues, 'tickets'),
    agenda: agendaSectionSchema.safeParse(values.agenda).success && !failsOn(issues, 'agenda'),
    speakers: speakersSectionSchema.safeParse(values.speakers).success,
    faq: faqSectionSchema.safeParse(values.faq).success,
  };
}

/** Spec §4: only the basics gate 'Salvar Evento'. */
export function basicsReady(values: WizardValues, context: WizardContext): boolean {
  return (
    eventBasicsSchema.safeParse(values.basics).success &&
    !failsOn(wizardIssues(values, context), 'basics')
  );
}

export type EventRequest = z.output<typeof eventFormSchema>;

/**
 * What 'Salvar Evento' sends (POST/PUT /api/organizador/eventos), or the problems that keep it
 * from being sent: a draft may have empty lists, but the items present are checked in full, and
 * publishing needs a ticket type (eventFormSchema, as the API).
 */
export function eventRequest(
  values: WizardValues,
  status: EventSaveStatus,
  context: WizardContext,
): { ok: true; request: EventRequest } | { ok: false; issues: WizardIssue[] } {
  const parsed = eventFormSchema.safeParse({ status, ...values });
  const issues: WizardIssue[] = parsed.success
    ? []
    : parsed.error.issues.map((issue) => ({
        path: issue.path.map(String).join('.'),
        message: issue.message,
      }));
  for (const issue of wizardIssues(values, context)) {
    if (!issues.some((known) => known.path === issue.path)) issues.push(issue);
  }
  if (parsed.success && issues.length === 0) return { ok: true, request: parsed.data };
  return { ok: false, issues: sortByTab(issues) };
}

/** The fields of each section (of each item, for the lists) in the order the tabs show them. */
const FIELD_ORDER: Record<WizardSection, readonly string[]> = {
  basics: [
    'title',
    'description',
    'date',
    'time',
    'endDate',
    'endTime',
    'location',
    'city',
    'address',
    'category',
    'commission',
    'imageUrl',
  ],
  tickets: ['name', 'description', 'price', 'quantity', 'maxPerOrder'],
  agenda: ['day', 'time', 'endTime', 'title', 'speaker'],
  speakers: ['name', 'role', 'company', 'bio', 'imageUrl'],
  faq: ['question', 'answer'],
};

/** Where a path comes on screen: [tab, item, field]; a list's own error comes first. */
function pathRank(path: string): [number, number, number] {
  const [section, second, third] = path.split('.');
  const tabIndex = WIZARD_TABS.findIndex((tab) => tab.section === section);
  if (tabIndex < 0) return [WIZARD_TABS.length, 0, 0];
  const order = FIELD_ORDER[WIZARD_TABS[tabIndex]!.section];
  if (section === 'basics') return [tabIndex, 0, order.indexOf(second ?? '')];
  if (second === undefined || !/^\d+$/.test(second)) return [tabIndex, -1, 0];
  return [tabIndex, Number(second), third === undefined ? -1 : order.indexOf(third)];
}

function compareRanks(a: [number, number, number], b: [number, number, number]): number {
  return a[0] - b[0] || a[1] - b[1] || a[2] - b[2];
}

/** Issues in the wizard's order: by tab, then as the tab shows its fields. */
export function sortByTab(issues: WizardIssue[]): WizardIssue[] {
  return [...issues].sort((a, b) => compareRanks(pathRank(a.path), pathRank(b.path)));
}

/** The first path with an error in a section's errors (react-hook-form's), as shown on screen. */
export function firstErrorPath(section: WizardSection, errors: unknown): string | null {
  const paths: string[] = [];
  if (listError(errors) && section !== 'basics') paths.push(section);
  const visit = (node: unknown, path: string) => {
    if (typeof node !== 'object' || node === null) return;
    if (typeof (node as { message?: unknown }).message === 'string') paths.push(path);
    for (const [key, child] of Object.entries(node)) {
      if (key === 'ref' || key === 'root' || key === 'message' || key === 'type') continue;
      visit(child, `${path}.${key}`);
    }
  };
  visit(errors, section);
  const found = paths.filter((path) => path !== section || section !== 'basics');
  if (found.length === 0) return null;
  return found.sort((a, b) => compareRanks(pathRank(a), pathRank(b)))[0] ?? null;
}

/**
 * A 400's error path ('basics.title', 'tickets.0.price', 'tickets', or with slashes) as a form
 * path when the form has that field or list; null otherwise (its message is shown apart).
 */
export function formPathOf(path: string, values: WizardValues): string | null {
  const normalised = path.replace(/^body[./]/, '').replace(/\//g, '.');
  const tab = tabOfPath(normalised);
  // The basics' fields, a list, an item or an item's field: the form must have it.
  if (!tab || (tab === 'evento' && !normalised.includes('.'))) return null;
  return get(values, normalised) === undefined ? null : normalised;
}

/** The message of a list's own error ('Adicione pelo menos ...'), wherever the resolver put it. */
export function listError(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const { message, root } = error as { message?: unknown; root?: { message?: unknown } };
  if (typeof root?.message === 'string') return root.message;
  return typeof message === 'string' ? message : undefined;
}

/**
 * An item's field error as the screen shows it: only once the field was left (touched) or its
 * tab checked (checkSection and a refused save mark the items' fields touched). The field
 * arrays validate every item when one is added, so a new, untouched block would otherwise open
 * in red before anything was typed (issue 33).
 */
export function shownError(
  error: { message?: string } | undefined,
  touched: boolean | undefined,
): string | undefined {
  return touched ? error?.message : undefined;
}

/** Whether a section has an error on screen (its tab is marked 'Etapa com erros'). */
export function sectionErrorShown(
  section: WizardSection,
  errors: unknown,
  touched: unknown,
): boolean {
  if (errors === undefined || errors === null) return false;
  if (section === 'basics' || listError(errors)) return true;
  if (!Array.isArray(errors)) return false;
  const touchedItems = Array.isArray(touched) ? (touched as unknown[]) : [];
  return errors.some((itemErrors: unknown, index) => {
    const itemTouched = touchedItems[index] as Record<string, unknown> | undefined;
    if (typeof itemErrors !== 'object' || itemErrors === null || !itemTouched) return false;
    return Object.keys(itemErrors).some((field) => itemTouched[field] === true);
  });
}

/** The fields of each item of a list section, as a check marks them touched. */
export const ITEM_FIELDS: Record<Exclude<WizardSection, 'basics'>, readonly string[]> = {
  tickets: FIELD_ORDER.tickets,
  agenda: FIELD_ORDER.agenda,
  speakers: FIELD_ORDER.speakers,
  faq: FIELD_ORDER.faq,
};
