import type { EmailSentResponse, RegisterRequest } from '@bilheteria/domain/auth-contract';
import { postAuth } from '@/lib/auth/auth-requests';

/**
 * POST /api/auth/register: 202 `{ message, detail }` for a new address and a taken one alike,
 * without signing in — the account is confirmed through the e-mailed link (docs/decisions/0016).
 * Rejects with an ApiError (400 a field, 429 too many attempts).
 */
export function registerAccount(input: RegisterRequest): Promise<EmailSentResponse> {
  return postAuth<EmailSentResponse>('register', input);
}
