import type { LinkStatusResponse } from '@bilheteria/domain/auth-contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { ReactElement } from 'react';
import { Route, Routes } from 'react-router';
import { LINK_CHECK_PATH, renderWithSession } from '@/lib/auth/test/auth-test-utils';
import { server } from '@/test/msw-server';

/** Helpers of the link pages' tests (imported by *.test.tsx files only). */

/** A well-formed link token (43 base64url characters). */
export const TOKEN = 'Tk3n_-abcdefghijklmnopqrstuvwxyz0123456789AB';

export const LINK_MESSAGES = {
  invalid: 'Link inválido. Confira se o endereço foi copiado inteiro ou peça um novo link.',
  expired: 'Este link expirou. Peça um novo link.',
  used: 'Este link já foi usado. Se precisar, peça um novo link.',
} as const;

/** POST /api/auth/link/check answers `status`; the bodies it got are collected. */
export function serveLinkCheck(status: LinkStatusResponse): unknown[] {
  const bodies: unknown[] = [];
  server.use(
    http.post(LINK_CHECK_PATH, async ({ request }) => {
      bodies.push(await request.json());
      return HttpResponse.json(status);
    }),
  );
  return bodies;
}

export function validLink(
  purpose: Extract<LinkStatusResponse, { status: 'valid' }>['purpose'],
  email = 'pessoa@empresa.com',
): LinkStatusResponse {
  return {
    status: 'valid',
    purpose,
    email,
    expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
  };
}

export function deadLink(status: keyof typeof LINK_MESSAGES): LinkStatusResponse {
  return { status, message: LINK_MESSAGES[status] };
}

/** Renders `page` at `path` (with `?token=` unless `token` is null), and pages to land on. */
export function renderLinkPage(
  page: ReactElement,
  path: string,
  { token = TOKEN }: { token?: string | null } = {},
) {
  renderWithSession(
    <Routes>
      <Route path={path} element={page} />
      <Route path="*" element={<p>outra página</p>} />
    </Routes>,
    { route: token === null ? path : `${path}?token=${encodeURIComponent(token)}` },
  );
  return userEvent.setup();
}

export const heading = () => screen.getByRole('heading', { level: 1 });

/** The alert saying `message` (a page may hold other, empty, alert regions). */
export async function findAlert(message: string): Promise<HTMLElement> {
  const text = await screen.findByText(message);
  const alert = text.closest<HTMLElement>('[role="alert"]');
  if (!alert) throw new Error(`'${message}' is not inside an alert`);
  return alert;
}

/**
 * A handler's answer held until the test has seen the request in flight ('Enviando...'):
 * `held` is awaited in the handler, `release` lets it answer.
 */
export function holdAnswer(): { held: Promise<void>; release: () => void } {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  return { held, release };
}
