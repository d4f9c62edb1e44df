import type { LinkSignInResponse, SessionUser } from '@bilheteria/domain/auth-contract';
import { USE_AUTH_OUTSIDE_PROVIDER_MESSAGE } from '@bilheteria/domain/session-messages';
import { useQueryClient } from '@tanstack/react-query';
import {
  createContext,
  startTransition,
  useContext,
  useEffect,
  useState,
  type ReactNode,
} from 'react';
import { useNavigate } from 'react-router';
import { apiGet } from '@/lib/api-client';
import { logFailure } from '@/lib/log-failure';
import { notify } from '@/lib/notify';
import { isDoorPage, paths } from '@/lib/paths';
import { readStoredUser, writeStoredUser } from './session-storage';

/** Spec §4 "Session": loading, signed out, signed in. */
export type AuthStatus = 'loading' | 'signedOut' | 'signedIn';

export interface Auth {
  /**
   * The signed-in user. While the server has not answered yet (`loading`) it is the user stored
   * in this browser, if any, so the header does not flicker; access never depends on it.
   */
  user: SessionUser | null;
  status: AuthStatus;
  /** Signs in ('Lembrar de mim' keeps the session 30 days); rejects with an ApiError. */
  login: (email: string, password: string, remember: boolean) => Promise<SessionUser>;
  /**
   * Uses an e-mailed link (docs/decisions/0016): with `password`, a /definir-senha link sets it;
   * without, an /entrar-por-link link just signs in. Either way this browser is signed in as
   * the link's account ('Lembrar de mim' with `remember`), and the answer says where to go.
   * Rejects with an ApiError (410: the link expired or was used; 400: invalid, or a password
   * out of the rule).
   */
  signInWithLink: (link: {
    token: string;
    password?: string;
    remember?: boolean;
  }) => Promise<LinkSignInResponse>;
  /** Ends the session on the server, forgets it here and goes to /. */
  logout: () => Promise<void>;
  /**
   * Asks the server again who is signed in, after something changed the account there (an
   * affiliate sign-up gives it the role and a code). Rejects with an ApiError, the session kept.
   */
  refresh: () => Promise<SessionUser | null>;
}

interface Session {
  status: AuthStatus;
  user: SessionUser | null;
}

export const ME_QUERY_KEY = ['auth', 'me'] as const;

const AuthContext = createContext<Auth | null>(null);

/** The mutations load on first use (login page, logout), not with every page. */
const requests = () => import('./auth-requests');

const fetchMe = (signal?: AbortSignal) =>
  logFailure(
    'Erro ao verificar a sessão',
    apiGet<{ user: SessionUser | null }>('/auth/me', signal ? { signal } : {}),
  );

/**
 * The session as the server sees it: GET /api/auth/me on start, mirrored into the spec's
 * local-storage keys (the server wins). Mount it inside the router: logout navigates. Kept small
 * on purpose: every page loads it (docs/decisions/0007).
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [session, setSession] = useState<Session>(() =>
    // A door scanner has no account, and its network may be gone: nothing to ask.
    isDoorPage(window.location.pathname)
      ? { status: 'signedOut', user: null }
      : { status: 'loading', user: readStoredUser() },
  );

  const signIn = (user: SessionUser | null) => {
    writeStoredUser(user);
    setSession({ status: user ? 'signedIn' : 'signedOut', user });
    return user!;
  };

  useEffect(() => {
    if (isDoorPage(window.location.pathname)) return;
    queryClient
      .fetchQuery({ queryKey: ME_QUERY_KEY, queryFn: ({ signal }) => fetchMe(signal) })
      // No answer (the server is down): signed out for now, the stored copy left alone.
      .then(
        ({ user }) => signIn(user),
        () => setSession({ status: 'signedOut', user: null }),
      );
    // Asked once, on start; login and logout answer for themselves.
  }, [queryClient]);

  const auth: Auth = {
    ...session,
    login: async (email, password, remember) =>
      signIn(await (await requests()).requestLogin({ email, password, remember })),
    signInWithLink: async ({ token, password, remember = false }) => {
      const send = await requests();
      const answer =
        password === undefined
          ? await send.requestLinkSignIn({ token, remember })
          : await send.requestLinkPassword({ token, password, remember });
      signIn(answer.user);
      return answer;
    },
    logout: async () => {
      try {
        await (await requests()).requestLogout();
      } catch (error) {
        // Still signed in on the server: say so and stay.
        void notify.error((error as Error).message);
        return;
      }
      // One transition: the guarded page being left never sees a visitor (and sends to /login).
      startTransition(() => {
        signIn(null);
        void navigate(paths.home());
      });
    },
    refresh: async () => {
      const { user } = await fetchMe();
      queryClient.setQueryData(ME_QUERY_KEY, { user });
      return signIn(user);
    },
  };

  return <AuthContext value={auth}>{children}</AuthContext>;
}

export function useAuth(): Auth {
  const auth = useContext(AuthContext);
  if (!auth) throw new Error(USE_AUTH_OUTSIDE_PROVIDER_MESSAGE);
  return auth;
}
