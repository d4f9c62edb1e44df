import type {
  ListedTicket,
  ScannerSession,
  ScanRequest,
  ScanResponse,
  SyncRequest,
  SyncResponse,
} from '@bilheteria/domain/check-in-contract';
import { encodeTicketQr, ticketQrMessage, toBase64Url } from '@bilheteria/domain/ticket-qr';
import { http, HttpResponse } from 'msw';
import { server } from '@/test/msw-server';

/**
 * The scanner's API answered at the network edge (tests only), with a real Ed25519 key so that
 * offline verdicts check real signatures. Each handler records what it was sent.
 */
export const TOKEN = 'tok_AbCdEfGhIjKlMnOpQrStUvWxYz0123456789-_abc';
export const EVENT_ID = '7d0f2a54-9d0b-4c4e-8d7e-2f0a3c1b5e6f';
const TYPE_ID = 'a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d';

export const ANA: ListedTicket = {
  id: '3f2b8c1e-5d4a-4e6b-9c7d-1a2b3c4d5e61',
  codigo: '7K3M-QX9D-2HFA-8WNC',
  tipo: 'Lote 1',
  nome: 'Ana Souza',
  email: 'ana@acme.com.br',
  status: 'valid',
  utilizado_em: null,
  portao: null,
};
export const BRUNO: ListedTicket = {
  id: '3f2b8c1e-5d4a-4e6b-9c7d-1a2b3c4d5e62',
  codigo: 'AAAA-BBBB-CCCC-DDDD',
  tipo: 'VIP',
  nome: 'Bruno Lima',
  email: 'bruno@acme.com.br',
  status: 'used',
  utilizado_em: '2026-12-15T12:05:00.000Z',
  portao: 'Portão B',
};
export const SYNCED_AT = '2026-12-15T12:30:00.000Z';

interface Keys {
  privateKey: CryptoKey;
  publicKey: string;
}
let keys: Promise<Keys> | null = null;

function testKeys(): Promise<Keys> {
  keys ??= (async () => {
    const pair = await crypto.subtle.generateKey({ name: 'Ed25519' }, true, ['sign', 'verify']);
    const raw = new Uint8Array(await crypto.subtle.exportKey('raw', pair.publicKey));
    return { privateKey: pair.privateKey, publicKey: toBase64Url(raw) };
  })();
  return keys;
}

/** The QR text of a listed ticket, signed with the test key. */
export async function qrOf(ticket: ListedTicket, eventId = EVENT_ID): Promise<string> {
  const fields = { ticketId: ticket.id, eventId, ticketTypeId: TYPE_ID, code: ticket.codigo };
  const { privateKey } = await testKeys();
  const signature = await crypto.subtle.sign(
    { name: 'Ed25519' },
    privateKey,
    ticketQrMessage(fields),
  );
  return encodeTicketQr(fields, new Uint8Array(signature));
}

export async function session(): Promise<ScannerSession> {
  return {
    portao: { id: 'link-1', rotulo: 'Portão A', expira_em: '2026-12-16T23:00:00.000Z' },
    evento: {
      id: EVENT_ID,
      titulo: 'RPA Summit Brasil',
      data: '15 de Dezembro, 2026',
      horario: '09:00 - 18:00',
      local: 'São Paulo',
    },
    chave_publica: (await testKeys()).publicKey,
  };
}

const base = '/api/check-in/:token';

type Answer<T> = T | 'network-error' | { status: number; message: string };

function reply<T>(answer: Answer<T>) {
  if (answer === 'network-error') return HttpResponse.error();
  if (typeof answer === 'object' && answer !== null && 'status' in answer && 'message' in answer) {
    return HttpResponse.json({ message: answer.message }, { status: answer.status });
  }
  return HttpResponse.json(answer as object);
}

/** The server's 'Válido' for `ticket`. */
export const admitted = (ticket: ListedTicket): Omit<ScanResponse, 'nonce'> => ({
  resultado: 'valido',
  mensagem: 'Válido',
  motivo: null,
  ingresso: { id: ticket.id, codigo: ticket.codigo, nome: ticket.nome, tipo: ticket.tipo },
  utilizado_em: null,
  portao: null,
});

export interface ScannerApi {
  scans: ScanRequest[];
  syncs: SyncRequest[];
  searches: string[];
  session: Answer<ScannerSession> | null;
  list: Answer<{ sincronizado_em: string; ingressos: ListedTicket[] }>;
  scan: (request: ScanRequest) => Answer<Omit<ScanResponse, 'nonce'>>;
  sync: (request: SyncRequest) => Answer<SyncResponse>;
  /** null: the server finds by name among the listed tickets. */
  search: 'network-error' | null;
}

/** Serves the scanner's API; change the fields of the returned object to change the answers. */
export async function serveScannerApi(overrides: Partial<ScannerApi> = {}): Promise<ScannerApi> {
  const api: ScannerApi = {
    scans: [],
    syncs: [],
    searches: [],
    session: await session(),
    list: { sincronizado_em: SYNCED_AT, ingressos: [ANA, BRUNO] },
    scan: () => 'network-error',
    sync: (request) => ({ recebidas: request.leituras.map((scan) => scan.nonce), conflitos: 0 }),
    search: null,
    ...overrides,
  };
  server.use(
    http.get(base, () => reply(api.session!)),
    http.get(`${base}/ingressos`, () => reply(api.list)),
    http.post(`${base}/leituras`, async ({ request }) => {
      const body = (await request.json()) as ScanRequest;
      api.scans.push(body);
      const answer = api.scan(body);
      return typeof answer === 'object' && 'resultado' in answer
        ? HttpResponse.json({ ...answer, nonce: body.nonce })
        : reply(answer);
    }),
    http.post(`${base}/sincronizar`, async ({ request }) => {
      const body = (await request.json()) as SyncRequest;
      api.syncs.push(body);
      return reply(api.sync(body));
    }),
    http.get(`${base}/busca`, ({ request }) => {
      const q = new URL(request.url).searchParams.get('q') ?? '';
      api.searches.push(q);
      return api.search === 'network-error'
        ? HttpResponse.error()
        : HttpResponse.json({ ingressos: [ANA, BRUNO].filter((t) => t.nome.includes(q)) });
    }),
  );
  return api;
}
