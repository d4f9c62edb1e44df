import { randomUUID } from 'node:crypto';
import type { SessionUser } from '@bilheteria/domain/auth-contract';
import type { Role } from '@bilheteria/domain/roles';
import type { LightMyRequestResponse } from 'fastify';
import type { Database } from '../db/client';
import { affiliates, users } from '../db/schema';
import { hashPassword, createAuthService, toSessionUser, SESSION_COOKIE } from '../modules/auth';

/** The password of every account made by `createTestUser`. */
export const TEST_PASSWORD = 'Senha@Teste1';
let testPasswordHash: Promise<string> | undefined;

export interface TestAccount {
  user: SessionUser;
  /** Cookies to pass to `app.inject({ cookies })` to call as this user. */
  cookies: Record<string, string>;
  token: string;
}

/** An account with this role, straight in the database (password: TEST_PASSWORD). */
export async function createTestUser(
  database: Database,
  role: Role,
  overrides: Partial<typeof users.$inferInsert> = {},
): Promise<SessionUser> {
  testPasswordHash ??= hashPassword(TEST_PASSWORD);
  const id = randomUUID();
  const [row] = await database.db
    .insert(users)
    .values({
      id,
      name: `Pessoa ${role}`,
      email: `${role}-${id}@teste.dev`,
      passwordHash: await testPasswordHash,
      role,
      affiliateCode: role === 'affiliate' ? `AFI${id.slice(0, 8).toUpperCase()}` : null,
      ...overrides,
    })
    .returning();
  if (row!.role === 'affiliate' && row!.affiliateCode) {
    // An affiliate is an account with an affiliate record (issue 16), as sign-up makes it.
    await database.db.insert(affiliates).values({
      code: row!.affiliateCode,
      userId: row!.id,
      fullName: row!.name,
      email: row!.email,
      cpf: '52998224725',
      phone: '11987654321',
      bankDetails: { tipo: 'pix', tipo_chave: 'email', chave: row!.email },
    });
  }
  return toSessionUser(row!);
}

/**
 * A signed-in account of this role: user row plus a session, as if it had logged in (no
 * password hashing, no rate limit). `clock` must agree with the app's when the test moves time.
 */
export async function signIn(
  database: Database,
  role: Role,
  options: { clock?: () => Date; persistent?: boolean; platformOperator?: boolean } = {},
): Promise<TestAccount> {
  const user = await createTestUser(database, role, {
    platformOperator: options.platformOperator ?? false,
  });
  const session = await createAuthService(database.db, options.clock).createSession(user.id, {
    persistent: options.persistent ?? false,
  });
  return { user, token: session.token, cookies: { [SESSION_COOKIE]: session.token } };
}

/** A session for an existing account (a demo account, say), as if it had logged in. */
export async function signInAs(
  database: Database,
  userId: string,
  options: { clock?: () => Date } = {},
): Promise<Pick<TestAccount, 'token' | 'cookies'>> {
  const session = await createAuthService(database.db, options.clock).createSession(userId, {
    persistent: false,
  });
  return { token: session.token, cookies: { [SESSION_COOKIE]: session.token } };
}

/** The session cookie a response sets, parsed. */
export function sessionCookieOf(response: LightMyRequestResponse) {
  return response.cookies.find((cookie) => cookie.name === SESSION_COOKIE);
}
