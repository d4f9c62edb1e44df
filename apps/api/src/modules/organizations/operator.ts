import { formatBRL } from '@bilheteria/domain/money';
import { basisPointsToPercent, type FeeTerms } from '@bilheteria/domain/settlement';
import { feeTermsView } from '@bilheteria/domain/settlement-contract';
import type { SessionUser } from '@bilheteria/domain/auth-contract';
import { formatDocument } from '@bilheteria/domain/billing-contract';
import {
  ORGANIZATION_MESSAGES as M,
  SUPPORT_ROLE,
  type OperatorOrganization,
  type OrganizationStatus,
  type SessionOrganization,
} from '@bilheteria/domain/organization-contract';
import { and, eq, sql } from 'drizzle-orm';
import { rowsOf } from '../../db/rows';
import { organizationMembers, organizations, users } from '../../db/schema';
import { HttpError, MESSAGES } from '../../http/errors';
import { recordActivity, type AuditActor } from './audit-log';
import type { OrganizationDeps } from './deps';
import { approvedEmail, refusedEmail } from './organization-emails';

interface OperatorRow extends Record<string, unknown> {
  id: string;
  name: string;
  document: string | null;
  public_name: string;
  contact_email: string;
  phone: string;
  status: OrganizationStatus;
  refusal_reason: string | null;
  created_at: Date | string;
  owner_name: string | null;
  owner_email: string | null;
  events: number;
  members: number;
  fee_percent_bp: number;
  fee_fixed_cents: number;
  fee_buyer_pays: boolean;
}

/** '7,5 % + R$ 1,00 por ingresso, paga pelo comprador': the fee as the activity log says it. */
function feeDescription(terms: FeeTerms): string {
  const percent = `${basisPointsToPercent(terms.percentBp).toLocaleString('pt-BR')} %`;
  const fixed = terms.fixedCents > 0 ? ` + ${formatBRL(terms.fixedCents)} por ingresso` : '';
  return `${percent}${fixed}, ${terms.buyerPays ? 'paga pelo comprador' : 'absorvida pelo organizador'}`;
}

const operatorActor = (user: SessionUser, support: boolean): AuditActor => ({
  id: user.id,
  name: user.name,
  email: user.email,
  support,
});

/**
 * The platform operator's side of organizations: every one of them (pending first), approving
 * or refusing (the Donos get an e-mail), and 'Entrar como suporte' — the only way the operator
 * acts inside an organization, with the support role and a line in its log each way.
 */
