import { randomBytes as nodeRandomBytes } from 'node:crypto';
import type { SessionUser } from '@bilheteria/domain/auth-contract';
import type { ParticipantSwapResponse } from '@bilheteria/domain/participant-swap';
import type {
  EventTicketsResponse,
  MyTicketsResponse,
  OrderTicketsResponse,
  TicketPublicKey,
} from '@bilheteria/domain/tickets-contract';
import type { Db } from '../../db/client';
import type { JobHandler } from '../../jobs/worker';
import type { OrderLinks, ParticipantAccounts } from '../auth';
import type { ParticipantFields } from '../checkout';
import type { MailDeliveries, Mailer } from '../mail';
import { deliverTicket } from './deliver-ticket';
import { issueTickets } from './issue-tickets';
import { sendOrderSummary } from './order-summary';
import { orderTicketsPdf } from './order-tickets-pdf';
import { correctTicketEmail, resendTickets } from './resend-tickets';
import type { TicketSigningKey } from './signing-key';
import { swapParticipant } from './swap-participant';
import type { Viewer } from './ticket-access';
import { DELIVER_TICKET_JOB, idOf, ORDER_PAID_JOB, ORDER_SUMMARY_JOB } from './ticket-jobs';
import {
  eventTickets,
  myTickets,
  orderTickets,
  publicKey,
  ticketFile,
  type TicketFile,
} from './ticket-views';

export {
  DELIVER_TICKET_JOB,
  ORDER_PAID_JOB,
  ORDER_SUMMARY_JOB,
  orderSummaryKey,
  ticketAttachments,
  ticketEmailKey,
} from './ticket-jobs';
export type { Viewer } from './ticket-access';
export type { TicketFile } from './ticket-views';

export interface TicketsService {
  /** The job handlers: issuing on `order.paid`; with `mail` and `accounts`, the deliveries. */
  readonly jobs: Record<string, JobHandler>;
  publicKey(): Promise<TicketPublicKey>;
  myTickets(user: SessionUser): Promise<MyTicketsResponse>;
  /** The PDF or calendar file, for the holder, the order's buyer or the event's organization; else 404. */
  ticketFile(ticketId: string, kind: 'pdf' | 'ics', viewer: Viewer): Promise<TicketFile>;
  orderTickets(orderId: string, viewer: Viewer): Promise<OrderTicketsResponse>;
  /**
   * The order's tickets that are not cancelled, a page each, in one PDF: the buyer or the
   * event's organizer; anyone else 404; unpaid, or no such ticket, 409.
   */
  orderTicketsPdf(orderId: string, viewer: Viewer): Promise<TicketFile>;
  /**
   * Sends each valid ticket of a paid order to its own participant again (and nothing to any
   * other address): a delivery job per ticket, queued together. Asks made within the same minute
   * are one re-send. The caller checks who may ask (auth/ticket-resend.ts).
   */
  resendTickets(orderId: string): Promise<void>;
  /**
   * The buyer (or the event's organization's sales roles) corrects the address of a ticket whose e-mail bounced: the ticket's
   * participant e-mail changes and the ticket is delivered to the new address (its account made
   * or found there). Any other ticket → 409; a stranger → 404.
   */
  correctTicketEmail(
    orderId: string,
    ticketId: string,
    email: string,
    viewer: Viewer,
  ): Promise<void>;
  /**
   * 'Trocar participante': the order's buyer, or the participant for their own ticket, gives
   * the ticket at `position` to someone else until the event's deadline (used, cancelled, after
   * the deadline or swaps off → 409; anyone else → 404). The old code and QR stop working.
   */
  swapParticipant(
    orderId: string,
    position: number,
    fields: ParticipantFields,
    viewer: Viewer,
  ): Promise<ParticipantSwapResponse>;
  /** One of the organization's events only: another organization's event is 404. */
  eventTickets(
    eventId: string,
    organizationId: string,
    page: { pagina: number; por_pagina: number },
  ): Promise<EventTicketsResponse>;
}

export interface TicketsServiceOptions {
  db: Db;
  signingKey: () => Promise<TicketSigningKey>;
  /** The site's address for links in e-mails, PDFs and calendar files (no trailing slash). */
  baseUrl: string;
  /** The e-mail outbox: queues the ticket e-mails, tells how each one's delivery went. */
  mail?: Mailer & MailDeliveries;
  /** The participants' accounts, made or found as each ticket is delivered. */
  accounts?: ParticipantAccounts;
  /** The buyer's link to the order in the summary e-mail (else the page's plain address). */
  orderLinks?: OrderLinks;
  clock?: () => Date;
  /** Randomness for codes (tests make it fail mid-way). */
  randomBytes?: (size: number) => Uint8Array;
}

/** The tickets' use cases (one file each), given their dependencies. */
export function createTicketsService({
  db,
  signingKey,
  baseUrl,
  mail,
  accounts,
  orderLinks,
  clock = () => new Date(),
  randomBytes = (size) => nodeRandomBytes(size),
}: TicketsServiceOptions): TicketsService {
  const issue = issueTickets({ db, signingKey, clock, randomBytes });
  const jobs: Record<string, JobHandler> = {
    [ORDER_PAID_JOB]: { run: (payload) => issue(idOf(payload, 'orderId')) },
  };
  if (mail && accounts) {
    const deliver = deliverTicket({ db, baseUrl, participants: accounts, mailer: mail });
    jobs[DELIVER_TICKET_JOB] = {
      run: (payload) =>
        deliver(
          idOf(payload, 'ticketId'),
          typeof payload.resend === 'string' ? payload.resend : null,
        ),
      maxAttempts: 20,
    };
  }
  if (mail) {
    const summary = sendOrderSummary({
      db,
      baseUrl,
      mailer: mail,
      ...(orderLinks ? { orderLinks } : {}),
    });
    jobs[ORDER_SUMMARY_JOB] = {
      run: (payload) => summary(idOf(payload, 'orderId')),
      maxAttempts: 20,
    };
  }

  return {
    jobs,
    resendTickets: resendTickets({ db, clock }),
    correctTicketEmail: correctTicketEmail({ db, mail }),
    swapParticipant: swapParticipant({ db, signingKey, baseUrl, mail, clock, randomBytes }),
    publicKey: publicKey({ signingKey }),
    myTickets: myTickets({ db, mail, clock }),
    ticketFile: ticketFile({ db, baseUrl }),
    orderTickets: orderTickets({ db, mail, clock }),
    orderTicketsPdf: orderTicketsPdf({ db, baseUrl }),
    eventTickets: eventTickets({ db, mail }),
  };
}
