import type { SessionUser } from '@bilheteria/domain/auth-contract';
import { bankDetailsSchema } from '@bilheteria/domain/affiliate-contract';
import {
  ORGANIZATION_MESSAGES as M,
  type CreateOrganization,
  type MyOrganization,
} from '@bilheteria/domain/organization-contract';
import { eq } from 'drizzle-orm';
import { isUniqueViolation } from '../../db/errors';
import { organizationMembers, organizations, users } from '../../db/schema';
import { HttpError } from '../../http/errors';
import { recordActivity } from './audit-log';
import type { OrganizationDeps } from './deps';
import { pendingReviewEmail } from './organization-emails';
import { myOrganizationOf } from './organization-views';

/** Who may not belong to an organization: affiliates (their portal is their role) and the operator. */
export function refuseNonMembers(
  role: SessionUser['role'] | 'affiliate' | 'operador' | 'user',
): void {
  if (role === 'affiliate') throw new HttpError(409, M.affiliateCannotJoin);
  if (role === 'operador') throw new HttpError(409, M.operatorCannotJoin);
}

/**
 * 'Quero vender ingressos': a signed-in person signs their organization up and becomes its
 * Dono; it waits for the operator's approval to publish (drafts meanwhile), and the session
 * switches to it. The operators get an e-mail to review it.
 */
export function createOrganization({ db, auth, mailer, baseUrl, wakeJobs }: OrganizationDeps) {
  return async function create(
    user: SessionUser,
    sessionToken: string | undefined,
    input: CreateOrganization,
  ): Promise<MyOrganization> {
    refuseNonMembers(user.role);
    const payoutDetails =
      input.chave_pix && input.chave_pix_tipo
        ? bankDetailsSchema.parse({
            tipo: 'pix',
            tipo_chave: input.chave_pix_tipo,
            chave: input.chave_pix,
          })
        : null;
    try {
      return await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(organizations)
          .values({
            name: input.nome,
            document: input.documento,
            publicName: input.nome_publico,
            contactEmail: input.email_contato,
            phone: input.telefone,
            logoUrl: input.logo_url,
            payoutDetails,
            createdBy: user.id,
          })
          .returning();
        await tx
          .insert(organizationMembers)
          .values({ organizationId: row!.id, userId: user.id, role: 'dono' });
        await recordActivity(tx, {
          organizationId: row!.id,
          actor: { id: user.id, name: user.name, email: user.email, support: false },
          action: 'organizacao.criada',
          subject: row!.publicName,
        });
        if (sessionToken)
          await auth.chooseOrganization(sessionToken, { organizationId: row!.id }, tx);
        const operators = await tx
          .select({ email: users.email })
          .from(users)
          .where(eq(users.role, 'operador'));
        for (const operator of operators) {
          await mailer.enqueue(tx, {
            dedupeKey: `organization-pending:${row!.id}:${operator.email}`,
            to: operator.email,
            ...pendingReviewEmail({
              organization: row!.publicName,
              url: `${baseUrl}/operador/organizacoes`,
            }),
          });
        }
        // Every session of the account is an organizer's now, not only this one.
        await auth.invalidateSessions(tx, { userId: user.id });
        return myOrganizationOf(row!, 'dono', true);
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw new HttpError(409, M.documentTaken);
      throw error;
    } finally {
      wakeJobs();
    }
  };
}
