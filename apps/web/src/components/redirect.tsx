import { useEffect } from 'react';
import { useNavigate } from 'react-router';

/**
 * Goes to `to` in place of the current page (history entry replaced), once rendered. What
 * `<Navigate replace>` does, without its code: react-router is one module in the app's entry
 * chunk, so each of its exports a screen uses weighs on every page (docs/decisions/0007).
 */
export function Redirect({ to, state }: { to: string; state?: unknown }) {
  const navigate = useNavigate();
  useEffect(() => {
    void navigate(to, { replace: true, state });
    // Once: a later render of the page being left must not navigate again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return null;
}
