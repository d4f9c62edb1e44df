export { accountRoutes } from './account-routes';
export { createAccountLinks, publicBaseUrl } from './account-links';
export { createAccountsByEmail } from './accounts-by-email';
export { attemptLimit, type AttemptKey } from './attempt-limit';
export { registerOriginCheck } from './origin-check';
export { createParticipantAccounts } from './participant-accounts';
export type { ParticipantAccounts, ParticipantDetails } from './participant-accounts-contract';
export { hashPassword, verifyPassword } from './password';
export { authRoutes } from './routes';
export { createAuthService, toSessionUser } from './service';
export {
  registerSessions,
  requirePlatformOperator,
  SESSION_COOKIE,
  SESSION_SECURITY_SCHEME,
} from './session';
export { specAccountRoutes } from './spec-routes';
export { ticketHoldersFromTables } from './ticket-holders';
export { resendGateFromTables } from './ticket-resend';
