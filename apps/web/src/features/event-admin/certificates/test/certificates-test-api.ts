import type {
  CertificateSettingsView,
  OrganizerCertificatesView,
} from '@bilheteria/domain/certificate-contract';
import { http, HttpResponse } from 'msw';
import { server } from '@/test/msw-server';
import { EVENT_ID } from '../../report/test/report-test-api';

/** The organizer's certificates API answered at the network edge (imported by tests only). */

export const CERTIFICATES_PATH = `/api/organizador/eventos/${EVENT_ID}/certificados`;

type Answer<T> = T | Response | Promise<T | Response>;

async function reply<T>(answer: Answer<T>): Promise<Response> {
  const body = await answer;
  return body instanceof Response ? body : HttpResponse.json(body as object);
}

/** GET …/certificados/configuracao answers `answer()`. */
export function serveSettings(answer: () => Answer<CertificateSettingsView>) {
  server.use(http.get(`${CERTIFICATES_PATH}/configuracao`, () => reply(answer())));
}

/** PUT …/certificados/configuracao: keeps each body; answers `answer(body)`. */
export function serveSaveSettings(answer: (body: unknown) => Answer<CertificateSettingsView>) {
  const sent: unknown[] = [];
  server.use(
    http.put(`${CERTIFICATES_PATH}/configuracao`, async ({ request }) => {
      const body: unknown = await request.json();
      sent.push(body);
      return reply(answer(body));
    }),
  );
  return sent;
}

/** GET …/certificados answers `answer()`; counts the asks. */
export function serveCertificates(answer: () => Answer<OrganizerCertificatesView>) {
  const asked = { count: 0 };
  server.use(
    http.get(CERTIFICATES_PATH, () => {
      asked.count += 1;
      return reply(answer());
    }),
  );
  return asked;
}

/** POST …/certificados/emissao answers `answer()`; counts the posts. */
export function serveIssue(answer: () => Answer<{ message: string }>) {
  const posted = { count: 0 };
  server.use(
    http.post(`${CERTIFICATES_PATH}/emissao`, () => {
      posted.count += 1;
      return reply(answer());
    }),
  );
  return posted;
}

/** POST …/certificados/:codigo/revogacao: logs the code and body; answers `answer()`. */
export function serveRevoke(answer: () => Answer<object>) {
  const log: { code: string; body: unknown }[] = [];
  server.use(
    http.post(`${CERTIFICATES_PATH}/:codigo/revogacao`, async ({ request, params }) => {
      log.push({ code: String(params.codigo), body: await request.json() });
      return reply(answer());
    }),
  );
  return log;
}

/** An answer held until `release()`: what the screen shows meanwhile can be checked. */
export function deferred<T>() {
  let release!: (value: T) => void;
  const promise = new Promise<T>((resolve) => {
    release = resolve;
  });
  return { promise, release };
}
