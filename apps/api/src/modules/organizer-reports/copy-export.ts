import { Transform, type TransformCallback } from 'node:stream';
import type { StoredAnswer } from '@bilheteria/domain/registration-questions';
import { StringDecoder } from 'node:string_decoder';
import {
  PARTICIPANT_FORM_COLUMNS,
  previousHoldersJson,
  type ParticipantTuple,
  type SalesTuple,
} from './statements';

/*
 * An export on a PostgreSQL server as ONE statement, `COPY (SELECT …) TO STDOUT`, instead of a
 * keyset batch per 5,000 rows (exports.ts). The batches read each row's order, ticket type and
 * latest e-mail by an index lookup per row (~60,000 rows/s at a million tickets, the database's
 * side the bottleneck); over the whole export the planner joins by hash instead — the latest
 * e-mail of every ticket is one pass over the outbox (DISTINCT ON), not a lookup per row — and
 * COPY sends the rows as they come, with no batch to build in JSON nor to parse. The snapshot
 * is the statement's (inside the export's REPEATABLE READ transaction anyway).
 *
 * COPY writes plain values in its text format (ids, integers, status words; the instants the
 * domain shows as São Paulo's wall clock computed as the batches compute them): each line is
 * parsed here back into the batches' tuples (statements.ts ParticipantTuple / SalesTuple), so
 * the service formats them with the domain's helpers (organizer-export.ts, csv.ts) exactly as
 * the batches' rows. Each row starts with its event's position in the export (1-based, the
 * order of EXPORT_EVENTS_STATEMENT), so the rows can be handed out per event.
 *
 * COPY takes no bind parameters: the event ids (uuids read from the database) and the time
 * zone are written in as escaped literals.
 */

export type CopyExportKind = 'participantes' | 'vendas';

/** The latest e-mail's state, as statements.ts `emailState` writes it for the batches. */
const EMAIL_STATE = `case m.status
      when 'sending' then case when m.attempts > 1 then 'failed' else 'queued' end
      else m.status::text end`;

const wallClock = (column: string, zone: string) =>
  `to_char(${column} at time zone ${zone}, 'YYYY-MM-DD"T"HH24:MI:SS')`;

/** The events of the export in order, as `ev(id, ord)`. */
const eventsInOrder = (eventIds: readonly string[], literal: (text: string) => string) =>
  `unnest(${literal(`{${eventIds.join(',')}}`)}::uuid[]) with ordinality as ev(id, ord)`;

/** Only the participants who answered `questionId` with `answer` (issue 30's consent filter). */
export interface ConsentFilter {
  questionId: string;
  answer: boolean;
}

/**
 * The COPY of every participant of the events, each event's tickets in the order they were
 * issued (as PARTICIPANT_BATCH_STATEMENT): ord, then ParticipantTuple's columns. The previous
 * holders and the answers are each one pass over the export's own rows (grouped, hash-joined),
 * as the e-mails are.
 */
export function participantsCopy(
  eventIds: readonly string[],
  timeZone: string,
  literal: (text: string) => string,
  consent: ConsentFilter | null = null,
): string {
  const mine = `unnest(${literal(`{${eventIds.join(',')}}`)}::uuid[]) as mine(id)`;
  const filter = consent
    ? `where exists (select 1 from registration_answers fa where fa.buyer_id = b.id
        and fa.question_id = ${literal(consent.questionId)}::uuid
        and fa.value = ${literal(String(consent.answer))}::jsonb)`
    : '';
  return `copy (
    select ev.ord, t.issued_at, t.order_id, t.position,
      t.code, t.holder_name, t.holder_email, tt.name, o.number, t.status,
      case when t.status = 'used' then ${wallClock('t.used_at', literal(timeZone))} end,
      ${EMAIL_STATE},
      ${PARTICIPANT_FORM_COLUMNS},
      h.holders, a.answers
    from ${eventsInOrder(eventIds, literal)}
    join tickets t on t.event_id = ev.id
    join orders o on o.id = t.order_id
    join ticket_types tt on tt.id = t.ticket_type_id
    left join (
      -- Only the export's tickets' e-mails: the cost follows this organizer's data, not the
      -- whole table's.
      select distinct on (e.ticket_id) e.ticket_id, e.status, e.attempts
      from emails e
      join tickets et on et.id = e.ticket_id
      join ${mine} on mine.id = et.event_id
      order by e.ticket_id, e.created_at desc
    ) m on m.ticket_id = t.id
    left join buyers b on b.order_id = t.order_id and b.position = t.position
    left join (
      select c.ticket_id, ${previousHoldersJson('c', literal(timeZone))} as holders
      from ticket_holder_changes c
      join tickets ct on ct.id = c.ticket_id
      join ${mine} on mine.id = ct.event_id
      group by c.ticket_id
    ) h on h.ticket_id = t.id
    left join (
      select ra.buyer_id, json_object_agg(ra.question_id, ra.value) as answers
      from registration_answers ra
      join registration_questions rq on rq.id = ra.question_id
      join ${mine} on mine.id = rq.event_id
      group by ra.buyer_id
    ) a on a.buyer_id = b.id
    ${filter}
    order by ev.ord, t.issued_at, t.order_id, t.position
  ) to stdout`;
}

/**
 * The COPY of every paid order of the events, in the order they were paid (as
 * SALES_BATCH_STATEMENT): ord, then SalesTuple's columns.
 */
