import { apiSend } from '@/lib/api-send';

/**
 * DELETE /api/pedidos/:id — gives back the seats of an order this browser no longer wants (it
 * started a new one for another selection). Best effort: the hold would end by itself anyway.
 */
export async function cancelOrder(id: string): Promise<void> {
  try {
    await apiSend<void>('DELETE', `/pedidos/${encodeURIComponent(id)}`);
  } catch {
    // Already paid, expired or gone: nothing to give back.
  }
}
