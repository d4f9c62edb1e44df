import { maskCep, maskCnpj } from '@bilheteria/domain/billing-contract';
import { ESTADOS } from '@bilheteria/domain/enumerations';
import { useId, type RefObject } from 'react';
import { Checkbox } from '@/components/ui/checkbox';
import { Label } from '@/components/ui/label';
import { cn } from '@/lib/utils';
import type { BillingErrors, BillingField, BillingValues } from '../lib/billing-form';
import { controlA11y, FormField } from '@/components/forms/form-field';
import { InputField } from './input-field';

export type BillingInputs = Partial<
  Record<BillingField, HTMLInputElement | HTMLSelectElement | null>
>;

/**
 * 'Comprar como empresa' (CNPJ, razão social, inscrição municipal, finance e-mail) and
 * 'Preciso de nota fiscal' (a person: the payer's CPF), both with the billing address. Shown
 * under 'Dados do pagador' for card, PIX and boleto alike.
 */
export function BillingFields({
  values,
  errors,
  disabled,
  inputs,
  onChange,
}: {
  values: BillingValues;
  errors: BillingErrors;
  disabled: boolean;
  inputs: RefObject<BillingInputs>;
  onChange: (values: BillingValues) => void;
}) {
  const baseId = useId();
  const id = (name: string) => `${baseId}-${name}`;
  const set = (change: Partial<BillingValues>) => onChange({ ...values, ...change });
  /** Keeps a field's control, so the first invalid one can take the focus. */
  const keep = (name: BillingField) => (element: HTMLInputElement | HTMLSelectElement | null) => {
    inputs.current[name] = element;
  };
  const field = (name: BillingField, required = true) => ({
    id: id(name),
    required,
    error: errors[name],
    disabled,
    value: values[name],
    ref: keep(name),
    onChange: (event: { target: { value: string } }) => set({ [name]: event.target.value }),
  });
  const showAddress = values.empresa || values.notaFiscal;

  return (
    <fieldset className="flex min-w-0 flex-col gap-4 rounded-xl border border-slate-200 p-4 sm:p-5">
      <legend className="px-1 text-sm font-semibold text-slate-900">Nota fiscal</legend>
      <div className="flex flex-col gap-3">
        <BoxOption
          id={id('empresa')}
          label="Comprar como empresa"
          hint="Informe o CNPJ: a nota fiscal sai em nome da empresa."
          checked={values.empresa}
          disabled={disabled}
          onChange={(checked) => set({ empresa: checked })}
        />
        {!values.empresa && (
          <BoxOption
            id={id('nota')}
            label="Preciso de nota fiscal"
            hint="Em nome do pagador, com o CPF acima e o endereço."
            checked={values.notaFiscal}
            disabled={disabled}
            onChange={(checked) => set({ notaFiscal: checked })}
          />
        )}
      </div>

      {values.empresa && (
        <div className="grid gap-4 sm:grid-cols-2">
          <InputField
            {...field('cnpj')}
            label="CNPJ"
            inputMode="numeric"
            autoComplete="off"
            placeholder="00.000.000/0000-00"
            maxLength={18}
            onChange={(event) => set({ cnpj: maskCnpj(event.target.value) })}
          />
          <InputField
            {...field('inscricaoMunicipal', false)}
            label="Inscrição municipal (opcional)"
            autoComplete="off"
            maxLength={30}
          />
          <InputField
            {...field('razaoSocial')}
            label="Razão social"
            className="sm:col-span-2"
            autoComplete="organization"
            maxLength={200}
          />
          <InputField
            {...field('emailFinanceiro')}
            label="E-mail do financeiro"
            className="sm:col-span-2"
            type="email"
            inputMode="email"
            autoComplete="email"
            maxLength={254}
          />
        </div>
      )}

      {showAddress && (
        <div className="grid gap-4 sm:grid-cols-6">
          <p className="text-sm font-medium text-slate-900 sm:col-span-6">Endereço de cobrança</p>
          <InputField
            {...field('cep')}
            label="CEP"
            className="sm:col-span-2"
            inputMode="numeric"
            autoComplete="postal-code"
            placeholder="00000-000"
            maxLength={9}
            onChange={(event) => set({ cep: maskCep(event.target.value) })}
          />
          <InputField
            {...field('logradouro')}
            label="Logradouro"
            className="sm:col-span-4"
            autoComplete="address-line1"
            maxLength={200}
          />
          <InputField
            {...field('numero')}
            label="Número"
            className="sm:col-span-2"
            maxLength={20}
          />
          <InputField
            {...field('complemento', false)}
            label="Complemento (opcional)"
            className="sm:col-span-4"
            autoComplete="address-line2"
            maxLength={100}
          />
          <InputField
            {...field('bairro')}
            label="Bairro"
            className="sm:col-span-3"
            maxLength={100}
          />
          <InputField
            {...field('cidade')}
            label="Cidade"
            className="sm:col-span-2"
            autoComplete="address-level2"
            maxLength={100}
          />
          <FormField id={id('uf')} label="UF" required error={errors.uf} className="sm:col-span-1">
            <select
              id={id('uf')}
              ref={keep('uf')}
              {...controlA11y(id('uf'), errors.uf)}
              disabled={disabled}
              autoComplete="address-level1"
              value={values.uf}
              onChange={(event) => set({ uf: event.target.value })}
              className={cn(
                'h-10 w-full rounded-lg border border-slate-300 bg-white px-2 text-base text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-700 disabled:opacity-50 aria-[invalid=true]:border-red-600 sm:text-sm',
              )}
            >
              <option value="">UF</option>
              {ESTADOS.map(({ code, name }) => (
                <option key={code} value={code} title={name}>
                  {code}
                </option>
              ))}
            </select>
          </FormField>
        </div>
      )}
    </fieldset>
  );
}

function BoxOption({
  id,
  label,
  hint,
  checked,
  disabled,
  onChange,
}: {
  id: string;
  label: string;
  hint: string;
  checked: boolean;
  disabled: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <div className="flex items-start gap-3">
      <Checkbox
        id={id}
        checked={checked}
        disabled={disabled}
        aria-describedby={`${id}-dica`}
        onCheckedChange={(state) => onChange(state === true)}
        className="mt-0.5"
      />
      <div className="flex min-w-0 flex-col gap-0.5">
        <Label htmlFor={id}>{label}</Label>
        <p id={`${id}-dica`} className="text-sm text-slate-600">
          {hint}
        </p>
      </div>
    </div>
  );
}
