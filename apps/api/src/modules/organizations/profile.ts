import type { BankDetails } from '@bilheteria/domain/affiliate-contract';
import type {
  Organization,
  SessionOrganization,
  UpdateOrganizationRequest,
  updateOrganizationSchema,
} from '@bilheteria/domain/organization-contract';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { organizations } from '../../db/schema';
import { HttpError, MESSAGES } from '../../http/errors';
import type { OrganizationDeps } from './deps';
import { organizationView } from './organization-views';

type ProfileUpdate = z.output<typeof updateOrganizationSchema>;
export type { UpdateOrganizationRequest };

/** The session's organization, when `id` names it; 404 for any other (it is not theirs). */
export function ownOrganization(
  active: SessionOrganization | null,
  id: string,
): SessionOrganization {
  if (!active || active.id !== id) throw new HttpError(404, MESSAGES.notFound);
  return active;
}

export function organizationProfile({ db, auth }: Pick<OrganizationDeps, 'db' | 'auth'>) {
  async function read(active: SessionOrganization): Promise<Organization> {
    const [row] = await db.select().from(organizations).where(eq(organizations.id, active.id));
    if (!row) throw new HttpError(404, MESSAGES.notFound);
    return organizationView(row, active.papel);
  }
  return {
    read,
    /** The public profile and contact (Dono); the name shows on the events at once. */
    async update(active: SessionOrganization, input: ProfileUpdate): Promise<Organization> {
      await db
        .update(organizations)
        .set({
          name: input.nome,
          publicName: input.nome_publico,
          contactEmail: input.email_contato,
          phone: input.telefone,
          logoUrl: input.logo_url,
        })
        .where(eq(organizations.id, active.id));
      // Its members' sessions carry the public name.
      await auth.invalidateSessions(db, { organizationId: active.id });
      return read(active);
    },
    /** Where the organization is paid (Dono only: the role matrix keeps the others out). */
    async setPayoutDetails(
      active: SessionOrganization,
      details: BankDetails,
    ): Promise<Organization> {
      await db
        .update(organizations)
        .set({ payoutDetails: details })
        .where(eq(organizations.id, active.id));
      return read(active);
    },
  };
}
