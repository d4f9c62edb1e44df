import type { SyncRequest, SyncResponse } from '@bilheteria/domain/check-in-contract';
import { LIST_TIMEOUT_MS, scannerRequest } from './scanner-request';

/** POST /api/check-in/:token/sincronizar — scans made offline (at most 500 a call). */
export const syncScans = (token: string, request: SyncRequest) =>
  scannerRequest<SyncResponse>(token, '/sincronizar', {
    method: 'POST',
    body: request,
    timeoutMs: LIST_TIMEOUT_MS,
  });
