import type { PixKeyType } from '@bilheteria/domain/affiliate-contract';
import { maskCpf, maskPhone } from '@bilheteria/domain/input-masks';
import type { ComponentProps } from 'react';

/** How one kind of PIX key is typed: its mask, keyboard, example and length. */
export type PixKeyInput = {
  mask?: (value: string) => string;
  placeholder: string;
  maxLength: number;
} & Pick<ComponentProps<'input'>, 'inputMode' | 'type' | 'autoComplete'>;

/** A form's own take on some kinds (an organization's e-mail example, its CNPJ mask). */
export type PixKeyInputOverrides = Partial<Record<PixKeyType, Partial<PixKeyInput>>>;

const PIX_KEY_INPUT: Record<PixKeyType, PixKeyInput> = {
  cpf: { mask: maskCpf, placeholder: '000.000.000-00', maxLength: 14, inputMode: 'numeric' },
  cnpj: { placeholder: '00.000.000/0000-00', maxLength: 18, inputMode: 'numeric' },
  email: {
    placeholder: 'nome@exemplo.com.br',
    maxLength: 77,
    inputMode: 'email',
    type: 'email',
    autoComplete: 'email',
  },
  telefone: {
    mask: maskPhone,
    placeholder: '(11) 98765-4321',
    maxLength: 15,
    inputMode: 'tel',
    type: 'tel',
    autoComplete: 'tel-national',
  },
  aleatoria: { placeholder: '123e4567-e89b-12d3-a456-426614174000', maxLength: 36 },
};

/** How a key of this kind is typed, with the form's overrides. */
export function pixKeyInput(type: PixKeyType, overrides: PixKeyInputOverrides = {}): PixKeyInput {
  return { ...PIX_KEY_INPUT[type], ...overrides[type] };
}
