import type { ScannerSession } from '@bilheteria/domain/check-in-contract';
import { scannerRequest } from './scanner-request';

/** GET /api/check-in/:token — the gate, the event and the key; also the scanner's probe. */
export const getScannerSession = (token: string) => scannerRequest<ScannerSession>(token, '');
