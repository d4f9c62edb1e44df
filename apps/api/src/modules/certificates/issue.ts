import {
  CERTIFICATE_MESSAGES,
  certificateDatesText,
  certificateVerificationPath,
  fillCertificateText,
  formatCertificateHours,
  hoursToMinutes,
  type CertificateSettings,
} from '@bilheteria/domain/certificate-contract';
import { calendarDay } from '@bilheteria/domain/dates';
import { and, asc, eq, gt, lte, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { certificates, certificateSettings, events, organizations, tickets } from '../../db/schema';
import { rowsOf } from '../../db/rows';
import { HttpError } from '../../http/errors';
import { scheduleBy } from '../../jobs/queue';
import type { JobHandler } from '../../jobs/worker';
import { emailButton, emailLayout, emailParagraph, type BulkMailer } from '../mail';
import { newCertificateCode } from './certificate-code';
import { withoutCertificate } from './eligibility';
import { eventSettings } from './settings';
import { ownedEvent } from '../../shared/owned-event';

/** Issues an event's certificates (payload `{ eventId }`, one job per event). */
export const CERTIFICATE_ISSUE_JOB = 'certificates.issue';
/** Every few minutes: queues the issue of ended events that have someone still without one. */
export const CERTIFICATE_SWEEP_JOB = 'certificates.sweep';
/** The attachment kind of a certificate's e-mail (`{ kind, certificateId }`). */
export const CERTIFICATE_ATTACHMENT = 'certificate';

const SWEEP_EVERY_MS = 5 * 60_000;
/** Tickets per transaction: 10,000 participants are 20 short transactions, never one. */
export const ISSUE_BATCH = 500;

/** What every certificate of an event says, frozen at issue. */
export interface EventFacts {
  title: string;
  organizationName: string;
  day: string;
  datesText: string;
}

export async function eventFacts(runner: DbOrTx, eventId: string): Promise<EventFacts | null> {
  const [row] = await runner
    .select({
      title: events.title,
      startsAt: events.startsAt,
      endsAt: events.endsAt,
      organizationName: organizations.publicName,
    })
    .from(events)
    .innerJoin(organizations, eq(organizations.id, events.organizationId))
    .where(eq(events.id, eventId));
  if (!row) return null;
  const day = calendarDay(row.startsAt);
  return {
    title: row.title,
    organizationName: row.organizationName,
    day,
    datesText: certificateDatesText(day, calendarDay(row.endsAt)),
  };
}

/** The text as printed for this participant. */
export function certificateBody(
  settings: CertificateSettings,
  facts: EventFacts,
  holderName: string,
): string {
  return fillCertificateText(settings.texto, {
    nome: holderName,
    evento: facts.title,
    data: facts.datesText,
    carga_horaria: formatCertificateHours(settings.carga_horaria),
    organizacao: facts.organizationName,
  });
}

export const verificationUrl = (baseUrl: string, code: string) =>
  `${baseUrl}${certificateVerificationPath(code)}`;

function certificateEmail(
  baseUrl: string,
  certificate: { id: string; code: string; holderName: string; holderEmail: string },
  facts: EventFacts,
) {
  const url = verificationUrl(baseUrl, certificate.code);
  const subject = CERTIFICATE_MESSAGES.emailSubject(facts.title);
  const lines = [
    `Olá, ${certificate.holderName}.`,
    `Segue em anexo o seu certificado de participação em ${facts.title}, promovido por ${facts.organizationName}.`,
    `Código de verificação: ${certificate.code}. Qualquer pessoa pode conferi-lo no endereço abaixo; ele também fica disponível em Meus Ingressos.`,
  ];
  const { html, text } = emailLayout({
    title: subject,
    bodyHtml: lines.map(emailParagraph).join('') + emailButton(url, 'Verificar certificado'),
    bodyText: `${lines.join('\n\n')}\n\nVerificar: ${url}`,
  });
  return {
    dedupeKey: `certificate:${certificate.id}`,
    to: certificate.holderEmail,
    subject,
    html,
    text,
    attachments: [{ kind: CERTIFICATE_ATTACHMENT, certificateId: certificate.id }],
  };
}

export interface IssuingDeps {
  db: Db;
  mail: BulkMailer;
  clock: () => Date;
  baseUrl: string;
  wakeJobs: () => void;
}

/**
 * Issuing (issue 31): one certificate per eligible ticket, written with its e-mail in the same
 * short transaction per batch. A ticket's certificate is unique (certificates_ticket_unique):
 * runs that overlap, or a run again after a crash, skip what exists, so issuing twice never
 * makes two; a participant admitted later (an offline sync) is found by the next run.
 */
export function createIssuing({ db, mail, clock, baseUrl, wakeJobs }: IssuingDeps) {
  async function issueBatch(
    eventId: string,
    settings: CertificateSettings,
    facts: EventFacts,
    after: string | null,
  ): Promise<{ selected: number; issued: number; lastId: string | null }> {
    return db.transaction(async (tx) => {
      // From where the run's previous batch stopped: each batch reads only tickets it has not
      // looked at, not the whole event again (10,000 tickets: 20 batches, not 20 growing scans).
      const due = await tx
        .select({
          id: tickets.id,
          holderName: tickets.holderName,
          holderEmail: tickets.holderEmail,
        })
        .from(tickets)
        .where(
          and(
            withoutCertificate(tx, eventId, settings.regra),
            after === null ? undefined : gt(tickets.id, after),
          ),
        )
        .orderBy(asc(tickets.id))
        .limit(ISSUE_BATCH);
      if (due.length === 0) return { selected: 0, issued: 0, lastId: after };
      const now = clock();
      const workloadMinutes = hoursToMinutes(settings.carga_horaria);
      // One statement whose rows arrive as one JSON parameter: the query builder's multi-row
      // INSERT (500 rows × 12 values) spent more time building its SQL than the database took
      // to run it (profiled on bench:certificates), and what repeats per batch is sent once.
      const batch = JSON.stringify(
        due.map((ticket) => ({
          code: newCertificateCode(),
          ticket_id: ticket.id,
          holder_name: ticket.holderName,
          holder_email: ticket.holderEmail,
          body: certificateBody(settings, facts, ticket.holderName),
        })),
      );
      const inserted = rowsOf<{
        id: string;
        code: string;
        holderName: string;
        holderEmail: string;
      }>(
        await tx.execute(sql`
          insert into ${certificates} (code, ticket_id, event_id, holder_name, holder_email,
            event_title, event_day, event_dates_text, workload_minutes, organization_name, body,
            issued_at)
          select r.code, r.ticket_id, ${eventId}::uuid, r.holder_name, r.holder_email,
            ${facts.title}, ${facts.day}, ${facts.datesText}, ${workloadMinutes}::int,
            ${facts.organizationName}, r.body, ${now.toISOString()}::timestamptz
          from json_to_recordset(${batch}::json)
            as r(code text, ticket_id uuid, holder_name text, holder_email text, body text)
          -- Another run's certificate for the ticket (or, once in 2^60, a code taken): skipped,
          -- and a ticket left without one is found by the next batch.
          on conflict do nothing
          returning id, code, holder_name as "holderName", holder_email as "holderEmail"`),
      );
      const queued = await mail.enqueueMany(
        tx,
        inserted.map((certificate) => certificateEmail(baseUrl, certificate, facts)),
      );
      const emailIds = inserted.map((certificate, index) => ({
        id: certificate.id,
        emailId: queued[index]!.id,
      }));
      if (emailIds.length > 0) {
        await tx.execute(
          sql`update ${certificates} set email_id = v."emailId"
            from json_to_recordset(${JSON.stringify(emailIds)}::json) as v(id uuid, "emailId" uuid)
            where ${certificates.id} = v.id`,
        );
      }
      return { selected: due.length, issued: inserted.length, lastId: due.at(-1)!.id };
    });
  }

  /** Issues the event's missing certificates; answers how many this run made. */
  async function issueEvent(eventId: string): Promise<number> {
    const { settings } = await eventSettings(db, eventId);
    if (!settings.ativo) return 0;
    const facts = await eventFacts(db, eventId);
    if (!facts) return 0;
    let total = 0;
    let after: string | null = null;
    for (;;) {
      const { selected, issued, lastId } = await issueBatch(eventId, settings, facts, after);
      total += issued;
      after = lastId;
      // Nothing left, or nothing this batch could take (another run holds them): stop.
      if (selected < ISSUE_BATCH || issued === 0) break;
    }
    return total;
  }

  /** Queues (or brings forward) the event's issue job. */
  async function queueIssue(runner: DbOrTx, eventId: string): Promise<void> {
    await scheduleBy(runner, {
      kind: CERTIFICATE_ISSUE_JOB,
      payload: { eventId },
      dedupeKey: eventId,
      runAt: clock(),
    });
  }

  /** Ended events with certificates on and someone eligible still without one. */
  async function sweep(): Promise<number> {
    const now = clock();
    const due = await db
      .select({ id: events.id, rule: certificateSettings.rule })
      .from(certificateSettings)
      .innerJoin(events, eq(events.id, certificateSettings.eventId))
      .where(and(eq(certificateSettings.enabled, true), lte(events.endsAt, now)));
    let queued = 0;
    for (const event of due) {
      const rule = event.rule === 'todos' ? 'todos' : 'presentes';
      const [missing] = await db
        .select({ id: tickets.id })
        .from(tickets)
        .where(withoutCertificate(db, event.id, rule))
        .limit(1);
      if (!missing) continue;
      await queueIssue(db, event.id);
      queued += 1;
    }
    if (queued > 0) wakeJobs();
    return queued;
  }

  const jobs: Record<string, JobHandler> = {
    [CERTIFICATE_ISSUE_JOB]: {
      async run(payload) {
        const eventId = payload.eventId;
        if (typeof eventId !== 'string') throw new Error('certificates.issue without eventId');
        await issueEvent(eventId);
      },
    },
    [CERTIFICATE_SWEEP_JOB]: {
      async run() {
        await sweep();
        return { again: new Date(clock().getTime() + SWEEP_EVERY_MS) };
      },
    },
  };

  return {
    jobs,
    issueEvent,
    sweep,

    /** The sweep exists once (a second call changes nothing). */
    async scheduleSweep(): Promise<void> {
      await scheduleBy(db, {
        kind: CERTIFICATE_SWEEP_JOB,
        payload: {},
        dedupeKey: 'sweep',
        runAt: new Date(clock().getTime() + SWEEP_EVERY_MS),
      });
    },

    /** POST …/certificados/emissao ('Emitir agora'). */
    async issueNow(target: { organizationId: string; eventId: string }): Promise<void> {
      const event = await ownedEvent(db, target.organizationId, target.eventId);
      const { settings } = await eventSettings(db, target.eventId);
      if (!settings.ativo) throw new HttpError(409, CERTIFICATE_MESSAGES.issueDisabled);
      if (clock() < event.startsAt) throw new HttpError(409, CERTIFICATE_MESSAGES.issueBeforeStart);
      await queueIssue(db, target.eventId);
      wakeJobs();
    },
  };
}

export type Issuing = ReturnType<typeof createIssuing>;
