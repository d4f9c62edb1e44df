import type { ScannerSearchResponse } from '@bilheteria/domain/check-in-contract';
import { scannerRequest } from './scanner-request';

/** GET /api/check-in/:token/busca?q= — a guest without their QR, by name or e-mail. */
export const searchTickets = (token: string, q: string) =>
  scannerRequest<ScannerSearchResponse>(token, `/busca?${new URLSearchParams({ q }).toString()}`);
