import { formatDate, formatTime } from '@bilheteria/domain/dates';
import escapeHtml from 'escape-html';
import type { RenderedAttachment } from './contract';
import { deliveryStatusOf } from './send-rules';
import type { EmailRow, EmailSummary } from './service';

/**
 * The dev mailbox's pages (issue 14), server-rendered, pt-BR, no script: every value from a
 * message is escaped, and the message's own HTML is shown only inside a sandboxed iframe
 * (`srcdoc`, no scripts, no forms, no popups), under the page's strict CSP.
 */

export const MAILBOX_PATH = '/dev/emails';

export const messagePath = (id: string) => `${MAILBOX_PATH}/${id}`;
/** Attachments are numbered from 1, in the message's order. */
export const attachmentPath = (id: string, position: number) =>
  `${messagePath(id)}/anexos/${position}`;
export const sourcePath = (id: string) => `${messagePath(id)}/fonte`;

const STYLE = `
body{margin:0;font-family:Arial,Helvetica,sans-serif;color:#18181b;background:#f4f4f5}
main{max-width:1100px;margin:0 auto;padding:24px}
h1{font-size:22px;margin:0 0 8px}h2{font-size:17px;margin:24px 0 8px}
p.note{color:#52525b;margin:0 0 16px}
table{width:100%;border-collapse:collapse;background:#fff}
th,td{text-align:left;padding:8px 10px;border-bottom:1px solid #e4e4e7;vertical-align:top}
th{background:#fafafa;font-size:13px;color:#52525b}
a{color:#1d4ed8}
dl{display:grid;grid-template-columns:max-content 1fr;gap:4px 16px;background:#fff;padding:12px 16px;margin:0}
dt{font-weight:bold;color:#52525b}dd{margin:0;word-break:break-all}
iframe{width:100%;height:640px;border:1px solid #d4d4d8;background:#fff}
pre{white-space:pre-wrap;background:#fff;padding:12px 16px;border:1px solid #e4e4e7;margin:0}
ul.attachments{background:#fff;padding:12px 32px;margin:0}
form{margin:0 0 16px}
caption{text-align:left;padding:0 0 8px;color:#52525b}
`;

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="pt-BR">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head>
<body><main>
${body}
</main></body>
</html>`;
}

/** '24 de Novembro, 2026 09:00' in São Paulo, inside a <time> with the exact instant. */
function when(date: Date | null): string {
  if (!date) return '—';
  return `<time datetime="${date.toISOString()}">${escapeHtml(`${formatDate(date)} ${formatTime(date)}`)}</time>`;
}

export function mailboxListPage(messages: EmailSummary[], filter: { to?: string } = {}): string {
  const rows = messages
    .map(
      (message) => `<tr>
<td>${escapeHtml(message.toAddress)}</td>
<td><a href="${messagePath(message.id)}">${escapeHtml(message.subject || '(sem assunto)')}</a></td>
<td>${when(message.createdAt)}</td>
<td>${escapeHtml(deliveryStatusOf(message))}</td>
</tr>`,
    )
    .join('\n');
  const table =
    messages.length === 0
      ? '<p role="status">Nenhuma mensagem.</p>'
      : `<table>
<caption>Mensagens, da mais recente à mais antiga</caption>
<thead><tr><th scope="col">Destinatário</th><th scope="col">Assunto</th><th scope="col">Horário</th><th scope="col">Situação</th></tr></thead>
<tbody>
${rows}
</tbody>
</table>`;
  return page(
    'Caixa de e-mails (desenvolvimento) — Bilheteria',
    `<h1>Caixa de e-mails (desenvolvimento)</h1>
