import type {
  LinkPasswordRequest,
  LinkSignInRequest,
  LinkSignInResponse,
  LoginRequest,
  SessionUser,
} from '@bilheteria/domain/auth-contract';
import { ApiError } from '@/lib/api-client';

/**
 * The POSTs to /api/auth/*: the session's own (login, logout, the e-mailed links that sign in)
 * here, the others (sign-up, asking for a link) through `postAuth` from the account feature's
 * api/. Each is sent once — mutations never retry (spec §7). The session cookie comes and goes
 * with the answers; the browser never sees it. This module loads with the login and link pages
 * or the first logout, not with every page (docs/decisions/0007).
 */
async function post(path: string, body?: object): Promise<Response> {
  let response: Response;
  try {
    response = await fetch(`/api/auth/${path}`, {
      method: 'POST',
      credentials: 'same-origin',
      headers: body ? { 'content-type': 'application/json' } : {},
      body: body ? JSON.stringify(body) : null,
    });
  } catch {
    throw new ApiError(0, 'Erro de conexão. Verifique sua internet e tente novamente.');
  }
  if (response.ok) return response;
  let message = `Erro ${response.status}`;
  try {
    const answer = (await response.json()) as { message?: unknown };
    if (typeof answer.message === 'string') message = answer.message;
  } catch {
    // Not JSON (a proxy's error page): the status will do.
  }
  throw new ApiError(response.status, message);
}

async function userFrom(response: Response): Promise<SessionUser> {
  return ((await response.json()) as { user: SessionUser }).user;
}

export async function requestLogin(input: LoginRequest): Promise<SessionUser> {
  return userFrom(await post('login', input));
}

/** POST /api/auth/link/password: sets the password with an e-mailed link and signs in. */
export async function requestLinkPassword(input: LinkPasswordRequest): Promise<LinkSignInResponse> {
  return (await (await post('link/password', input)).json()) as LinkSignInResponse;
}

/** POST /api/auth/link/sign-in: signs in with an e-mailed link (sign-up confirmation, tickets). */
export async function requestLinkSignIn(input: LinkSignInRequest): Promise<LinkSignInResponse> {
  return (await (await post('link/sign-in', input)).json()) as LinkSignInResponse;
}

/**
 * POST /api/auth/<path> with a JSON body, for answers that do not touch the session; `T` is the
 * shared contract's type of the answer. Rejects with an ApiError carrying the server's message.
 */
export async function postAuth<T>(path: string, body: object): Promise<T> {
  return (await (await post(path, body)).json()) as T;
}

export async function requestLogout(): Promise<void> {
  await post('logout');
}
