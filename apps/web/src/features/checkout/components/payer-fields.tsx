import { onlyDigits } from '@bilheteria/domain/input-masks';
import { PARTICIPANT_LIMITS } from '@bilheteria/domain/participant';
import { useId, type RefObject } from 'react';
import type { PayerValues } from '../lib/payer';
import { InputField } from './input-field';

export type PayerErrors = Partial<Record<keyof PayerValues, string>>;
export type PayerInputs = Partial<Record<keyof PayerValues, HTMLInputElement | null>>;

/**
 * 'Dados do pagador' (spec §7 nome_cliente, email_cliente, cpf_cliente), shared by card, PIX and
 * boleto: prefilled from the first participant; the CPF is required here. A free order asks
 * only for the name and e-mail of who registers (`free`).
 */
export function PayerFields({
  values,
  errors,
  disabled,
  free = false,
  inputs,
  onChange,
}: {
  values: PayerValues;
  errors: PayerErrors;
  disabled: boolean;
  /** Nothing to pay: 'Dados da inscrição', without the CPF. */
  free?: boolean;
  /** The inputs, so the first invalid one can take the focus. */
  inputs: RefObject<PayerInputs>;
  onChange: (values: PayerValues) => void;
}) {
  const baseId = useId();
  const id = (field: keyof PayerValues) => `${baseId}-${field}`;
  /** A required field: its id and error, its input kept for the focus, disabled while paying. */
  const field = (name: keyof PayerValues) => ({
    id: id(name),
    required: true,
    error: errors[name],
    ref: (element: HTMLInputElement | null) => {
      inputs.current[name] = element;
    },
    disabled,
  });

  return (
    <fieldset className="flex min-w-0 flex-col gap-4 rounded-xl border border-slate-200 p-4 sm:p-5">
      <legend className="px-1 text-sm font-semibold text-slate-900">
        {free ? 'Dados da inscrição' : 'Dados do pagador'}
      </legend>
      <div className="grid gap-4 sm:grid-cols-2">
        <InputField
          {...field('nome')}
          label="Nome completo"
          className="sm:col-span-2"
          autoComplete="name"
          maxLength={120}
          value={values.nome}
          onChange={(event) => onChange({ ...values, nome: event.target.value })}
        />
        <InputField
          {...field('email')}
          label="Email para confirmação"
          className={free ? 'sm:col-span-2' : undefined}
          type="email"
          inputMode="email"
          autoComplete="email"
          maxLength={PARTICIPANT_LIMITS.email}
          value={values.email}
          onChange={(event) => onChange({ ...values, email: event.target.value })}
        />
        {!free && (
          <InputField
            {...field('cpf')}
            label="CPF"
            hint="Somente números"
            inputMode="numeric"
            autoComplete="off"
            maxLength={PARTICIPANT_LIMITS.cpf}
            value={values.cpf}
            onChange={(event) =>
              onChange({ ...values, cpf: onlyDigits(event.target.value, PARTICIPANT_LIMITS.cpf) })
            }
            onPaste={(event) => {
              // '529.982.247-25' is 14 characters: keep its digits before the limit cuts it.
              const pasted = event.clipboardData.getData('text');
              if (/^\d*$/.test(pasted)) return;
              event.preventDefault();
              onChange({ ...values, cpf: onlyDigits(pasted, PARTICIPANT_LIMITS.cpf) });
            }}
          />
        )}
      </div>
    </fieldset>
  );
}
