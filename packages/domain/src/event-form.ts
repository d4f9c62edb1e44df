import { z } from 'zod';
import { EVENT_CATEGORIES } from './constants';
import {
  EVENT_FORM_MESSAGES,
  EVENT_SAVE_STATUSES,
  EVENT_STATUS_LABELS,
  type EventSaveStatus,
} from './event-texts';
import { calendarDay, calendarDayParts } from './dates';
import { zonedInstant } from './date-input';
import { commissionTextOf, parseCommissionPercent } from './commission';

/*
 * The create-event wizard's rules (spec §3 "Create-event data", §4 wizard, §5 "Event basics",
 * "Agenda", "Speakers", "FAQ", "Tickets"), one schema for the browser and the API: the wizard
 * shows these messages under its fields, the API answers them in its 400s.
 *
 * The values are what the form holds (strings, as typed); the API parses the same values, so a
 * draft saved from the browser and one sent by a script meet the same rules.
 */

export { EVENT_FORM_MESSAGES, EVENT_SAVE_STATUSES, EVENT_STATUS_LABELS, type EventSaveStatus };

const M = EVENT_FORM_MESSAGES;

/** Spec §9: the default commission text and maxPerOrder. */
export const DEFAULT_COMMISSION = '10';
export const DEFAULT_MAX_PER_ORDER = '5';
export const MAX_TICKET_TYPES = 20;
export const MAX_AGENDA_ITEMS = 100;
export const MAX_SPEAKERS = 50;
export const MAX_FAQ_ITEMS = 50;
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
export const EVENT_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

/**
 * What is wrong with a picture file before it is sent (an event's image, a certificate's logo or
 * signature, an organization's logo); null when it may go. The server checks the same.
 */
export function imageFileProblem(file: { type: string; size: number }): string | null {
  if (!(EVENT_IMAGE_TYPES as readonly string[]).includes(file.type)) return M.imageType;
  if (file.size > MAX_IMAGE_BYTES) return M.imageTooLarge;
  return null;
}

/** Images we store are served here (modules/organizer-events); the form accepts these too. */
export const UPLOADED_IMAGE_PATH = /^\/api\/imagens\/[0-9a-f-]{36}\.webp$/;
/**
 * The demo catalog's own pictures (served from the API's seed-media): an event seeded with one
 * can be edited and saved as it is.
 */
export const DEMO_MEDIA_PATH =
  /^\/media\/demo\/(?:events|speakers)\/[a-z0-9-]+\.(?:svg|webp|png|jpe?g)$/;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** The visible text of the description's HTML (for its minimum length). */
export function textOfHtml(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&[a-z]+;|&#\d+;/gi, 'x')
    .replace(/\s+/g, ' ')
    .trim();
}

