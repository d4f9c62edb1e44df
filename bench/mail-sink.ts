/**
 * The mail bench's SMTP sink, in a process of its own (so its work is not counted against the
 * sender's event loop): `smtp-server` on loopback that takes every message and notes when each
 * Message-ID arrived. Spoken to over IPC by bench/mail.ts:
 * - it says `{ ready, url }` once listening;
 * - `{ take: true }` answers `{ arrivals: [messageId, receivedAtMs][] }` and forgets them.
 */
import { startSmtpSink } from '../apps/api/src/modules/mail/test-smtp-sink';

const sink = await startSmtpSink({ keepRaw: false });
let taken = 0;

process.on('message', (message: { take?: boolean; stop?: boolean }) => {
  if (message.take) {
    const arrivals = sink.received
      .slice(taken)
      .map((mail) => [mail.messageId, mail.receivedAt] as const);
    taken = sink.received.length;
    // What was handed over is no longer needed: keep the sink's memory flat too.
    sink.received.splice(0, taken);
    taken = 0;
    process.send?.({ arrivals });
  }
  if (message.stop) void sink.close().then(() => process.exit(0));
});
process.on('disconnect', () => void sink.close().then(() => process.exit(0)));
process.send?.({ ready: true, url: sink.url });
