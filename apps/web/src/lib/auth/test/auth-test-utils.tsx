import type { DemoAccount, SessionUser } from '@bilheteria/domain/auth-contract';
import type { SessionOrganization } from '@bilheteria/domain/organization-contract';
import type { Role } from '@bilheteria/domain/roles';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { ReactElement } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { toast, Toaster } from 'sonner';
import { createQueryClient } from '@/lib/query-client';
import { server } from '@/test/msw-server';
import { AuthProvider } from '../auth-provider';

/** Helpers of the session's tests (imported by *.test.tsx files only). */

export const ME_PATH = '/api/auth/me';
export const LOGIN_PATH = '/api/auth/login';
export const REGISTER_PATH = '/api/auth/register';
export const LOGOUT_PATH = '/api/auth/logout';
export const DEMO_ACCOUNTS_PATH = '/api/auth/demo-accounts';
export const FORGOT_PASSWORD_PATH = '/api/auth/forgot-password';
export const TICKET_LINK_PATH = '/api/auth/ticket-link';
export const RESEND_CONFIRMATION_PATH = '/api/auth/resend-confirmation';
export const LINK_CHECK_PATH = '/api/auth/link/check';
export const LINK_PASSWORD_PATH = '/api/auth/link/password';
export const LINK_SIGN_IN_PATH = '/api/auth/link/sign-in';

const NAMES: Record<Role, string> = {
  admin: 'Ana Organizadora',
  affiliate: 'Caio Afiliado',
  user: 'Bruno Comprador',
  operador: 'Olga Operadora',
};

export const DEMO_ORGANIZATION_NAME = 'Instituto Brasileiro de Gestão da Informação';

/** The organization a test's member works in: the catalog's, approved, as its Dono. */
export function sessionOrganization(
  overrides: Partial<SessionOrganization> = {},
): SessionOrganization {
  return {
    id: '0b6f1c1e-6a43-4f7e-9a55-3c2f0f6d1a01',
    nome_publico: DEMO_ORGANIZATION_NAME,
    papel: 'dono',
    status: 'aprovada',
    suporte: false,
    ...overrides,
  };
}

export function sessionUser(role: Role, overrides: Partial<SessionUser> = {}): SessionUser {
  return {
    id: `${role}-1`,
    name: NAMES[role],
    email: `${role}@bilheteria.dev`,
    role,
    affiliateCode: role === 'affiliate' ? 'CAI7K2P9' : null,
    // An admin is a member of an organization (issue 28); the others belong to none.
    organizacao: role === 'admin' ? sessionOrganization() : null,
    ...overrides,
  };
}

/** The demo box's accounts (issue 28): the operator, members of the demo organization, the rest. */
export const DEMO_ACCOUNTS: DemoAccount[] = [
  {
    role: 'operador',
    name: 'Olga Operadora',
    email: 'operador@bilheteria.dev',
    password: 'Operador123',
    papel: null,
    organizacao: null,
  },
  {
    role: 'admin',
    name: 'Ana Organizadora',
    email: 'admin@bilheteria.dev',
    password: 'Admin123',
    papel: 'dono',
    organizacao: DEMO_ORGANIZATION_NAME,
  },
  {
    role: 'admin',
    name: 'Davi Portaria',
    email: 'checkin@bilheteria.dev',
    password: 'Checkin123',
    papel: 'checkin',
    organizacao: DEMO_ORGANIZATION_NAME,
  },
  {
    role: 'user',
    name: 'Bruno Comprador',
    email: 'usuario@bilheteria.dev',
    password: 'Usuario123',
    papel: null,
    organizacao: null,
  },
  {
    role: 'affiliate',
    name: 'Caio Afiliado',
    email: 'afiliado@bilheteria.dev',
    password: 'Afiliado123',
    papel: null,
    organizacao: null,
  },
];

/** GET /api/auth/me answers `user` (null: a visitor). */
export function serveSession(user: SessionUser | null) {
  server.use(http.get(ME_PATH, () => HttpResponse.json({ user })));
}

/** Where the app is: path, query string and the router state's `from`, if any. */
function LocationProbe() {
  const location = useLocation();
  const from = (location.state as { from?: { pathname: string } } | null)?.from?.pathname;
  return (
    <output data-testid="location" data-from={from ?? ''}>
      {`${location.pathname}${location.search}`}
    </output>
  );
}

export const currentPath = () => screen.getByTestId('location').textContent;
export const cameFrom = () => screen.getByTestId('location').dataset.from;

/**
 * Renders `ui` (usually a <Routes> tree) under the session provider at `route`, with a probe of
 * the current location and a Toaster for the toasts (`toaster: false` when `ui` is the app's
 * routes, whose layout mounts its own). Queries do not retry.
 */
export function renderWithSession(
  ui: ReactElement,
  {
    route = '/',
    toaster = true,
  }: { route?: string | { pathname: string; state?: unknown }; toaster?: boolean } = {},
) {
  // sonner's toasts outlive a test; a new Toaster would show the last test's again.
  toast.dismiss();
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({
    ...queryClient.getDefaultOptions(),
    queries: { ...queryClient.getDefaultOptions().queries, retry: false },
  });
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[route]}>
        <AuthProvider>
          {ui}
          <LocationProbe />
        </AuthProvider>
      </MemoryRouter>
      {toaster && <Toaster />}
    </QueryClientProvider>,
  );
}
