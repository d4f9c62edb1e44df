import { maskPhone } from '@bilheteria/domain/input-masks';
import type { ComponentProps, ReactNode } from 'react';
import { InputField, MaskedInputField, type ControlledInput } from '@/components/forms/field';
import { maskDocument } from '../lib/document-mask';

type OrganizationField = 'nome' | 'documento' | 'nome_publico' | 'email_contato' | 'telefone';
type TypedField = 'nome' | 'nome_publico' | 'email_contato';

/**
 * The organization's own fields, as the sign-up asks them and the profile edits them. The
 * sign-up also asks the CPF/CNPJ (it does not change later), explains 'Nome público' and shows
 * examples and the browser's autofill; the profile, filled already, does not.
 */
export function OrganizationFields({
  variant,
  idPrefix,
  errors,
  register,
  documento,
  telefone,
  children,
}: {
  variant: 'sign-up' | 'profile';
  /** Each input's id is `${idPrefix}-${field}` ('…-nome', '…-telefone'). */
  idPrefix: string;
  errors: { [field in OrganizationField]?: { message?: string } };
  /** The typed inputs' own props (react-hook-form's `register`). */
  register: (field: TypedField) => Omit<ComponentProps<'input'>, 'id'>;
  /** The CPF/CNPJ's controlled field, at sign-up only. */
  documento?: ControlledInput;
  telefone: ControlledInput;
  /** More fields in the same grid (the profile's logo). */
  children?: ReactNode;
}) {
  const signUp = variant === 'sign-up';
  const id = (field: OrganizationField) => `${idPrefix}-${field}`;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <InputField
        id={id('nome')}
        label="Nome (razão social ou nome completo)"
        error={errors.nome?.message}
        autoComplete={signUp ? 'organization' : undefined}
        maxLength={160}
        className="sm:col-span-2"
        {...register('nome')}
      />
      {documento && (
        <MaskedInputField
          id={id('documento')}
          label="CPF ou CNPJ"
          error={errors.documento?.message}
          inputMode="numeric"
          autoComplete="off"
          placeholder="000.000.000-00 ou 00.000.000/0000-00"
          maxLength={18}
          field={documento}
          mask={maskDocument}
        />
      )}
      <InputField
        id={id('nome_publico')}
        label="Nome público"
        hint={signUp ? "Como aparece nas páginas dos seus eventos: 'Organizado por …'." : undefined}
        error={errors.nome_publico?.message}
        maxLength={80}
        {...register('nome_publico')}
      />
      <InputField
        id={id('email_contato')}
        label="E-mail de contato"
        error={errors.email_contato?.message}
        type="email"
        inputMode="email"
        autoComplete={signUp ? 'email' : undefined}
        placeholder={signUp ? 'contato@empresa.com.br' : undefined}
        maxLength={254}
        {...register('email_contato')}
      />
      <MaskedInputField
        id={id('telefone')}
        label="Telefone"
        error={errors.telefone?.message}
        type="tel"
        inputMode="tel"
        autoComplete={signUp ? 'tel-national' : undefined}
        placeholder={signUp ? '(11) 98765-4321' : undefined}
        maxLength={15}
        field={telefone}
        mask={maskPhone}
      />
      {children}
    </div>
  );
}
