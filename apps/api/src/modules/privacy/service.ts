import {
  PERSONAL_DATA_MESSAGES as M,
  type AccountData,
  type PersonalData,
  type personalDataUpdateSchema,
} from '@bilheteria/domain/personal-data-contract';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client';
import { HttpError } from '../../http/errors';
import { updateAccountDetails, type SessionTarget } from '../auth';
import { accountOf, personalDataOf } from './personal-data';
import { renderPersonalDataPdf } from './personal-data-pdf';

export interface PersonalDataService {
  read(userId: string): Promise<PersonalData>;
  pdf(userId: string): Promise<Buffer>;
  update(userId: string, fields: z.output<typeof personalDataUpdateSchema>): Promise<AccountData>;
}

/** See, take and fix one's own data (issue 30). */
export function createPersonalDataService({
  db,
  clock,
  invalidateSessions,
}: {
  db: Db;
  clock: () => Date;
  invalidateSessions: (runner: DbOrTx, target: SessionTarget) => Promise<void>;
}): PersonalDataService {
  const read = (userId: string) => personalDataOf(db, userId, clock());
  return {
    read,
    pdf: async (userId) => renderPersonalDataPdf(await read(userId)),
    async update(userId, fields) {
      return db.transaction(async (tx) => {
        const row = await updateAccountDetails(tx, userId, {
          name: fields.nome,
          phone: fields.telefone,
          cpf: fields.cpf,
          city: fields.cidade,
          state: fields.uf,
        });
        if (!row || row.anonymizedAt) throw new HttpError(404, M.alreadyErased);
        await invalidateSessions(tx, { userId });
        return accountOf(row);
      });
    },
  };
}
