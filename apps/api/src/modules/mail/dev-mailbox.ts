import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppConfig } from '../../config';
import { noStore } from '../../http/no-store';
import type { RenderedAttachment } from './contract';
import { MAILBOX_PATH, mailboxListPage, mailboxMessagePage } from './dev-mailbox-pages';
import type { MailService } from './service';
import { contentDisposition } from '../../http/content-disposition';

/** What an attachment or a raw message may do once opened: nothing (no script, no fetch). */
const DOWNLOAD_CSP = "default-src 'none'; style-src 'unsafe-inline'; sandbox";
const NOT_FOUND_PAGE = `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><title>Mensagem não encontrada</title></head><body><main><h1>Mensagem não encontrada</h1><p><a href="${MAILBOX_PATH}">Voltar à caixa de e-mails</a></p></main></body></html>`;

/** A renderer's content type if it is a plain `type/subtype` (with parameters), else bytes. */
function safeContentType(value: string): string {
  return /^[\w.+-]+\/[\w.+-]+(\s*;\s*[\w.-]+=[\w.-]+)*$/.test(value)
    ? value
    : 'application/octet-stream';
}

const idParams = z.object({ id: z.string().max(64) });

/**
 * The development mailbox (issue 14): with no SMTP_URL and only in DEMO_MODE, the outbox's
 * messages at /dev/emails (newest first), each at /dev/emails/<id> as it was sent — headers,
 * its HTML in a sandboxed frame, its text, its attachments at /dev/emails/<id>/anexos/<n>
 * (rendered again now: the outbox keeps what to render, not bytes) and its .eml source.
 * Anywhere else these paths do not exist (404).
 */
export const devMailboxRoutes: FastifyPluginAsyncZod<{
  mail: MailService;
  config: Pick<AppConfig, 'demoMode' | 'smtpUrl'>;
}> = async (app, { mail, config }) => {
  if (!config.demoMode || config.smtpUrl || mail.delivery !== 'local') return;
  // Every answer here is someone's message.
  noStore(app);

  const notFound = (reply: FastifyReply) =>
    reply.code(404).type('text/html; charset=utf-8').send(NOT_FOUND_PAGE);

  app.get(
    MAILBOX_PATH,
    {
      schema: {
        hide: true,
        querystring: z.object({ para: z.string().trim().max(254).optional() }),
      },
    },
    async (request, reply) => {
      const to = request.query.para || undefined;
      const messages = await mail.list(to ? { to } : {});
      return reply
        .type('text/html; charset=utf-8')
        .send(mailboxListPage(messages, to ? { to } : {}));
    },
  );

  app.get(
    `${MAILBOX_PATH}/:id`,
    { schema: { hide: true, params: idParams } },
    async (request, reply) => {
      const row = await mail.find(request.params.id);
      if (!row) return notFound(reply);
      let attachments: RenderedAttachment[] | null;
      try {
        attachments = await mail.renderAttachments(row);
      } catch (error) {
        request.log.warn(
          { err: error, email: { id: row.id } },
          'dev mailbox: attachments not rendered',
        );
        attachments = null;
      }
      return reply
        .type('text/html; charset=utf-8')
        .send(mailboxMessagePage(row, mail.from, attachments));
    },
  );

  app.get(
    `${MAILBOX_PATH}/:id/anexos/:position`,
    {
      schema: {
        hide: true,
        params: idParams.extend({ position: z.coerce.number().int().min(1).max(100) }),
      },
    },
    async (request, reply) => {
      const row = await mail.find(request.params.id);
      if (!row) return notFound(reply);
      const attachments = await mail.renderAttachments(row);
      const attachment = attachments[request.params.position - 1];
      if (!attachment) return notFound(reply);
      return reply
        .type(safeContentType(attachment.contentType))
        .header(
          'content-disposition',
          contentDisposition(attachment.cid ? 'inline' : 'attachment', attachment.filename),
        )
        .header('content-security-policy', DOWNLOAD_CSP)
        .send(attachment.content);
    },
  );

  app.get(
    `${MAILBOX_PATH}/:id/fonte`,
    { schema: { hide: true, params: idParams } },
    async (request, reply) => {
      const row = await mail.find(request.params.id);
      if (!row) return notFound(reply);
      return reply
        .type('message/rfc822')
        .header('content-disposition', contentDisposition('attachment', `mensagem-${row.id}.eml`))
        .header('content-security-policy', DOWNLOAD_CSP)
        .send(await mail.source(row));
    },
  );
};
