import type { botcheckVerifyResponseSchema } from '@bilheteria/domain/payment-contract';
import type { QueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { BotcheckError } from '../lib/payment-errors';
import { apiSend } from '@/lib/api-send';
import { botcheckToken } from '@/lib/botcheck/botcheck-token';

type VerifyResponse = z.infer<typeof botcheckVerifyResponseSchema>;

/**
 * The invisible bot check before each payment (spec §4): the configured check runs (ALTCHA
 * proof of work, or reCAPTCHA v3), POST /api/recaptcha/verify checks its answer, and the
 * short-lived single-use token the server gives back is what the payment call carries.
 * Throws BotcheckError: 'unavailable' (could not run), 'rejected', 'no-token'.
 */
export async function runBotcheck(queryClient: QueryClient, signal?: AbortSignal): Promise<string> {
  let token: string;
  try {
    token = await botcheckToken(queryClient, signal ? { signal } : {});
  } catch {
    throw new BotcheckError('unavailable');
  }

  let answer: Partial<VerifyResponse> | null;
  try {
    answer = await apiSend<Partial<VerifyResponse> | null>('POST', '/recaptcha/verify', {
      body: { token },
    });
  } catch {
    throw new BotcheckError('rejected');
  }
  if ((answer as { success?: unknown } | null)?.success === false) {
    throw new BotcheckError('rejected');
  }
  const paymentToken = answer?.recaptcha_token ?? answer?.token;
  if (typeof paymentToken !== 'string' || paymentToken === '') throw new BotcheckError('no-token');
  return paymentToken;
}
