import type { AffiliateSignUp } from '@bilheteria/domain/affiliate-contract';
import {
  Controller,
  useWatch,
  type Control,
  type FieldErrors,
  type UseFormRegister,
  type UseFormSetValue,
} from 'react-hook-form';
import {
  BankAccountFields,
  PayoutKindRadioGroup,
  PixKeyField,
  PixKeyRow,
  PixKeyTypeField,
} from '@/components/forms/bank-details-fields';
import { FieldError } from '@/components/forms/field';
import type { SignUpField, SignUpFormValues } from '../lib/sign-up-form';

export interface BankDetailsFieldsProps {
  control: Control<SignUpFormValues, unknown, AffiliateSignUp>;
  register: UseFormRegister<SignUpFormValues>;
  setValue: UseFormSetValue<SignUpFormValues>;
  errors: FieldErrors<SignUpFormValues>;
  id: (field: SignUpField) => string;
}

/**
 * 'Dados bancários' (spec §5: required for the commission to be paid): a PIX key of the kind
 * chosen, checked as that kind, or a bank account (bank code, agency, account and its digit).
 */
export function BankDetailsFields({
  control,
  register,
  setValue,
  errors,
  id,
}: BankDetailsFieldsProps) {
  const [tipo, tipoChave] = useWatch({
    control,
    name: ['bankDetails.tipo', 'bankDetails.tipo_chave'],
  });
  const banco = useWatch({ control, name: 'bankDetails.banco' });
  const bankErrors = errors.bankDetails;
  const groupId = id('bankDetails');
  const legendId = `${groupId}-legenda`;
  const groupError = bankErrors?.message ?? bankErrors?.tipo?.message;

  return (
    <fieldset className="flex min-w-0 flex-col gap-4">
      <legend id={legendId} className="mb-1 text-base font-semibold text-slate-900">
        Dados bancários
      </legend>
      <p className="-mt-2 text-sm text-slate-600">Para onde enviamos suas comissões, todo mês.</p>
      <Controller
        control={control}
        name="bankDetails.tipo"
        render={({ field }) => (
          <PayoutKindRadioGroup
            field={field}
            idPrefix={groupId}
            withDetails
            id={groupId}
            aria-labelledby={legendId}
            aria-invalid={groupError ? true : undefined}
            aria-describedby={groupError ? `${groupId}-erro` : undefined}
          />
        )}
      />
      <FieldError id={groupId} message={groupError} />

      {tipo === 'pix' ? (
        <PixKeyRow>
          <Controller
            control={control}
            name="bankDetails.tipo_chave"
            render={({ field }) => (
              <PixKeyTypeField
                id={id('bankDetails.tipo_chave')}
                field={field}
                error={bankErrors?.tipo_chave?.message}
                // A key typed as another kind would only be refused: start it again.
                onTypeChange={() => setValue('bankDetails.chave', '')}
              />
            )}
          />
          <Controller
            control={control}
            name="bankDetails.chave"
            render={({ field }) => (
              <PixKeyField
                id={id('bankDetails.chave')}
                field={field}
                keyType={tipoChave}
                error={bankErrors?.chave?.message}
              />
            )}
          />
        </PixKeyRow>
      ) : (
        <BankAccountFields
          id={(field) => id(`bankDetails.${field}`)}
          banco={banco}
          errors={bankErrors}
          register={(field) => register(`bankDetails.${field}`)}
        />
      )}
    </fieldset>
  );
}
