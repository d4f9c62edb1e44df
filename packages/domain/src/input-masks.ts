import { formatCpf } from '@brazilian-utils/brazilian-utils/format-cpf';
import { formatPhone } from '@brazilian-utils/brazilian-utils/format-phone';

/** Masks applied while typing in the checkout (spec §5 input limits). */

export function onlyDigits(value: string, maxDigits = Number.POSITIVE_INFINITY): string {
  return value.replace(/\D/g, '').slice(0, maxDigits);
}

/**
 * A Brazilian phone as typed: '(11) 3000-1234' with 10 digits, '(11) 98765-4321' with 11,
 * and partial forms on the way ('(11) 9876'). At most 15 characters.
 */
export function maskPhone(value: string): string {
  const digits = onlyDigits(value, 11);
  return digits === '' ? '' : formatPhone(digits, { mask: 'nanp' });
}

/** A CPF as typed: '529.982.247-25', and partial forms on the way ('529.98'); 14 at most. */
export function maskCpf(value: string): string {
  return formatCpf(onlyDigits(value, 11));
}