export function salesCopy(
  eventIds: readonly string[],
  timeZone: string,
  literal: (text: string) => string,
): string {
  return `copy (
    select ev.ord, o.paid_at, o.id, o.number, ${wallClock('o.paid_at', literal(timeZone))},
      coalesce(pm.payer_name, b.first_name || ' ' || b.last_name, ''),
      coalesce(pm.payer_email, b.email, ''),
      coalesce(q.tickets, 0),
      o.subtotal_cents, o.discount_cents, c.code, o.total_cents,
      coalesce(pm.interest_cents, 0), coalesce(pm.method::text, 'free'), o.affiliate_code
    from ${eventsInOrder(eventIds, literal)}
    join orders o on o.event_id = ev.id and o.status = 'paid'
    left join payments pm on pm.id = o.paid_by_payment_id
    left join coupons c on c.id = o.coupon_id
    left join buyers b on b.order_id = o.id and b.position = 1
    left join (
      select oi.order_id, sum(oi.quantity) as tickets
      from order_items oi
      join orders qo on qo.id = oi.order_id
      join unnest(${literal(`{${eventIds.join(',')}}`)}::uuid[]) as mine(id) on mine.id = qo.event_id
      group by oi.order_id
    ) q on q.order_id = o.id
    order by ev.ord, o.paid_at, o.id
  ) to stdout`;
}

/** A row of a COPY: its event's position in the export, and the batches' tuple. */
export interface CopyRow<Tuple> {
  ord: number;
  tuple: Tuple;
}

const num = (field: string | null) => (field === null ? 0 : Number(field));

const json = <T>(field: string | null | undefined): T | null =>
  field === null || field === undefined ? null : (JSON.parse(field) as T);

export function participantRow(fields: (string | null)[]): CopyRow<ParticipantTuple> {
  const f = fields;
  return {
    ord: num(f[0] ?? null),
    tuple: [
      f[1]!,
      f[2]!,
      num(f[3] ?? null),
      f[4]!,
      f[5]!,
      f[6]!,
      f[7]!,
      num(f[8] ?? null),
      f[9] as ParticipantTuple[8],
      f[10] ?? null,
      f[11] ?? null,
      // One by one, not a spread of a slice: a million rows, no arrays in between.
      f[12] ?? null,
      f[13] ?? null,
      f[14] ?? null,
      f[15] ?? null,
      f[16] ?? null,
      f[17] ?? null,
      f[18] ?? null,
      f[19] ?? null,
      f[20] ?? null,
      f[21] ?? null,
      f[22] ?? null,
      json<[string, string, string][]>(f[23]),
      json<Record<string, StoredAnswer>>(f[24]),
    ],
  };
}

export function salesRow(fields: (string | null)[]): CopyRow<SalesTuple> {
  const f = fields;
  return {
    ord: num(f[0] ?? null),
    tuple: [
      f[1]!,
      f[2]!,
      num(f[3] ?? null),
      f[4]!,
      f[5]!,
      f[6]!,
      num(f[7] ?? null),
      num(f[8] ?? null),
      num(f[9] ?? null),
      f[10] ?? null,
      num(f[11] ?? null),
      num(f[12] ?? null),
      f[13]!,
      f[14] ?? null,
    ],
  };
}

const ESCAPED: Record<string, string> = {
  b: '\b',
  f: '\f',
  n: '\n',
  r: '\r',
  t: '\t',
  v: '\v',
};

/**
 * A field of COPY's text format: `\N` is null; COPY TO writes a backslash, and the control
 * characters among b f n r t v, as a backslash sequence (never octal nor hex).
 */
export function copyTextField(field: string): string | null {
  if (field === '\\N') return null;
  if (!field.includes('\\')) return field;
  return field.replace(/\\(.)/g, (_, next: string) => ESCAPED[next] ?? next);
}

/**
 * COPY's text format in, rows out: one array of rows (each row its fields, parsed by `row`) per
 * chunk of bytes, so what the socket delivers is parsed in one go. The readable side holds one
 * chunk's rows at most (objectMode high-water mark), and COPY's stream is read no faster than
 * the rows are taken: backpressure reaches the socket, and the database waits.
 */
export class CopyTextRows<Row> extends Transform {
  private readonly decoder = new StringDecoder('utf8');
  private tail = '';

  constructor(private readonly row: (fields: (string | null)[]) => Row) {
    // One parsed chunk waiting at most: rows parsed ahead of the formatting live through
    // V8's scavenges and are promoted (garbage only a full collection frees).
    super({ readableObjectMode: true, readableHighWaterMark: 1 });
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    const text = this.tail + this.decoder.write(chunk);
    const lines = text.split('\n');
    this.tail = lines.pop()!;
    if (lines.length > 0) this.push(this.parse(lines));
    done();
  }

  override _flush(done: TransformCallback): void {
    const text = this.tail + this.decoder.end();
    this.tail = '';
    if (text !== '') this.push(this.parse([text]));
    done();
  }

  private parse(lines: string[]): Row[] {
    const rows: Row[] = new Array<Row>(lines.length);
    for (let index = 0; index < lines.length; index += 1) {
      // The fields decoded in place: no second array per row.
      const fields: (string | null)[] = lines[index]!.split('\t');
      for (let field = 0; field < fields.length; field += 1) {
        fields[field] = copyTextField(fields[field]!);
      }
      rows[index] = this.row(fields);
    }
    return rows;
  }
}
