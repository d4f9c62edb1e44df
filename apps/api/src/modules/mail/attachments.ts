import type { SendMailOptions } from 'nodemailer';
import type { emails } from '../../db/schema';
import type { AttachmentRenderer, AttachmentSource, RenderedAttachment } from './contract';

type EmailRow = typeof emails.$inferSelect;

/**
 * The renderers of attachments by kind, read at each call: one a module adds after the service
 * was made is used.
 */
export function attachmentRendering(renderers: Record<string, AttachmentRenderer>) {
  function rendererFor(kind: string): AttachmentRenderer | undefined {
    return Object.hasOwn(renderers, kind) ? renderers[kind] : undefined;
  }

  async function renderAll(sources: unknown): Promise<RenderedAttachment[]> {
    const list = Array.isArray(sources) ? (sources as AttachmentSource[]) : [];
    return Promise.all(
      list.map(async (source) => {
        const render = rendererFor(source.kind);
        if (!render) throw new Error(`no renderer for attachments of kind '${source.kind}'`);
        return render(source);
      }),
    );
  }

  return { rendererFor, renderAll };
}

export type AttachmentRendering = ReturnType<typeof attachmentRendering>;

/** The message as it goes out, the same on every try. */
export function messageOf(
  from: string,
  row: EmailRow,
  attachments: RenderedAttachment[],
): SendMailOptions {
  return {
    from,
    to: row.toAddress,
    subject: row.subject,
    html: row.html,
    text: row.text,
    messageId: row.messageId,
    // The same on every try, like the Message-ID: a resent copy is the same message.
    date: row.createdAt,
    headers: { 'Auto-Submitted': 'auto-generated' },
    attachments: attachments.map((attachment) => ({
      filename: attachment.filename,
      contentType: attachment.contentType,
      content: attachment.content,
      ...(attachment.cid ? { cid: attachment.cid, contentDisposition: 'inline' as const } : {}),
    })),
  };
}
