import {
  bankName,
  PIX_KEY_TYPE_LABELS,
  PIX_KEY_TYPES,
  type AffiliateSignUp,
  type PixKeyType,
} from '@bilheteria/domain/affiliate-contract';
import { maskCpf, maskPhone } from '@bilheteria/domain/input-masks';
import { Landmark, QrCode } from 'lucide-react';
import type { ComponentProps } from 'react';
import {
  Controller,
  useWatch,
  type Control,
  type FieldErrors,
  type UseFormRegister,
  type UseFormSetValue,
} from 'react-hook-form';
import { RadioGroup, RadioGroupItem } from '@/components/ui/radio-group';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@/components/ui/select';
import { Label } from '@/components/ui/label';
import { cn } from '@/lib/utils';
import type { SignUpField, SignUpFormValues } from '../lib/sign-up-form';
import { controlA11y, Field, FieldError, InputField } from './field';

/** How each kind of PIX key is typed: its mask, keyboard, example and length. */
const PIX_KEY_INPUT: Record<
  PixKeyType,
  {
    mask?: (value: string) => string;
    placeholder: string;
    maxLength: number;
  } & Pick<ComponentProps<'input'>, 'inputMode' | 'type' | 'autoComplete'>
> = {
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

const KINDS = [
  {
    value: 'pix',
    label: 'Chave PIX',
    detail: 'Receba na hora, em qualquer banco.',
    Icon: QrCode,
  },
  {
    value: 'conta',
    label: 'Conta bancária',
    detail: 'Banco, agência e conta corrente.',
    Icon: Landmark,
  },
] as const;

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
  const keyInput = PIX_KEY_INPUT[tipoChave];
  const knownBank = /^\d{3}$/.test(banco) && bankName(banco) !== banco ? bankName(banco) : null;

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
          <RadioGroup
            id={groupId}
            ref={field.ref}
            value={field.value}
            onValueChange={field.onChange}
            aria-labelledby={legendId}
            aria-invalid={groupError ? true : undefined}
            aria-describedby={groupError ? `${groupId}-erro` : undefined}
            className="grid gap-3 sm:grid-cols-2"
          >
            {KINDS.map(({ value, label, detail, Icon }) => (
              <Label
                key={value}
                htmlFor={`${groupId}-tipo-${value}`}
                className={cn(
                  'flex cursor-pointer items-start gap-3 rounded-lg border border-slate-300 bg-white p-4 font-normal transition-colors hover:border-brand-600',
                  field.value === value && 'border-brand-700 bg-brand-50/60 ring-1 ring-brand-700',
                )}
              >
                <RadioGroupItem id={`${groupId}-tipo-${value}`} value={value} className="mt-0.5" />
                <span className="flex flex-col gap-1">
                  <span className="flex items-center gap-1.5 font-semibold text-slate-900">
                    <Icon aria-hidden className="size-4 text-brand-700" />
                    {label}
                  </span>
                  <span className="text-sm text-slate-600">{detail}</span>
                </span>
              </Label>
            ))}
          </RadioGroup>
        )}
      />
      <FieldError id={groupId} message={groupError} />

      {tipo === 'pix' ? (
        <div className="grid gap-4 sm:grid-cols-[12rem_minmax(0,1fr)]">
          <Controller
            control={control}
            name="bankDetails.tipo_chave"
            render={({ field }) => (
              <Field
                id={id('bankDetails.tipo_chave')}
                label="Tipo de chave"
                error={bankErrors?.tipo_chave?.message}
              >
                <Select
                  value={field.value}
                  onValueChange={(next) => {
                    field.onChange(next);
                    // A key typed as another kind would only be refused: start it again.
                    setValue('bankDetails.chave', '');
                  }}
                >
                  <SelectTrigger
                    id={id('bankDetails.tipo_chave')}
                    ref={field.ref}
                    onBlur={field.onBlur}
                    className="aria-[invalid=true]:border-red-600"
                    {...controlA11y(id('bankDetails.tipo_chave'), bankErrors?.tipo_chave?.message)}
                  >
                    <SelectValue placeholder="Selecione" />
                  </SelectTrigger>
                  <SelectContent>
                    {PIX_KEY_TYPES.map((type) => (
                      <SelectItem key={type} value={type}>
                        {PIX_KEY_TYPE_LABELS[type]}
                      </SelectItem>
                    ))}
                  </SelectContent>
                </Select>
              </Field>
            )}
          />
          <Controller
            control={control}
            name="bankDetails.chave"
            render={({ field }) => (
              <InputField
                id={id('bankDetails.chave')}
                label="Chave PIX"
                error={bankErrors?.chave?.message}
                autoComplete={keyInput.autoComplete ?? 'off'}
                inputMode={keyInput.inputMode}
                type={keyInput.type}
                placeholder={keyInput.placeholder}
                maxLength={keyInput.maxLength}
                name={field.name}
                ref={field.ref}
                value={field.value}
                onBlur={field.onBlur}
                onChange={(event) =>
                  field.onChange(
                    keyInput.mask ? keyInput.mask(event.target.value) : event.target.value,
                  )
                }
              />
            )}
          />
        </div>
      ) : (
        <div className="grid grid-cols-2 gap-4 sm:grid-cols-[8rem_8rem_minmax(0,1fr)_5rem]">
          <InputField
            id={id('bankDetails.banco')}
            label="Banco"
            hint={knownBank ?? 'Código de 3 dígitos'}
            error={bankErrors?.banco?.message}
            className="col-span-2 sm:col-span-1"
            inputMode="numeric"
            autoComplete="off"
            placeholder="001"
            maxLength={3}
            {...register('bankDetails.banco')}
          />
          <InputField
            id={id('bankDetails.agencia')}
            label="Agência"
            hint="Sem o dígito"
            error={bankErrors?.agencia?.message}
            className="col-span-2 sm:col-span-1"
            inputMode="numeric"
            autoComplete="off"
            placeholder="1234"
            maxLength={5}
            {...register('bankDetails.agencia')}
          />
          <InputField
            id={id('bankDetails.conta')}
            label="Conta"
            error={bankErrors?.conta?.message}
            inputMode="numeric"
            autoComplete="off"
            placeholder="12345678"
            maxLength={13}
            {...register('bankDetails.conta')}
          />
          <InputField
            id={id('bankDetails.digito')}
            label="Dígito"
            error={bankErrors?.digito?.message}
            autoComplete="off"
            placeholder="9"
            maxLength={2}
            {...register('bankDetails.digito')}
          />
        </div>
      )}
    </fieldset>
  );
}
