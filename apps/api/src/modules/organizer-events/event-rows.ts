import { formatCommissionPercent } from '@bilheteria/domain/commission';
import { calendarDay, formatTime } from '@bilheteria/domain/dates';
import { type eventFormSchema, parsePriceText, priceText } from '@bilheteria/domain/event-form';
import type { EditableEvent } from '@bilheteria/domain/organizer-contract';
import type { z } from 'zod';
import type { agendaItems, events, faqItems, speakers, ticketTypes } from '../../db/schema';
import { agendaSpeakerFields } from './event-rules';

/** The wizard's values → rows, and stored rows → the wizard prefilled. Pure. */

/** What the API received, parsed (strings trimmed). */
export type EventForm = z.output<typeof eventFormSchema>;
type TicketForm = EventForm['tickets'][number];

type EventRow = typeof events.$inferSelect;
type TicketTypeRow = typeof ticketTypes.$inferSelect;
type AgendaRow = typeof agendaItems.$inferSelect;
type SpeakerRow = typeof speakers.$inferSelect;
type FaqRow = typeof faqItems.$inferSelect;

/** A ticket type's columns from the form (seat counts are not the form's). */
export function ticketTypeColumns(ticket: TicketForm, position: number) {
  return {
    name: ticket.name,
    description: ticket.description,
    priceCents: parsePriceText(ticket.price) ?? 0,
    quantity: Number(ticket.quantity),
    maxPerOrder: Number(ticket.maxPerOrder),
    position,
  };
}

/** Agenda, speakers and FAQ rows of an event from the form. */
export function childRows(eventId: string, form: EventForm) {
  return {
    agenda: form.agenda.map((item) => ({
      eventId,
      day: item.day || form.basics.date,
      startsAt: item.time,
      endsAt: item.endTime || item.time,
      title: item.title,
      ...agendaSpeakerFields(item.speaker, form.speakers),
    })),
    speakers: form.speakers.map((speaker, position) => ({
      eventId,
      name: speaker.name,
      role: speaker.role,
      company: speaker.company,
      bio: speaker.bio,
      photoUrl: speaker.imageUrl,
      position,
    })),
    faq: form.faq.map((item, position) => ({
      eventId,
      question: item.question,
      answer: item.answer,
      position,
    })),
  };
}

const hoursAndMinutes = (time: string) => time.slice(0, 5);

/** The wizard prefilled from what is stored (São Paulo dates and times). */
export function toEditableEvent(rows: {
  event: EventRow;
  categoryName: string;
  ticketTypes: TicketTypeRow[];
  agenda: AgendaRow[];
  speakers: SpeakerRow[];
  faq: FaqRow[];
  paidOrders: number;
}): EditableEvent {
  const { event } = rows;
  const date = calendarDay(event.startsAt);
  const endDate = calendarDay(event.endsAt);
  return {
    id: event.id,
    slug: event.slug,
    status: event.status,
    basics: {
      title: event.title,
      description: event.descriptionHtml,
      date,
      time: formatTime(event.startsAt),
      // Empty: the same day as the start (as the wizard sends it).
      endDate: endDate === date ? '' : endDate,
      endTime: formatTime(event.endsAt),
      location: event.venue,
      city: event.city,
      address: event.address,
      category: rows.categoryName,
      commission: formatCommissionPercent(event.commissionBp),
      imageUrl: event.imageUrl,
    },
    tickets: rows.ticketTypes.map((type) => ({
      id: type.id,
      name: type.name,
      description: type.description,
      price: priceText(type.priceCents),
      quantity: String(type.quantity),
      maxPerOrder: String(type.maxPerOrder),
      sold: type.sold,
      held: type.reserved,
    })),
    agenda: rows.agenda.map((item) => {
      const time = hoursAndMinutes(item.startsAt);
      const endTime = hoursAndMinutes(item.endsAt);
      return {
        day: item.day,
        time,
        endTime: endTime === time ? '' : endTime,
        title: item.title,
        speaker: item.speakerName,
      };
    }),
    speakers: rows.speakers.map((speaker) => ({
      name: speaker.name,
      role: speaker.role,
      company: speaker.company,
      bio: speaker.bio,
      imageUrl: speaker.photoUrl,
    })),
    faq: rows.faq.map((item) => ({ question: item.question, answer: item.answer })),
    paidOrders: rows.paidOrders,
  };
}
