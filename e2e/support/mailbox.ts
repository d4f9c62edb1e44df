import { type Page, expect } from '@playwright/test';

/**
 * The dev mailbox (/dev/emails, DEMO_MODE): the e-mails the server "sent", listed newest first
 * with recipient and subject, each message at /dev/emails/<id> with its text.
 */

/**
 * Waits for the newest message to `address` titled `subject` (the outbox sends from a job, a
 * moment after the request), opens it and returns the path and query of the link in its text
 * that leads to `page` ('/entrar-por-link', '/definir-senha').
 */
export async function linkFromMailbox(
  browserPage: Page,
  { to, subject, page }: { to: string; subject: string; page: string },
): Promise<string> {
  const list = `/dev/emails?para=${encodeURIComponent(to)}`;
  const message = browserPage
    .getByRole('row')
    .filter({ hasText: to })
    .getByRole('link', { name: subject, exact: true })
    .first();
  await expect(async () => {
    await browserPage.goto(list);
    await expect(message).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  await message.click();
  await expect(browserPage.getByRole('heading', { level: 1, name: subject })).toBeVisible();
  const text = (await browserPage.getByLabel('Mensagem em texto').textContent()) ?? '';
  const escaped = page.replace(/[/-]/g, '\\$&');
  const link = new RegExp(`https?://[^\\s/]+(${escaped}\\?token=[A-Za-z0-9_-]{43})`).exec(text);
  expect(link, `a ${page} link in '${subject}'`).not.toBeNull();
  return link![1]!;
}

/** How many messages to `to` are titled `subject`. */
export async function countInMailbox(
  browserPage: Page,
  { to, subject }: { to: string; subject: string },
): Promise<number> {
  await browserPage.goto(`/dev/emails?para=${encodeURIComponent(to)}`);
  await expect(
    browserPage.getByRole('heading', { name: 'Caixa de e-mails (desenvolvimento)' }),
  ).toBeVisible();
  return browserPage.getByRole('row').getByRole('link', { name: subject, exact: true }).count();
}
