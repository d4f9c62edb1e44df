import type { QueryClient } from '@tanstack/react-query';
import { botcheckConfigQueryOptions } from '@/api/get-botcheck-config';
import { solveAltcha } from './altcha';
import { recaptchaToken } from './recaptcha';

/** GET the ALTCHA challenge (a same-origin URL the server gives) and solve it here. */
async function altchaToken(challengeUrl: string, signal?: AbortSignal): Promise<string> {
  const response = await fetch(challengeUrl, {
    credentials: 'same-origin',
    ...(signal ? { signal } : {}),
  });
  if (!response.ok) throw new Error(`challenge ${response.status}`);
  return solveAltcha(await response.json(), signal ? { signal } : {});
}

/**
 * The answer of the configured invisible bot check (spec §4): the ALTCHA payload, or a
 * reCAPTCHA v3 token. The payment sends it to POST /api/recaptcha/verify; the virtual queue's
 * door takes it as `prova`. Throws when the check is not configured or could not run.
 */
export async function botcheckToken(
  queryClient: QueryClient,
  { signal, action }: { signal?: AbortSignal; action?: string } = {},
): Promise<string> {
  const config = await queryClient.fetchQuery(botcheckConfigQueryOptions());
  if (config.kind === 'altcha' && config.challengeUrl) {
    return altchaToken(config.challengeUrl, signal);
  }
  if (config.kind === 'recaptcha' && config.siteKey) return recaptchaToken(config.siteKey, action);
  throw new Error('bot check not configured');
}