export function operatorOrganizations({
  db,
  auth,
  mailer,
  baseUrl,
  clock,
  wakeJobs,
}: OrganizationDeps) {
  async function list(status?: OrganizationStatus, id?: string): Promise<OperatorOrganization[]> {
    const rows = rowsOf<OperatorRow>(
      await db.execute(sql`
        select o.id, o.name, o.document, o.public_name, o.contact_email, o.phone, o.status,
          o.refusal_reason, o.created_at, o.fee_percent_bp, o.fee_fixed_cents, o.fee_buyer_pays,
          owner.name as owner_name, owner.email as owner_email,
          (select count(*)::int from events e where e.organization_id = o.id) as events,
          (select count(*)::int from organization_members m where m.organization_id = o.id) as members
        from organizations o
        left join lateral (
          select u.name, u.email from organization_members m join users u on u.id = m.user_id
          where m.organization_id = o.id and m.role = 'dono' order by m.created_at limit 1
        ) owner on true
        where (${status ?? null}::organization_status is null or o.status = ${status ?? null}::organization_status)
          and (${id ?? null}::uuid is null or o.id = ${id ?? null}::uuid)
        order by (o.status = 'pendente') desc, o.created_at desc`),
    );
    return rows.map((row) => ({
      id: row.id,
      nome: row.name,
      documento: row.document ? formatDocument(row.document) : '',
      nome_publico: row.public_name,
      email_contato: row.contact_email,
      telefone: row.phone,
      status: row.status,
      motivo_recusa: row.refusal_reason,
      criada_em: new Date(row.created_at).toISOString(),
      dono: row.owner_name ? { nome: row.owner_name, email: row.owner_email ?? '' } : null,
      eventos: row.events,
      membros: row.members,
      ...feeTermsView({
        percentBp: row.fee_percent_bp,
        fixedCents: row.fee_fixed_cents,
        buyerPays: row.fee_buyer_pays,
      }),
    }));
  }

  return {
    list: (status?: OrganizationStatus) => list(status),

    /** Approves a pending (or earlier refused) organization, or refuses a pending one. */
    async review(
      operator: SessionUser,
      organizationId: string,
      decision: { aprovada: boolean; motivo?: string | null | undefined },
    ): Promise<OperatorOrganization> {
      try {
        await db.transaction(async (tx) => {
          const [row] = await tx
            .select()
            .from(organizations)
            .where(eq(organizations.id, organizationId))
            .for('update');
          if (!row) throw new HttpError(404, MESSAGES.notFound);
          const allowed = decision.aprovada ? row.status !== 'aprovada' : row.status === 'pendente';
          if (!allowed) throw new HttpError(409, M.alreadyReviewed);
          const reason = decision.aprovada ? null : (decision.motivo ?? '').trim();
          await tx
            .update(organizations)
            .set({
              status: decision.aprovada ? 'aprovada' : 'recusada',
              refusalReason: reason,
              reviewedAt: clock(),
              reviewedBy: operator.id,
            })
            .where(eq(organizations.id, organizationId));
          await recordActivity(tx, {
            organizationId,
            actor: operatorActor(operator, false),
            action: decision.aprovada ? 'organizacao.aprovada' : 'organizacao.recusada',
            subject: reason,
          });
          const owners = await tx
            .select({ email: users.email })
            .from(organizationMembers)
            .innerJoin(users, eq(users.id, organizationMembers.userId))
            .where(
              and(
                eq(organizationMembers.organizationId, organizationId),
                eq(organizationMembers.role, 'dono'),
              ),
            );
          const message = decision.aprovada
            ? approvedEmail({ organization: row.publicName, url: `${baseUrl}/dashboard` })
            : refusedEmail({ organization: row.publicName, reason: reason ?? '' });
          for (const owner of owners) {
            await mailer.enqueue(tx, {
              dedupeKey: `organization-review:${organizationId}:${clock().getTime()}:${owner.email}`,
              to: owner.email,
              ...message,
            });
          }
          // Its members' sessions carry the organization's status.
          await auth.invalidateSessions(tx, { organizationId });
        });
      } finally {
        wakeJobs();
      }
      const [reviewed] = await list(undefined, organizationId);
      return reviewed!;
    },

    /**
     * Sets the platform's fee on the organization's sales (issue 29). Orders already made keep
     * the terms they were priced with; the next hold uses these. Logged in its activity.
     */
    async setFee(
      operator: SessionUser,
      organizationId: string,
      terms: FeeTerms,
    ): Promise<OperatorOrganization> {
      await db.transaction(async (tx) => {
        const [row] = await tx
          .update(organizations)
          .set({
            feePercentBp: terms.percentBp,
            feeFixedCents: terms.fixedCents,
            feeBuyerPays: terms.buyerPays,
          })
          .where(eq(organizations.id, organizationId))
          .returning({ id: organizations.id });
        if (!row) throw new HttpError(404, MESSAGES.notFound);
        await recordActivity(tx, {
          organizationId,
          actor: operatorActor(operator, false),
          action: 'organizacao.taxa',
          subject: feeDescription(terms),
        });
      });
      const [changed] = await list(undefined, organizationId);
      return changed!;
    },

    async enterSupport(
      operator: SessionUser,
      sessionToken: string,
      organizationId: string,
    ): Promise<SessionOrganization> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .select()
          .from(organizations)
          .where(eq(organizations.id, organizationId));
        if (!row) throw new HttpError(404, MESSAGES.notFound);
        await auth.chooseOrganization(sessionToken, { supportOrganizationId: row.id }, tx);
        await recordActivity(tx, {
          organizationId: row.id,
          actor: operatorActor(operator, true),
          action: 'suporte.entrada',
        });
        return {
          id: row.id,
          nome_publico: row.publicName,
          papel: SUPPORT_ROLE,
          status: row.status,
          suporte: true,
        };
      });
    },

    async leaveSupport(operator: SessionUser, sessionToken: string): Promise<void> {
      await db.transaction(async (tx) => {
        const current = operator.organizacao;
        if (current?.suporte) {
          await recordActivity(tx, {
            organizationId: current.id,
            actor: operatorActor(operator, true),
            action: 'suporte.saida',
          });
        }
        await auth.chooseOrganization(sessionToken, { supportOrganizationId: null }, tx);
      });
    },
  };
}
