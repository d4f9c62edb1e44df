import {
  CHECK_IN_MESSAGES,
  createScannerLinkRequestSchema,
  type CreateScannerLinkRequest,
} from '@bilheteria/domain/check-in-contract';
import { zonedInstant } from '@bilheteria/domain/date-input';
import { z } from 'zod';

/**
 * The 'Criar link de check-in' form: the gate's name, as the API's contract judges it, and an
 * optional expiry typed on São Paulo's clock (a datetime-local field, 'YYYY-MM-DDTHH:MM'); empty
 * leaves it to the server (24 hours after the event ends). How far it may go is the server's to
 * say (a 400 on the field).
 */
export interface LinkFormValues {
  rotulo: string;
  expira_em: string;
}

export type LinkFormField = keyof LinkFormValues;

/** A datetime-local value on São Paulo's clock → the instant; null when it cannot be read. */
export function expiryInstant(value: string): Date | null {
  const [day, time] = value.split('T');
  if (!day || !time) return null;
  try {
    return zonedInstant(day, time.slice(0, 5));
  } catch {
    return null;
  }
}

export function linkFormSchema(now: () => Date = () => new Date()) {
  return z
    .object({
      rotulo: createScannerLinkRequestSchema.shape.rotulo,
      expira_em: z
        .string()
        .trim()
        .refine(
          (value) => {
            if (!value) return true;
            const instant = expiryInstant(value);
            return instant !== null && instant > now();
          },
          { error: CHECK_IN_MESSAGES.expiryInPast },
        ),
    })
    .transform(({ rotulo, expira_em }): CreateScannerLinkRequest => {
      const instant = expira_em ? expiryInstant(expira_em) : null;
      return instant ? { rotulo, expira_em: instant.toISOString() } : { rotulo };
    });
}

/** The API's name of a field in a 400 → the form's. */
export function linkFormField(path: string): LinkFormField | null {
  if (path === 'rotulo' || path === 'expira_em') return path;
  return null;
}
