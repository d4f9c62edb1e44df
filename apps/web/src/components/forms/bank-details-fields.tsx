import {
  bankName,
  PIX_KEY_TYPE_LABELS,
  PIX_KEY_TYPES,
  type PixKeyType,
} from '@bilheteria/domain/affiliate-contract';
import { Landmark, QrCode } from 'lucide-react';
import type { ComponentProps, ReactNode, Ref } from 'react';
import { Label } from '@/components/ui/label';
import { RadioGroup, RadioGroupItem } from '@/components/ui/radio-group';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@/components/ui/select';
import { cn } from '@/lib/utils';
import { controlA11y, Field, InputField, MaskedInputField, type ControlledInput } from './field';
import { pixKeyInput, type PixKeyInputOverrides } from './pix-key-input';

/*
 * Bank details as the affiliates' sign-up and an organization's payout take them (the schema is
 * the same): a PIX key of the kind chosen, or a bank account. Each form keeps its own wiring
 * (react-hook-form's Controller and register) and hands these pieces the fields.
 */

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

/**
 * 'Chave PIX' or 'Conta bancária' as two cards, each with a line saying what it means when
 * `withDetails`; the group's name and error come from the form (aria-labelledby, …).
 */
export function PayoutKindRadioGroup({
  field: { value: kind, onChange, ref },
  idPrefix,
  withDetails = false,
  ...group
}: Omit<ComponentProps<typeof RadioGroup>, 'value' | 'onValueChange' | 'ref' | 'children'> & {
  field: { value: 'pix' | 'conta'; onChange: (value: string) => void; ref: Ref<HTMLDivElement> };
  /** Each card's radio is `${idPrefix}-tipo-pix` / `${idPrefix}-tipo-conta`. */
  idPrefix: string;
  withDetails?: boolean;
}) {
  return (
    <RadioGroup
      ref={ref}
      value={kind}
      onValueChange={onChange}
      className="grid gap-3 sm:grid-cols-2"
      {...group}
    >
      {KINDS.map(({ value, label, detail, Icon }) => (
        <Label
          key={value}
          htmlFor={`${idPrefix}-tipo-${value}`}
          className={cn(
            'flex cursor-pointer gap-3 rounded-lg border border-slate-300 bg-white font-normal transition-colors hover:border-brand-600',
            withDetails ? 'items-start p-4' : 'items-center p-3',
            kind === value && 'border-brand-700 bg-brand-50/60 ring-1 ring-brand-700',
          )}
        >
          <RadioGroupItem
            id={`${idPrefix}-tipo-${value}`}
            value={value}
            className={withDetails ? 'mt-0.5' : undefined}
          />
          {withDetails ? (
            <span className="flex flex-col gap-1">
              <span className="flex items-center gap-1.5 font-semibold text-slate-900">
                <Icon aria-hidden className="size-4 text-brand-700" />
                {label}
              </span>
              <span className="text-sm text-slate-600">{detail}</span>
            </span>
          ) : (
            <>
              <Icon aria-hidden className="size-4 text-brand-700" />
              <span className="font-semibold text-slate-900">{label}</span>
            </>
          )}
        </Label>
      ))}
    </RadioGroup>
  );
}

/** The PIX key's kind and the key, side by side from the small breakpoint up. */
export function PixKeyRow({ children }: { children: ReactNode }) {
  return <div className="grid gap-4 sm:grid-cols-[12rem_minmax(0,1fr)]">{children}</div>;
}

/** 'Tipo de chave': CPF, CNPJ, e-mail, telefone or chave aleatória. */
export function PixKeyTypeField({
  id,
  field: { value, onChange, onBlur, ref },
  error,
  required = true,
  onTypeChange,
}: {
  id: string;
  field: {
    value: PixKeyType | '';
    onChange: (value: string) => void;
    onBlur: () => void;
    ref: Ref<HTMLButtonElement>;
  };
  error: string | undefined;
  required?: boolean;
  /** Called after another kind is chosen (the form clears the key typed for the old one). */
  onTypeChange: () => void;
}) {
  return (
    <Field id={id} label="Tipo de chave" error={error}>
      <Select
        value={value}
        onValueChange={(next) => {
          onChange(next);
          onTypeChange();
        }}
      >
        <SelectTrigger
          id={id}
          ref={ref}
          onBlur={onBlur}
          className="aria-[invalid=true]:border-red-600"
          {...controlA11y(id, error, { required })}
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
  );
}

/** 'Chave PIX', typed as its kind asks (mask, keyboard, example); '' before a kind is chosen. */
export function PixKeyField({
  id,
  field,
  keyType,
  error,
  required = true,
  inputs,
}: {
  id: string;
  field: ControlledInput;
  keyType: PixKeyType | '';
  error: string | undefined;
  required?: boolean;
  inputs?: PixKeyInputOverrides;
}) {
  const keyInput = keyType ? pixKeyInput(keyType, inputs) : null;
  return (
    <MaskedInputField
      id={id}
      label="Chave PIX"
      required={required}
      error={error}
      autoComplete={keyInput?.autoComplete ?? 'off'}
      inputMode={keyInput?.inputMode}
      type={keyInput?.type}
      placeholder={keyInput?.placeholder ?? 'Escolha o tipo primeiro'}
      maxLength={keyInput?.maxLength ?? 77}
      field={field}
      mask={keyInput?.mask}
    />
  );
}

type BankAccountField = 'banco' | 'agencia' | 'conta' | 'digito';

/** Bank code (named once it is a known one), agency, account and its digit. */
export function BankAccountFields({
  id,
  banco,
  errors,
  register,
}: {
  id: (field: BankAccountField) => string;
  /** The bank code as typed, to name the bank under it. */
  banco: string;
  errors: { [field in BankAccountField]?: { message?: string } } | undefined;
  /** The input's own props (react-hook-form's `register`). */
  register: (field: BankAccountField) => Omit<ComponentProps<'input'>, 'id'>;
}) {
  const knownBank = /^\d{3}$/.test(banco) && bankName(banco) !== banco ? bankName(banco) : null;
  return (
    <div className="grid grid-cols-2 gap-4 sm:grid-cols-[8rem_8rem_minmax(0,1fr)_5rem]">
      <InputField
        id={id('banco')}
        label="Banco"
        hint={knownBank ?? 'Código de 3 dígitos'}
        error={errors?.banco?.message}
        className="col-span-2 sm:col-span-1"
        inputMode="numeric"
        autoComplete="off"
        placeholder="001"
        maxLength={3}
        {...register('banco')}
      />
      <InputField
        id={id('agencia')}
        label="Agência"
        hint="Sem o dígito"
        error={errors?.agencia?.message}
        className="col-span-2 sm:col-span-1"
        inputMode="numeric"
        autoComplete="off"
        placeholder="1234"
        maxLength={5}
        {...register('agencia')}
      />
      <InputField
        id={id('conta')}
        label="Conta"
        error={errors?.conta?.message}
        inputMode="numeric"
        autoComplete="off"
        placeholder="12345678"
        maxLength={13}
        {...register('conta')}
      />
      <InputField
        id={id('digito')}
        label="Dígito"
        error={errors?.digito?.message}
        autoComplete="off"
        placeholder="9"
        maxLength={2}
        {...register('digito')}
      />
    </div>
  );
}
