import { generateAffiliateCode } from '@bilheteria/domain/affiliate';
import type { DemoAccount } from '@bilheteria/domain/auth-contract';

/** The demo admin, who owns the demo catalog's events. */
export const DEMO_ADMIN_EMAIL = 'admin@bilheteria.demo';
/** The second demo organizer (admin), with one event of their own. */
export const DEMO_PARTNER_ORGANIZER_EMAIL = 'organizadora@bilheteria.demo';

export interface DemoAccountSeed extends DemoAccount {
  affiliateCode: string | null;
}

/**
 * One account per role, seeded with the demo catalog when DEMO_MODE is on (never otherwise) and
 * offered, passwords included, in the login page's demo box. The passwords follow the sign-up
 * rule. The affiliate's code is made by the spec's rule from a fixed date: the same everywhere.
 * A second organizer (admin) owns one event of their own (issue 17): signed in as each, an
 * organizer sees and changes only their events.
 */
export const DEMO_ACCOUNTS: readonly DemoAccountSeed[] = [
  {
    role: 'admin',
    name: 'Carla Mendes',
    email: DEMO_ADMIN_EMAIL,
    password: 'Admin@2026',
    affiliateCode: null,
  },
  {
    role: 'affiliate',
    name: 'Rafael Oliveira',
    email: 'afiliado@bilheteria.demo',
    password: 'Afiliado@2026',
    affiliateCode: generateAffiliateCode(
      'afiliado@bilheteria.demo',
      new Date('2026-01-01T00:00:00Z'),
    ),
  },
  {
    role: 'user',
    name: 'Juliana Santos',
    email: 'usuario@bilheteria.demo',
    password: 'Usuario@2026',
    affiliateCode: null,
  },
  {
    role: 'admin',
    name: 'Organizadora Parceira',
    email: DEMO_PARTNER_ORGANIZER_EMAIL,
    password: 'Organizadora@2026',
    affiliateCode: null,
  },
];
