import type { SessionUser } from '@bilheteria/domain/auth-contract';
import type { MyOrganization } from '@bilheteria/domain/organization-contract';
import { and, asc, eq } from 'drizzle-orm';
import { organizationMembers, organizations } from '../../db/schema';
import { HttpError, MESSAGES } from '../../http/errors';
import type { OrganizationDeps } from './deps';
import { myOrganizationOf } from './organization-views';

/** The caller's organizations, oldest membership first, the one the session works in marked. */
export function myOrganizations({ db }: Pick<OrganizationDeps, 'db'>) {
  return async function list(user: SessionUser): Promise<MyOrganization[]> {
    const rows = await db
      .select({ organization: organizations, role: organizationMembers.role })
      .from(organizationMembers)
      .innerJoin(organizations, eq(organizations.id, organizationMembers.organizationId))
      .where(eq(organizationMembers.userId, user.id))
      .orderBy(asc(organizationMembers.createdAt), asc(organizationMembers.organizationId));
    const active = user.organizacao?.suporte ? null : (user.organizacao?.id ?? null);
    return rows.map((row) =>
      myOrganizationOf(row.organization, row.role, row.organization.id === active),
    );
  };
}

/** The dashboard's switcher: the session works in another of the caller's organizations. */
export function switchOrganization({ db, auth }: Pick<OrganizationDeps, 'db' | 'auth'>) {
  return async function switchTo(
    user: SessionUser,
    sessionToken: string,
    organizationId: string,
  ): Promise<MyOrganization> {
    const [row] = await db
      .select({ organization: organizations, role: organizationMembers.role })
      .from(organizationMembers)
      .innerJoin(organizations, eq(organizations.id, organizationMembers.organizationId))
      .where(
        and(
          eq(organizationMembers.userId, user.id),
          eq(organizationMembers.organizationId, organizationId),
        ),
      );
    if (!row) throw new HttpError(404, MESSAGES.notFound);
    await auth.chooseOrganization(sessionToken, { organizationId });
    return myOrganizationOf(row.organization, row.role, true);
  };
}
