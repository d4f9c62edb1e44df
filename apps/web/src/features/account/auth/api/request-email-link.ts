import type { EmailSentResponse } from '@bilheteria/domain/auth-contract';
import { postAuth } from '@/lib/auth/auth-requests';

/**
 * What an e-mailed link is asked for on its own form: 'Esqueceu a senha?' (a link to create a
 * new password) or 'Receber meus ingressos por e-mail' (a link that opens Meus Ingressos).
 */
export type EmailLinkKind = 'forgot-password' | 'ticket-link';

/**
 * POST /api/auth/forgot-password, /ticket-link or /resend-confirmation (the sign-up's
 * confirmation link again, offered by the login) `{ email }`: 202 `{ message, detail }`
 * whatever the address (docs/decisions/0016). Rejects with an ApiError (400 'E-mail inválido',
 * 429 too many attempts).
 */
export function requestEmailLink(
  kind: EmailLinkKind | 'resend-confirmation',
  email: string,
): Promise<EmailSentResponse> {
  return postAuth<EmailSentResponse>(kind, { email });
}
