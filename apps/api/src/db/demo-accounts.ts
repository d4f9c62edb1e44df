import { generateAffiliateCode } from '@bilheteria/domain/affiliate';
import type { DemoAccount } from '@bilheteria/domain/auth-contract';
import { v5 as uuidv5 } from 'uuid';

/** The demo admin: Dono of the organization behind the demo catalog. */
export const DEMO_ADMIN_EMAIL = 'admin@bilheteria.demo';
/** The second demo organizer: Dono of another organization, with one event of its own. */
export const DEMO_PARTNER_ORGANIZER_EMAIL = 'organizadora@bilheteria.demo';
/** The platform's operator (issue 28): approves organizations, pays affiliates. */
export const DEMO_OPERATOR_EMAIL = 'operador@bilheteria.demo';

/** Namespace of the demo's deterministic ids (seed.ts uses the same). */
export const DEMO_ID_NAMESPACE = 'c0f7d3e2-5b8a-4f61-9a2e-3d4b5c6d7e8f';

export function demoUserId(email: string): string {
  return uuidv5(`user:${email}`, DEMO_ID_NAMESPACE);
}

export interface DemoOrganization {
  /**
   * The id is its Dono's account id: migration 0017 gave every former organizer an
   * organization with their own id, so an installation from before organizations and a fresh
   * one end with the same demo organizations.
   */
  id: string;
  name: string;
  publicName: string;
  /** CNPJ digits, valid check digits. */
  document: string;
  contactEmail: string;
  phone: string;
}

export const DEMO_CATALOG_ORGANIZATION: DemoOrganization = {
  id: demoUserId(DEMO_ADMIN_EMAIL),
  name: 'Instituto Brasileiro de Gestão da Informação Ltda.',
  publicName: 'Instituto Brasileiro de Gestão da Informação',
  document: '11222333000181',
  contactEmail: 'eventos@ibgi.bilheteria.demo',
  phone: '1130456789',
};

export const DEMO_PARTNER_ORGANIZATION: DemoOrganization = {
  id: demoUserId(DEMO_PARTNER_ORGANIZER_EMAIL),
  name: 'Sul Eventos Corporativos Ltda.',
  publicName: 'Sul Eventos Corporativos',
  document: '33683111000107',
  contactEmail: 'contato@suleventos.bilheteria.demo',
  phone: '5133224455',
};

export interface DemoAccountSeed extends DemoAccount {
  affiliateCode: string | null;
  /** The demo organization the account belongs to, by id. */
  organizationId: string | null;
}

const member = (
  papel: NonNullable<DemoAccount['papel']>,
  name: string,
  email: string,
  password: string,
  organization: DemoOrganization = DEMO_CATALOG_ORGANIZATION,
): DemoAccountSeed => ({
  role: 'admin',
  name,
  email,
  password,
  affiliateCode: null,
  papel,
  organizacao: organization.publicName,
  organizationId: organization.id,
});

/**
 * The demo accounts, seeded with the demo catalog when DEMO_MODE is on (never otherwise) and
 * offered, passwords included, in the login page's demo box: the operator, one member per
 * role of the catalog's organization, the partner organization's Dono, an affiliate and a
 * buyer. The passwords follow the sign-up rule. The affiliate's code is made by the spec's rule
 * from a fixed date: the same everywhere.
 */
export const DEMO_ACCOUNTS: readonly DemoAccountSeed[] = [
  member('dono', 'Carla Mendes', DEMO_ADMIN_EMAIL, 'Admin@2026'),
  {
    role: 'affiliate',
    name: 'Rafael Oliveira',
    email: 'afiliado@bilheteria.demo',
    password: 'Afiliado@2026',
    affiliateCode: generateAffiliateCode(
      'afiliado@bilheteria.demo',
      new Date('2026-01-01T00:00:00Z'),
    ),
    papel: null,
    organizacao: null,
    organizationId: null,
  },
  {
    role: 'user',
    name: 'Juliana Santos',
    email: 'usuario@bilheteria.demo',
    password: 'Usuario@2026',
    affiliateCode: null,
    papel: null,
    organizacao: null,
    organizationId: null,
  },
  member(
    'dono',
    'Organizadora Parceira',
    DEMO_PARTNER_ORGANIZER_EMAIL,
    'Organizadora@2026',
    DEMO_PARTNER_ORGANIZATION,
  ),
  {
    role: 'operador',
    name: 'Olívia Operadora',
    email: DEMO_OPERATOR_EMAIL,
    password: 'Operador@2026',
    affiliateCode: null,
    papel: null,
    organizacao: null,
    organizationId: null,
  },
  member('gerente', 'Gustavo Gerente', 'gerente@bilheteria.demo', 'Gerente@2026'),
  member('financeiro', 'Fernanda Financeiro', 'financeiro@bilheteria.demo', 'Financeiro@2026'),
  member('checkin', 'Caio Portaria', 'checkin@bilheteria.demo', 'Checkin@2026'),
  member('visualizacao', 'Vera Visualização', 'visualizacao@bilheteria.demo', 'Visualizacao@2026'),
];
