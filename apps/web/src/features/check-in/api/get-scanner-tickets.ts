import type { ScannerTicketList } from '@bilheteria/domain/check-in-contract';
import { LIST_TIMEOUT_MS, scannerRequest } from './scanner-request';

/** GET /api/check-in/:token/ingressos — every ticket of the event, kept for offline. */
export const getScannerTickets = (token: string) =>
  scannerRequest<ScannerTicketList>(token, '/ingressos', { timeoutMs: LIST_TIMEOUT_MS });
