import { maskCpf, onlyDigits } from '@bilheteria/domain/input-masks';

/**
 * 'CPF ou CNPJ' as typed: up to 11 digits it is a CPF ('000.000.000-00'), past that a CNPJ
 * ('00.000.000/0000-00'), with the partial forms on the way. The schema checks the digits.
 */
export function maskDocument(value: string): string {
  const digits = onlyDigits(value, 14);
  if (digits.length <= 11) return maskCpf(digits);
  const parts = [
    digits.slice(0, 2),
    '.',
    digits.slice(2, 5),
    '.',
    digits.slice(5, 8),
    '/',
    digits.slice(8, 12),
    '-',
    digits.slice(12, 14),
  ];
  return parts.join('').replace(/[./-]+$/, '');
}