<p class="note">Sem SMTP_URL, as mensagens não saem do servidor: ficam aqui, como teriam sido enviadas.</p>
<form method="get" action="${MAILBOX_PATH}" role="search">
<label for="para">Destinatário</label>
<input id="para" name="para" type="email" value="${escapeHtml(filter.to ?? '')}">
<button type="submit">Filtrar</button>${filter.to ? ` <a href="${MAILBOX_PATH}">Ver todas</a>` : ''}
</form>
${table}`,
  );
}

/**
 * The message's HTML for the iframe: its inline images (`cid:`) as data: URLs (the attachment
 * links are downloads), our own pictures (`<PUBLIC_URL>/media/…`) from this server's /media/
 * (the page's CSP allows only its own origin's images, and PUBLIC_URL may name another host),
 * and `<base target="_top">` so that a link opens in the window instead of inside the frame,
 * where the site's pages refuse to be framed (frame-ancestors 'none') and show an error.
 * The frame keeps this page's origin (`allow-same-origin`) because /media answers only its own
 * origin (CORP same-origin); with no `allow-scripts` that origin lets it run nothing.
 */
export function viewableHtml(html: string, attachments: RenderedAttachment[]): string {
  const framed = html.replace(/(\ssrc=["'])https?:\/\/[^/"'\s]+(\/media\/)/gi, '$1$2');
  return withTopTarget(framed).replace(
    /(["'(])cid:([^"')\s]+)/gi,
    (match, before: string, cid: string) => {
      const image = attachments.find(
        (attachment) => attachment.cid === cid && /^image\/[\w.+-]+$/.test(attachment.contentType),
      );
      return image
        ? `${before}data:${image.contentType};base64,${image.content.toString('base64')}`
        : match;
    },
  );
}

function withTopTarget(html: string): string {
  const base = '<base target="_top">';
  if (/<head[\s>]/i.test(html)) return html.replace(/<head(\s[^>]*)?>/i, (head) => head + base);
  return base + html;
}

function size(bytes: number): string {
  return bytes < 1024 ? `${bytes} B` : `${(bytes / 1024).toFixed(1).replace('.', ',')} KB`;
}

export function mailboxMessagePage(
  row: EmailRow,
  from: string,
  attachments: RenderedAttachment[] | null,
): string {
  const status = deliveryStatusOf(row);
  const attachmentList =
    attachments === null
      ? '<p role="status">Não foi possível gerar os anexos agora.</p>'
      : attachments.length === 0
        ? '<p>Nenhum anexo.</p>'
        : `<ul class="attachments" aria-label="Anexos">${attachments
            .map(
              (attachment, index) =>
                `<li><a href="${attachmentPath(row.id, index + 1)}" download>${escapeHtml(attachment.filename)}</a> (${escapeHtml(attachment.contentType)}, ${size(attachment.content.length)}${attachment.cid ? ', na mensagem' : ''})</li>`,
            )
            .join('')}</ul>`;
  const html = viewableHtml(row.html, attachments ?? []);
  return page(
    `${row.subject} — Caixa de e-mails (desenvolvimento)`,
    `<p><a href="${MAILBOX_PATH}">Voltar à caixa de e-mails</a></p>
<h1>${escapeHtml(row.subject || '(sem assunto)')}</h1>
<dl aria-label="Cabeçalhos">
<dt>De</dt><dd>${escapeHtml(from)}</dd>
<dt>Para</dt><dd>${escapeHtml(row.toAddress)}</dd>
<dt>Data</dt><dd>${when(row.createdAt)}</dd>
<dt>Situação</dt><dd>${escapeHtml(status)}${row.sentAt ? ` em ${when(row.sentAt)}` : ''}</dd>
<dt>Message-ID</dt><dd>${escapeHtml(row.messageId)}</dd>
${row.lastError ? `<dt>Último erro</dt><dd>${escapeHtml(row.lastError)}</dd>` : ''}
</dl>
<p><a href="${sourcePath(row.id)}" download>Baixar mensagem (.eml)</a></p>
<h2 id="anexos">Anexos</h2>
${attachmentList}
<h2 id="html">HTML</h2>
<iframe title="Mensagem em HTML" sandbox="allow-same-origin allow-top-navigation-by-user-activation" referrerpolicy="no-referrer" srcdoc="${escapeHtml(html)}"></iframe>
<h2 id="texto">Texto</h2>
<pre aria-label="Mensagem em texto">${escapeHtml(row.text)}</pre>`,
  );
}
