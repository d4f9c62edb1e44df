import type { PixKeyType } from '@bilheteria/domain/affiliate-contract';
import { maskCpf, maskPhone } from '@bilheteria/domain/input-masks';
import type { ComponentProps } from 'react';
import { maskDocument } from '../lib/document-mask';

/** How each kind of PIX key is typed: its mask, keyboard, example and length. */
export const PIX_KEY_INPUT: Record<
  PixKeyType,
  {
    mask?: (value: string) => string;
    placeholder: string;
    maxLength: number;
  } & Pick<ComponentProps<'input'>, 'inputMode' | 'type' | 'autoComplete'>
> = {
  cpf: { mask: maskCpf, placeholder: '000.000.000-00', maxLength: 14, inputMode: 'numeric' },
  cnpj: {
    mask: maskDocument,
    placeholder: '00.000.000/0000-00',
    maxLength: 18,
    inputMode: 'numeric',
  },
  email: {
    placeholder: 'financeiro@empresa.com.br',
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
