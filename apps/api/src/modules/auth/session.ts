import fastifyCookie from '@fastify/cookie';
import { AUTH_MESSAGES, type SessionUser } from '@bilheteria/domain/auth-contract';
import type { AuditAction } from '@bilheteria/domain/audit-actions';
import { roleCan, type OrganizationPermission } from '@bilheteria/domain/organization-contract';
import type { Role } from '@bilheteria/domain/roles';
import type {
  FastifyContextConfig,
  FastifyError,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  onRequestAsyncHookHandler,
  onRequestHookHandler,
  RouteOptions,
} from 'fastify';
import type { AppConfig } from '../../config';
import { errorResponseSchema, HttpError } from '../../http/errors';
import { REMEMBERED_SESSION_MS, type AuthService, type NewSession } from './service';

export const SESSION_COOKIE = 'bilheteria_session';
/** How OpenAPI names the cookie protected routes need. */
export const SESSION_SECURITY_SCHEME = 'sessionCookie';
/** What createSession hands out: 32 random bytes in base64url. Anything else is not looked up. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * Who is calling, with role and affiliate code read from the database on this request.
     * Loaded only on routes that declare `roles` or `optionalUser`; null everywhere else.
     */
    user: SessionUser | null;
    /**
     * What an audited route's line in the audit log is about, when its URL does not say it
     * (the event a POST created, the title of one just deleted). Set by the handler.
     */
    auditDetail: AuditDetail | null;
  }
  interface FastifyContextConfig {
    /**
     * The one way to protect a route: only signed-in users with one of these roles get through
     * (visitor → 401, other role → 403). Any signed-in user: `roles: ROLES`.
     */
    roles?: readonly Role[];
    /** A public route that still wants `request.user` (null for visitors). */
    optionalUser?: boolean;
    /**
     * An organizer route (issue 28): only a signed-in member of an organization whose role
     * there grants this permission gets through (visitor → 401, no organization or a role
     * without it → 403). The handler then works in `request.user.organizacao` alone: another
     * organization's resources answer 404.
     */
    organization?: OrganizationPermission;
    /**
     * Recorded in the organization's audit log when the call succeeds (2xx), with the route's
     * parameters and `request.auditDetail` (modules/organizations).
     */
    audit?: AuditAction;
  }
  interface FastifyInstance {
    /** Every route registered with `roles`, for the role-matrix test and for audits. */
    protectedRoutes: ProtectedRoute[];
  }
}

/** What a line of the audit log is about: an event (by id, or its title), a person, an order. */
export interface AuditDetail {
  eventId?: string;
  /** Shown as the line's subject when nothing else names it. */
  subject?: string;
  [key: string]: string | undefined;
}

export interface ProtectedRoute {
  method: string;
  url: string;
  /** The platform roles let through; empty for organizer routes, which go by `organization`. */
  roles: readonly Role[];
  organization: OrganizationPermission | null;
}

/** The route options of the platform's own routes (affiliates' payouts, approvals). */
export const requirePlatformOperator = {
  roles: ['operador'],
} as const satisfies FastifyContextConfig;

export { organizationOf } from '../../http/request-organization';

function isHttps(request: FastifyRequest, config: AppConfig): boolean {
  return request.protocol === 'https' || (config.publicUrl?.startsWith('https://') ?? false);
}

function cookieOptions(request: FastifyRequest, config: AppConfig) {
  return {
    path: '/',
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: isHttps(request, config),
  };
}

/**
 * Sets the session cookie: with 'Lembrar de mim' it lasts as long as the session (30 days);
 * otherwise it has no Max-Age and ends with the browser.
 */
export function setSessionCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  config: AppConfig,
  session: NewSession,
): void {
  reply.setCookie(SESSION_COOKIE, session.token, {
    ...cookieOptions(request, config),
    ...(session.persistent ? { maxAge: REMEMBERED_SESSION_MS / 1_000 } : {}),
  });
}

export function clearSessionCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  config: AppConfig,
): void {
  reply.clearCookie(SESSION_COOKIE, cookieOptions(request, config));
}

/**
 * The session cookie's raw value. Cookies are parsed here, on the routes that use a session,
 * rather than by a hook on every request: the catalog's hot path never pays for it.
 */
function sessionCookieOf(request: FastifyRequest): string | undefined {
  const header = request.headers.cookie;
  return header ? request.server.parseCookie(header)[SESSION_COOKIE] : undefined;
}

