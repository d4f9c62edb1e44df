import type { DbOrTx } from '../../db/client';

/**
 * The seam to the registration module's answers (issue 30), which lands apart: what a
 * participant answered to an event's own questions. Both are wired to the registration module's
 * index at merge (`answersForBuyers`, `eraseAnswers`); until then there are none.
 */
export interface RegistrationAnswer {
  buyerId: string;
  questionTitle: string;
  version: number;
  kind: string;
  value: unknown;
  answeredAt: Date;
}

/** The answers given in these participants' forms. */
export async function answersOf(
  _db: DbOrTx,
  _buyerIds: readonly string[],
): Promise<RegistrationAnswer[]> {
  return [];
}

/** Removes these participants' answers, inside the erasure's (or retention's) transaction. */
export async function eraseAnswers(_tx: DbOrTx, _buyerIds: readonly string[]): Promise<void> {}
