import type { OrganizerWaitlist } from '@bilheteria/domain/waitlist-contract';

export type WaitlistEntry = OrganizerWaitlist['entradas'][number];

/**
 * The waiting list in line order: those still in line first, each ticket type's line together
 * (types in the order the server lists them) by place; then those out of line (offered, bought,
 * gone), oldest first.
 */
export function inLineOrder(entries: readonly WaitlistEntry[]): WaitlistEntry[] {
  const typeRank = new Map<string, number>();
  for (const entry of entries)
    if (!typeRank.has(entry.tipo)) typeRank.set(entry.tipo, typeRank.size);
  const joined = (entry: WaitlistEntry) => new Date(entry.entrou_em).getTime() || 0;
  return [...entries].sort((a, b) => {
    if (a.posicao !== null && b.posicao !== null) {
      return (typeRank.get(a.tipo) ?? 0) - (typeRank.get(b.tipo) ?? 0) || a.posicao - b.posicao;
    }
    if (a.posicao !== null) return -1;
    if (b.posicao !== null) return 1;
    return joined(a) - joined(b);
  });
}