/**
 * The session token of a request a route's `roles` let through (it was read to find the user):
 * for the handlers that change the session itself (switching organization, support).
 */
export function signedInSessionToken(request: FastifyRequest): string {
  const token = sessionTokenOf(request);
  if (!token) throw new HttpError(401, AUTH_MESSAGES.notSignedIn);
  return token;
}

/** The session token the request carries, when it has the shape of one. */
export function sessionTokenOf(request: FastifyRequest): string | undefined {
  const token = sessionCookieOf(request);
  return token && TOKEN_PATTERN.test(token) ? token : undefined;
}

function addHook(
  routeOptions: RouteOptions,
  name: 'onRequest',
  handler: onRequestAsyncHookHandler,
): void;
function addHook(
  routeOptions: RouteOptions,
  name: 'onRequest',
  handler: onRequestHookHandler,
): void;
function addHook(
  routeOptions: RouteOptions,
  name: 'onRequest',
  handler: onRequestAsyncHookHandler | onRequestHookHandler,
): void {
  const existing = routeOptions[name];
  routeOptions[name] = existing
    ? [...(Array.isArray(existing) ? existing : [existing]), handler]
    : [handler];
}

/**
 * Cookie sessions and the single authorization mechanism. Call once, before any route is
 * registered: an onRoute hook reads each route's `config.roles` / `config.optionalUser` and adds
 * the hook that loads the user (and, with roles, refuses the others) before the body is read.
 */
export async function registerSessions(
  app: FastifyInstance,
  { auth, config }: { auth: AuthService; config: AppConfig },
): Promise<void> {
  // `hook: false`: no cookie parsing on every request (see sessionCookieOf).
  await app.register(fastifyCookie, { hook: false });
  app.decorateRequest('user', null);
  app.decorateRequest('auditDetail', null);
  app.decorate('protectedRoutes', [] as ProtectedRoute[]);

  const loadUser = async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    const token = sessionTokenOf(request);
    if (!token) {
      if (sessionCookieOf(request) !== undefined) clearSessionCookie(request, reply, config);
      return;
    }
    request.user = await auth.findSessionUser(token);
    // Expired or logged out elsewhere: the browser may as well forget the cookie.
    if (!request.user) clearSessionCookie(request, reply, config);
  };

  /**
   * `loadUser` for public routes. A request without cookies — every visitor who is not signed
   * in, such as the buyers of a rush — has no user to load: it goes on at once instead of
   * through a promise.
   */
  const loadOptionalUser: onRequestHookHandler = (request, reply, done) => {
    if (request.headers.cookie === undefined) {
      done();
      return;
    }
    loadUser(request, reply).then(
      () => done(),
      (error: unknown) => done(error as FastifyError),
    );
  };

  app.addHook('onRoute', (routeOptions) => {
    const { roles, optionalUser, organization } = routeOptions.config ?? {};
    if (roles || organization) {
      const allowed = new Set(roles ?? []);
      addHook(routeOptions, 'onRequest', async (request, reply) => {
        await loadUser(request, reply);
        const user = request.user;
        if (!user) throw new HttpError(401, AUTH_MESSAGES.notSignedIn);
        const granted = organization
          ? user.organizacao !== null && roleCan(user.organizacao.papel, organization)
          : allowed.has(user.role);
        if (!granted) throw new HttpError(403, AUTH_MESSAGES.forbidden);
      });
      const methods = Array.isArray(routeOptions.method)
        ? routeOptions.method
        : [routeOptions.method];
      for (const method of methods) {
        if (method !== 'HEAD')
          app.protectedRoutes.push({
            method,
            url: routeOptions.url,
            roles: roles ?? [],
            organization: organization ?? null,
          });
      }
      if (routeOptions.schema) {
        routeOptions.schema.security = [{ [SESSION_SECURITY_SCHEME]: [] }];
        const response = (routeOptions.schema.response ?? {}) as Record<string, unknown>;
        routeOptions.schema.response = {
          401: errorResponseSchema,
          403: errorResponseSchema,
          ...(organization ? { 404: errorResponseSchema } : {}),
          ...response,
        };
      }
    } else if (optionalUser) {
      addHook(routeOptions, 'onRequest', loadOptionalUser);
    }
  });
}
