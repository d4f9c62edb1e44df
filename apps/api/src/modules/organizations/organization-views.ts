import { feeTermsView } from '@bilheteria/domain/settlement-contract';
import { storedBankDetailsSchema } from '@bilheteria/domain/affiliate-contract';
import { formatDocument } from '@bilheteria/domain/billing-contract';
import type {
  MyOrganization,
  Organization,
  OrganizationRole,
} from '@bilheteria/domain/organization-contract';
import type { organizations } from '../../db/schema';

export type OrganizationRow = typeof organizations.$inferSelect;

export function myOrganizationOf(
  row: OrganizationRow,
  role: OrganizationRole,
  active: boolean,
): MyOrganization {
  return {
    id: row.id,
    nome: row.name,
    nome_publico: row.publicName,
    logo_url: row.logoUrl,
    papel: role,
    status: row.status,
    ativa: active,
  };
}

/** The organization as a member sees it; the payout details only to the Dono. */
export function organizationView(row: OrganizationRow, role: OrganizationRole): Organization {
  const payout = storedBankDetailsSchema.safeParse(row.payoutDetails);
  return {
    id: row.id,
    nome: row.name,
    documento: row.document ? formatDocument(row.document) : '',
    nome_publico: row.publicName,
    logo_url: row.logoUrl,
    email_contato: row.contactEmail,
    telefone: row.phone,
    status: row.status,
    motivo_recusa: row.refusalReason,
    criada_em: row.createdAt.toISOString(),
    dados_bancarios: role === 'dono' && payout.success ? payout.data : null,
    ...feeTermsView({
      percentBp: row.feePercentBp,
      fixedCents: row.feeFixedCents,
      buyerPays: row.feeBuyerPays,
    }),
  };
}
