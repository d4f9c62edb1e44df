import type { LoginRequest, RegisterRequest, SessionUser } from '@bilheteria/domain/auth-contract';
import { ApiError } from '@/lib/api-client';

/**
 * The session's mutations: POST /api/auth/login, /register and /logout. Each is sent once —
 * mutations never retry (spec §7). The session cookie comes and goes with the answers; the
 * browser never sees it. This module loads with the login page or the first logout, not with
 * every page (docs/decisions/0007).
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

export async function requestRegister(input: RegisterRequest): Promise<SessionUser> {
  return userFrom(await post('register', input));
}

export async function requestLogout(): Promise<void> {
  await post('logout');
}
