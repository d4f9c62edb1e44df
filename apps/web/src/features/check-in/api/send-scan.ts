import type { ScanRequest, ScanResponse } from '@bilheteria/domain/check-in-contract';
import { scannerRequest } from './scanner-request';

/** POST /api/check-in/:token/leituras — one scan, judged by the server. */
export const sendScan = (token: string, scan: ScanRequest) =>
  scannerRequest<ScanResponse>(token, '/leituras', { method: 'POST', body: scan });
