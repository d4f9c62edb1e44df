import { randomUUID } from 'node:crypto';
import type { CreateUsuario } from '@bilheteria/domain/auth-contract';
import type { Db } from '../../db/client';
import type { Mailer } from '../mail';
import { setPasswordEmail } from './account-emails';
import type { EnsuredAccount, ParticipantAccountsService } from './participant-accounts';

/** POST /api/usuarios: the account (made or found), with a set-password link e-mailed. */
export function createUser({
  db,
  participants,
  mailer,
}: {
  db: Db;
  participants: ParticipantAccountsService;
  mailer: Mailer;
}): (input: CreateUsuario) => Promise<EnsuredAccount & { linkSent: boolean }> {
  return async (input) =>
    db.transaction(async (tx) => {
      const account = await participants.ensureAccount(
        {
          name: input.Nome,
          email: input.email,
          phone: input.telefone ?? null,
          cpf: input.CPF || null,
          city: input.Cidade ?? null,
          state: input.Estado ?? null,
        },
        tx,
      );
      if (account.setPasswordUrl) {
        await mailer.enqueue(tx, {
          dedupeKey: `account-email:usuario:${randomUUID()}`,
          to: account.email,
          ...setPasswordEmail({
            name: account.name,
            email: account.email,
            url: account.setPasswordUrl,
          }),
        });
      }
      return { ...account, linkSent: account.setPasswordUrl !== null };
    });
}
