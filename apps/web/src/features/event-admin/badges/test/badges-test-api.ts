import {
  DEFAULT_BADGE_LAYOUT,
  type BadgeLayout,
  type BadgesView,
} from '@bilheteria/domain/badge-contract';
import { http, HttpResponse } from 'msw';
import { server } from '@/test/msw-server';

/** The organizer's badge API answered at the network edge (imported by tests only). */

export const badgesPathOf = (eventId: string) => `/api/organizador/eventos/${eventId}/crachas`;

export function badgesView(overrides: Partial<BadgesView> = {}): BadgesView {
  return { layout: DEFAULT_BADGE_LAYOUT, salvo: false, impressos: 0, ...overrides };
}

/** GET …/crachas answers `answer()` (a Response as it is); counts the asks. */
export function serveBadges(
  eventId: string,
  answer: () => BadgesView | Response = () => badgesView(),
) {
  const asked = { count: 0 };
  server.use(
    http.get(badgesPathOf(eventId), () => {
      asked.count += 1;
      const body = answer();
      return body instanceof Response ? body : HttpResponse.json(body);
    }),
  );
  return asked;
}

/**
 * PUT …/crachas/layout: keeps each body sent and answers once `release()` is called (a test
 * sees what shows while the server has not answered), with `answer(body)` or 200 and the body.
 */
export function serveLayoutUpdate(
  eventId: string,
  answer: (body: BadgeLayout) => Response | null = () => null,
) {
  const sent: BadgeLayout[] = [];
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  server.use(
    http.put(`${badgesPathOf(eventId)}/layout`, async ({ request }) => {
      const body = (await request.json()) as BadgeLayout;
      sent.push(body);
      await released;
      return answer(body) ?? HttpResponse.json(body);
    }),
  );
  return { sent, release: () => release() };
}
