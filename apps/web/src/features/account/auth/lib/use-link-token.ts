import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';

/**
 * The `?token=` of an e-mailed link's page (/definir-senha, /entrar-por-link), read once; the
 * address is then replaced by one without the query, so the token stays neither in the address
 * bar nor in the history (back, reload, a shared screenshot). null: the page had no token.
 */
export function useLinkToken(): string | null {
  const location = useLocation();
  const navigate = useNavigate();
  const [token] = useState(() => new URLSearchParams(location.search).get('token'));
  const hasQuery = location.search !== '';

  useEffect(() => {
    if (!hasQuery) return;
    void navigate({ pathname: location.pathname, hash: location.hash }, { replace: true });
  }, [hasQuery, location.pathname, location.hash, navigate]);

  return token;
}
