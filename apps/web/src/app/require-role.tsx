import { AUTH_MESSAGES } from '@bilheteria/domain/auth-rules';
import { ROLES, type Role } from '@bilheteria/domain/roles';
import { useEffect, useRef, type ReactNode } from 'react';
import { Outlet, useLocation } from 'react-router';
import { Redirect } from '@/components/redirect';
import { useAuth } from '@/lib/auth/auth-provider';
import type { LoginRedirectState } from '@/lib/auth/login-redirect';
import { notify } from '@/lib/notify';
import { paths } from '@/lib/paths';

/**
 * Spec §2 guard rule and §6: a visitor goes to /login (and comes back after signing in), a role
 * outside `allow` (every role when omitted) goes to /unauthorized, and while the server is asked
 * who is signed in the page says 'Carregando...'. The affiliate portal also needs an affiliate
 * code (spec §4 "Affiliate access"): an account that can still become one — a regular user, or
 * an affiliate without a code — gets 'Você não é um afiliado' and /become-affiliate. The server
 * checks every request again; this only decides which screen to show. `needsPlatformOperator`:
 * the platform's own screens (affiliate payouts) are for its operator, not for every organizer;
 * another organizer gets /unauthorized rather than a page the server would refuse. It wraps
 * `children`, or the child routes when used as a layout route.
 */
export function RequireRole({
  allow = ROLES,
  needsAffiliateCode = false,
  needsPlatformOperator = false,
  children,
}: {
  allow?: readonly Role[];
  needsAffiliateCode?: boolean;
  needsPlatformOperator?: boolean;
  children?: ReactNode;
}) {
  const { status, user } = useAuth();
  const { pathname, search, hash } = useLocation();
  const signedIn = status === 'signedIn' && user !== null;
  const allowed =
    signedIn && allow.includes(user.role) && (!needsPlatformOperator || user.platformOperator);
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
