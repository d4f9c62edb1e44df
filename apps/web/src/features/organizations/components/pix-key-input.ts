import type { PixKeyInputOverrides } from '@/components/forms/pix-key-input';
import { maskDocument } from '../lib/document-mask';

/** An organization's PIX key: its CNPJ masked as typed, a company's e-mail as the example. */
export const ORGANIZATION_PIX_KEY_INPUTS: PixKeyInputOverrides = {
  cnpj: { mask: maskDocument },
  email: { placeholder: 'financeiro@empresa.com.br' },
};