function isWebAddress(text: string): boolean {
  if (UPLOADED_IMAGE_PATH.test(text) || DEMO_MEDIA_PATH.test(text)) return true;
  try {
    const url = new URL(text);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

/**
 * 'R$ 1.234,56', '1234,56', '150', '150.5' → cents; null when it is not a price. A dot followed
 * by exactly three digits is a thousands separator, as pt-BR writes it.
 */
export function parsePriceText(text: string): number | null {
  const cleaned = text.replace(/R\$/i, '').replace(/\s/g, '');
  if (!/^\d{1,3}(\.\d{3})*(,\d{1,2})?$|^\d+([,.]\d{1,2})?$/.test(cleaned)) return null;
  const normalised = /,/.test(cleaned)
    ? cleaned.replace(/\./g, '').replace(',', '.')
    : /^\d{1,3}(\.\d{3})+$/.test(cleaned)
      ? cleaned.replace(/\./g, '')
      : cleaned;
  const cents = Math.round(Number(normalised) * 100);
  return Number.isSafeInteger(cents) && cents <= 100_000_000 ? cents : null;
}

/** 15000 → '150,00' (how the wizard shows a stored price). */
export function priceText(cents: number): string {
  return `${Math.trunc(cents / 100)},${String(cents % 100).padStart(2, '0')}`;
}

function wholeNumber(text: string): number | null {
  const trimmed = text.trim();
  return /^\d{1,7}$/.test(trimmed) ? Number(trimmed) : null;
}

const requiredText = (message: string, min = 1) => z.string().trim().min(min, { error: message });

/**
 * Empty and too short are two messages (issue 33: 'Rua' is not an empty address); both name the
 * field. One schema per field, no chain that stops early: every field is judged in one pass.
 */
const textAtLeast = (emptyMessage: string, min: number, shortMessage: string) =>
  z
    .string()
    .trim()
    .min(1, { error: emptyMessage })
    .refine((text) => text === '' || text.length >= min, { error: shortMessage });

/** A day typed as 'YYYY-MM-DD' that is on the calendar ('2027-02-30' is not). */
const calendarDate = (message: string) =>
  z.string().refine((day) => DAY.test(day) && calendarDayParts(day) !== null, { error: message });

/** Spec §5 "Event basics", plus an end date and time and the city the listing filters on. */
export const eventBasicsSchema = z
  .object({
    title: requiredText(M.title, 5).max(150),
    /** Rich text (HTML); the API stores it sanitised with the event page's allow-list. */
    description: z
      .string()
      .max(20_000)
      .refine((html) => textOfHtml(html).length >= 20, { error: M.description }),
    date: calendarDate(M.date),
    time: z.string().regex(TIME, { error: M.time }),
    /** Empty: the same day as the start. */
    endDate: z.union([z.literal(''), calendarDate(M.endDate)]),
    /** Empty: two hours after the start. */
    endTime: z.union([z.literal(''), z.string().regex(TIME, { error: M.endTime })]),
    location: requiredText(M.location, 5).max(200),
    city: textAtLeast(M.city, 2, M.cityShort).max(100),
    address: textAtLeast(M.address, 5, M.addressShort).max(300),
    category: z.enum(EVENT_CATEGORIES, { error: M.category }),
    // The wizard types text ('12,5'); an API client may send a number (12.5): both become the
    // text, which parseCommissionPercent reads again when the event is written.
    commission: z
      .union([z.string(), z.number()], {
        error: (issue) => (issue.input === undefined ? M.commission : M.commissionRange),
      })
      .transform((value) => commissionTextOf(value).trim())
      .pipe(
        z
          .string()
          .min(1, { error: M.commission })
          // An empty one has its own message above: one message per problem.
          .refine((text) => text === '' || parseCommissionPercent(text) !== null, {
            error: M.commissionRange,
          }),
      ),
    imageUrl: z
      .string()
      .trim()
      .max(2_000)
      .min(1, { error: M.imageRequired })
      .refine((text) => text === '' || isWebAddress(text), { error: M.image }),
  })
  .refine(
    (basics) => {
      const span = eventSpan(basics);
      return !span || span.endsAt.getTime() > span.startsAt.getTime();
    },
    {
      path: ['endTime'],
      error: M.endBeforeStart,
      // Judged with the other fields' errors too (zod skips an object's refinement once a
      // field failed, unless told when it can run): it needs only the dates and times.
      when: (payload) =>
        !payload.issues.some((issue) =>
          ['date', 'time', 'endDate', 'endTime'].includes(String(issue.path?.[0])),
        ),
    },
  );
export type EventBasicsValues = z.input<typeof eventBasicsSchema>;

/** Default end when none is given: two hours after the start. */
const DEFAULT_DURATION_MS = 2 * 60 * 60 * 1000;

/** The event's start and end instants (UTC) from its São Paulo date and time fields. */
export function eventSpan(
  basics: Pick<EventBasicsValues, 'date' | 'time' | 'endDate' | 'endTime'>,
): { startsAt: Date; endsAt: Date } | null {
  try {
    const startsAt = zonedInstant(basics.date, basics.time);
    if (!basics.endDate && !basics.endTime) {
      return { startsAt, endsAt: new Date(startsAt.getTime() + DEFAULT_DURATION_MS) };
    }
    const endsAt = zonedInstant(basics.endDate || basics.date, basics.endTime || basics.time);
    return { startsAt, endsAt };
  } catch {
    return null;
  }
}

/** Past dates are refused (spec §5: past dates disabled); `today` is São Paulo's day. */
export function isPastDay(day: string, now: Date = new Date()): boolean {
  return day < calendarDay(now);
}

export const ticketTypeFormSchema = z.object({
  /** Present when editing a type that exists. */
  id: z.string().uuid().optional(),
  name: requiredText(M.ticketName, 2).max(100),
  description: requiredText(M.ticketDescription, 5).max(500),
  price: z
    .string()
    .trim()
    .min(1, { error: M.ticketPrice })
    .refine((text) => text === '' || parsePriceText(text) !== null, {
      error: M.ticketPriceInvalid,
    }),
  quantity: z
    .string()
    .trim()
    .min(1, { error: M.ticketQuantity })
    .refine((text) => text === '' || (wholeNumber(text) ?? 0) >= 1, { error: M.ticketQuantityMin }),
  maxPerOrder: z
    .string()
    .trim()
    .min(1, { error: M.ticketMaxPerOrder })
    .refine((text) => text === '' || (wholeNumber(text) ?? 0) >= 1, {
      error: M.ticketMaxPerOrderMin,
    })
    .refine((text) => text === '' || (wholeNumber(text) ?? 0) <= 5, {
      error: M.ticketMaxPerOrderMax,
    }),
});
export type TicketTypeFormValues = z.input<typeof ticketTypeFormSchema>;

export const agendaItemFormSchema = z
  .object({
    /** Empty: the event's first day. */
    day: z.union([z.literal(''), z.string().regex(DAY, { error: M.date })]),
    time: z.string().regex(TIME, { error: M.agendaTime }),
    endTime: z.union([z.literal(''), z.string().regex(TIME, { error: M.endTime })]),
    title: requiredText(M.agendaTitle, 3).max(200),
    /** Optional: who speaks ('Nome — Cargo, Empresa' or only the name). */
    speaker: z.string().trim().max(200),
  })
  .refine((item) => item.endTime === '' || item.endTime > item.time, {
    path: ['endTime'],
    error: M.endBeforeStart,
  });
export type AgendaItemFormValues = z.input<typeof agendaItemFormSchema>;

export const speakerFormSchema = z.object({
  name: requiredText(M.speakerName).max(150),
  role: requiredText(M.speakerRole).max(150),
  company: requiredText(M.speakerCompany).max(150),
  bio: z.string().trim().max(2_000),
  imageUrl: z
    .string()
    .trim()
    .max(2_000)
    .refine((text) => text === '' || isWebAddress(text), { error: M.speakerImage }),
});
export type SpeakerFormValues = z.input<typeof speakerFormSchema>;

export const faqItemFormSchema = z.object({
  question: requiredText(M.faqQuestion, 5).max(500),
  answer: requiredText(M.faqAnswer, 5).max(5_000),
});
export type FaqItemFormValues = z.input<typeof faqItemFormSchema>;

/** Each tab's own check (the wizard marks a tab complete when it passes). */
export const ticketsSectionSchema = z
  .array(ticketTypeFormSchema)
  .min(1, { error: M.ticketsRequired })
  .max(MAX_TICKET_TYPES);
export const agendaSectionSchema = z
  .array(agendaItemFormSchema)
  .min(1, { error: M.agendaRequired })
  .max(MAX_AGENDA_ITEMS);
export const speakersSectionSchema = z
  .array(speakerFormSchema)
  .min(1, { error: M.speakersRequired })
  .max(MAX_SPEAKERS);
export const faqSectionSchema = z
  .array(faqItemFormSchema)
  .min(1, { error: M.faqRequired })
  .max(MAX_FAQ_ITEMS);

/**
 * What the wizard saves (POST/PUT /api/organizador/eventos). Spec §4: only the basics gate
 * 'Salvar Evento', so a draft may have empty lists; publishing needs at least one ticket type
 * (nothing could be sold otherwise). Items present are always checked in full.
 */
export const eventFormSchema = z
  .object({
    status: z.enum(EVENT_SAVE_STATUSES),
    /** As in the publication request: saving a sold event as a draft must be confirmed. */
    confirmUnpublish: z.boolean().optional(),
    basics: eventBasicsSchema,
    tickets: z.array(ticketTypeFormSchema).max(MAX_TICKET_TYPES),
    agenda: z.array(agendaItemFormSchema).max(MAX_AGENDA_ITEMS),
    speakers: z.array(speakerFormSchema).max(MAX_SPEAKERS),
    faq: z.array(faqItemFormSchema).max(MAX_FAQ_ITEMS),
  })
  .superRefine((form, ctx) => {
    if (form.status === 'published' && form.tickets.length === 0) {
      ctx.addIssue({ code: 'custom', path: ['tickets'], message: M.ticketsRequired });
    }
    const span = eventSpan(form.basics);
    if (!span) return;
    const firstDay = form.basics.date;
    const lastDay = calendarDay(span.endsAt);
    form.agenda.forEach((item, index) => {
      if (item.day && !calendarDayParts(item.day)) {
        ctx.addIssue({ code: 'custom', path: ['agenda', index, 'day'], message: M.date });
      } else if (item.day && (item.day < firstDay || item.day > lastDay)) {
        ctx.addIssue({
          code: 'custom',
          path: ['agenda', index, 'day'],
          message: M.agendaDayOutside,
        });
      }
    });
  });
export type EventFormValues = z.input<typeof eventFormSchema>;

/** An empty wizard (spec §3 defaults: commission 10 %, maxPerOrder 5). */
export function emptyEventForm(): Omit<EventFormValues, 'status'> {
  return {
    basics: {
      title: '',
      description: '',
      date: '',
      time: '',
      endDate: '',
      endTime: '',
      location: '',
      city: '',
      address: '',
      category: '' as EventBasicsValues['category'],
      commission: DEFAULT_COMMISSION,
      imageUrl: '',
    },
    tickets: [],
    agenda: [],
    speakers: [],
    faq: [],
  };
}

export function emptyTicketType(): TicketTypeFormValues {
  return { name: '', description: '', price: '', quantity: '', maxPerOrder: DEFAULT_MAX_PER_ORDER };
}
