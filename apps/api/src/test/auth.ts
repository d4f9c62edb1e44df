import { randomUUID } from 'node:crypto';
import type { SessionUser } from '@bilheteria/domain/auth-contract';
import type { OrganizationRole } from '@bilheteria/domain/organization-roles';
import type { Role } from '@bilheteria/domain/roles';
import type { LightMyRequestResponse } from 'fastify';
import type { Database } from '../db/client';
import { affiliates, organizationMembers, organizations, users } from '../db/schema';
import { hashPassword, createAuthService, SESSION_COOKIE } from '../modules/auth';

/** The password of every account made by `createTestUser`. */
export const TEST_PASSWORD = 'Senha@Teste1';
let testPasswordHash: Promise<string> | undefined;

export interface TestAccount {
  user: SessionUser;
  /** Cookies to pass to `app.inject({ cookies })` to call as this user. */
  cookies: Record<string, string>;
  token: string;
}

/** Where a test's organizer works: a new approved organization, or `id` with this role. */
export interface TestMembership {
  /** An existing organization to join; a new one (approved) when omitted. */
  id?: string;
  role?: OrganizationRole;
  status?: 'pendente' | 'aprovada' | 'recusada';
}

/** A new organization, straight in the database, as the operator would have approved it. */
export async function createTestOrganization(
  database: Database,
  overrides: Partial<typeof organizations.$inferInsert> = {},
): Promise<string> {
  const id = randomUUID();
  await database.db.insert(organizations).values({
    id,
    name: `Organização ${id.slice(0, 8)}`,
    publicName: `Organização ${id.slice(0, 8)}`,
    contactEmail: `contato-${id.slice(0, 8)}@teste.dev`,
    status: 'aprovada',
    ...overrides,
  });
  return id;
}

/**
 * An account with this role, straight in the database (password: TEST_PASSWORD). An `admin`
 * is a member of an organization (issue 28): its Dono of a new approved one, unless
 * `membership` says which organization and role.
 */
export async function createTestUser(
  database: Database,
  role: Role,
  overrides: Partial<typeof users.$inferInsert> = {},
  membership: TestMembership = {},
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
      role: role === 'admin' ? 'user' : role,
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
  if (role === 'admin') {
    const organizationId =
      membership.id ??
      (await createTestOrganization(database, { status: membership.status ?? 'aprovada' }));
    await database.db
      .insert(organizationMembers)
      .values({ organizationId, userId: row!.id, role: membership.role ?? 'dono' });
  }
  return (await createAuthService(database.db).sessionUserById(row!.id))!;
}

/**
 * A signed-in account of this role: user row plus a session, as if it had logged in (no
 * password hashing, no rate limit). `clock` must agree with the app's when the test moves time.
 */
export async function signIn(
  database: Database,
  role: Role,
  options: { clock?: () => Date; persistent?: boolean; organization?: TestMembership } = {},
): Promise<TestAccount> {
  const user = await createTestUser(database, role, {}, options.organization);
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
