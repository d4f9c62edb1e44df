import type { SessionUser } from '@bilheteria/domain/auth-contract';
import {
  SUPPORT_ROLE,
  type OrganizationRole,
  type OrganizationStatus,
  type SessionOrganization,
} from '@bilheteria/domain/organization-contract';
import { eq, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { organizationMembers, type users } from '../../db/schema';

/**
 * Which organization a session works in, read with the session itself (issue 28): the member's
 * organization the session switched to, else their oldest membership; for the platform's
 * operator, the organization entered through 'Entrar como suporte'. Read on every request, so
 * removing a member or ending support takes effect on their next click.
 *
 * Auth reads organizations' tables here and never writes them (decision 0027: a reader below
 * the owner): the organizations module builds on auth for invitations and accounts.
 */
export interface OrganizationColumn {
  id: string;
  publicName: string;
  role: OrganizationRole;
  status: OrganizationStatus;
}

export function membershipColumn(
  userId: AnyPgColumn | SQL,
  preferred: AnyPgColumn | SQL,
): SQL<OrganizationColumn | null> {
  return sql<OrganizationColumn | null>`(
    select json_build_object('id', o.id, 'publicName', o.public_name, 'role', m.role, 'status', o.status)
    from organization_members m join organizations o on o.id = m.organization_id
    where m.user_id = ${userId}
    order by (m.organization_id = ${preferred}) is true desc, m.created_at, m.organization_id
    limit 1)`;
}

export function supportColumn(
  role: AnyPgColumn,
  supportOrganizationId: AnyPgColumn,
): SQL<OrganizationColumn | null> {
  return sql<OrganizationColumn | null>`(
    select json_build_object('id', o.id, 'publicName', o.public_name, 'role', ${SUPPORT_ROLE}::text, 'status', o.status)
    from organizations o where o.id = ${supportOrganizationId} and ${role} = 'operador')`;
}

type UserRow = typeof users.$inferSelect;

function sessionOrganization(
  column: OrganizationColumn | null,
  support: boolean,
): SessionOrganization | null {
  if (!column) return null;
  return {
    id: column.id,
    nome_publico: column.publicName,
    papel: column.role,
    status: column.status,
    suporte: support,
  };
}

/**
 * The session's user. The role is worked out, never stored as a power: `operador` from the
 * account, `admin` for anyone who belongs to an organization, then `affiliate` and `user`.
 */
export function toSessionUser(
  row: UserRow,
  membership: OrganizationColumn | null = null,
  support: OrganizationColumn | null = null,
): SessionUser {
  const role =
    row.role === 'operador'
      ? 'operador'
      : membership
        ? 'admin'
        : row.role === 'affiliate'
          ? 'affiliate'
          : 'user';
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    role,
    affiliateCode: role === 'affiliate' ? row.affiliateCode : null,
    organizacao:
      row.role === 'operador'
        ? sessionOrganization(support, true)
        : sessionOrganization(membership, false),
  };
}

/**
 * Whether an account signs in with its password only: organizers (any membership), affiliates
 * and the operator. E-mailed links (tickets, orders) never open their sessions — a mailbox
 * must not be a key to an organization's money and data; they get a password reset instead.
 */
export async function signsInWithPasswordOnly(
  runner: DbOrTx,
  account: { id: string; role: string },
): Promise<boolean> {
  if (account.role !== 'user') return true;
  const [member] = await runner
    .select({ userId: organizationMembers.userId })
    .from(organizationMembers)
    .where(eq(organizationMembers.userId, account.id))
    .limit(1);
  return member !== undefined;
}
