import type { SessionUser } from '@bilheteria/domain/auth-contract';
import { AUTH_MESSAGES } from '@bilheteria/domain/auth-rules';
import { roleCan, type OrganizationPermission } from '@bilheteria/domain/organization-roles';
import { ROLES, type Role } from '@bilheteria/domain/roles';
import { useEffect, useRef, type ReactNode } from 'react';
import { Outlet, useLocation } from 'react-router';
import { Redirect } from '@/components/redirect';
import { useAuth } from '@/lib/auth/auth-provider';
import type { LoginRedirectState } from '@/lib/auth/login-redirect';
import { notify } from '@/lib/notify';
import { paths } from '@/lib/paths';

/**
 * Whether `user` may see a screen for `allow` (and `permission`, inside an organization). The
 * organizer's screens ('admin' in `allow`) follow the session's organization (issue 28): a member
 * works there with their role's permissions, and the platform's operator gets in only while in
 * 'Entrar como suporte' — never on their own.
 */
function mayEnter(
  user: SessionUser,
  allow: readonly Role[],
  permission: OrganizationPermission | undefined,
): boolean {
  const organization = user.organizacao;
  const inSupport = user.role === 'operador' && organization?.suporte === true;
  const asOrganizer = allow.includes('admin') && (user.role === 'admin' || inSupport);
  if (!asOrganizer) return allow.includes(user.role);
  if (!permission) return true;
  return organization !== null && roleCan(organization.papel, permission);
}

/**
 * Spec §2 guard rule and §6: a visitor goes to /login (and comes back after signing in), a role
 * outside `allow` (every role when omitted) goes to /unauthorized, and while the server is asked
 * who is signed in the page says 'Carregando...'. The affiliate portal also needs an affiliate
 * code (spec §4 "Affiliate access"): an account that can still become one — a regular user, or
 * an affiliate without a code — gets 'Você não é um afiliado' and /become-affiliate. The server
 * checks every request again; this only decides which screen to show. `permission`: an
 * organizer's screen that their role in the organization must grant (issue 28), else
 * /unauthorized rather than a page the server would refuse. It wraps `children`, or the child
 * routes when used as a layout route.
 */
export function RequireRole({
  allow = ROLES,
  needsAffiliateCode = false,
  permission,
  children,
}: {
  allow?: readonly Role[];
  needsAffiliateCode?: boolean;
  permission?: OrganizationPermission;
  children?: ReactNode;
}) {
  const { status, user } = useAuth();
  const { pathname, search, hash } = useLocation();
  const signedIn = status === 'signedIn' && user !== null;
  const allowed = signedIn && mayEnter(user, allow, permission);
  const withoutCode =
    signedIn && needsAffiliateCode && (allowed ? !user.affiliateCode : user.role === 'user');

  const warned = useRef(false);
  useEffect(() => {
    if (!withoutCode || warned.current) return;
    warned.current = true;
    void notify.error(AUTH_MESSAGES.notAffiliate);
  }, [withoutCode]);

  if (status === 'loading') {
    return (
      <p role="status" className="min-h-screen p-8 text-center text-slate-500">
        {AUTH_MESSAGES.loading}
      </p>
    );
  }
  if (!user) {
    const state: LoginRedirectState = { from: { pathname, search, hash } };
    return <Redirect to={paths.login()} state={state} />;
  }
  if (withoutCode) return <Redirect to={paths.becomeAffiliate()} />;
  if (!allowed) return <Redirect to={paths.unauthorized()} />;
  return children ?? <Outlet />;
}
