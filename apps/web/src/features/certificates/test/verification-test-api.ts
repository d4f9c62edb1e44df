import type { CertificateVerification } from '@bilheteria/domain/certificate-contract';
import { http, HttpResponse } from 'msw';
import { server } from '@/test/msw-server';

/** The public verification answered at the network edge (imported by tests only). */

export const VALID_CODE = '7K3M-Q9XD-2HPA';

export function verification(
  overrides: Partial<CertificateVerification> = {},
): CertificateVerification {
  return {
    codigo: VALID_CODE,
    valido: true,
    nome: 'Ana Souza',
    evento: 'RPA Summit Brasil',
    data: '2027-03-05',
    carga_horaria: 7.5,
    organizacao: 'Eventos Corporativos Ltda.',
    revogado_em: null,
    ...overrides,
  };
}

/** GET /api/certificados/:codigo answers `answer(code)`; `asked` keeps each code asked. */
export function serveVerification(answer: (code: string) => CertificateVerification | Response) {
  const asked: string[] = [];
  server.use(
    http.get('/api/certificados/:codigo', ({ params }) => {
      const code = String(params.codigo);
      asked.push(code);
      const body = answer(code);
      return body instanceof Response ? body : HttpResponse.json(body);
    }),
  );
  return asked;
}
