import {
  bankName,
  PIX_KEY_TYPE_LABELS,
  PIX_KEY_TYPES,
} from '@bilheteria/domain/affiliate-contract';
import {
  payoutDetailsSchema,
  type Organization,
  type PayoutDetailsRequest,
} from '@bilheteria/domain/organization-contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { Landmark, Loader2, QrCode, Save } from 'lucide-react';
import { useId, useState } from 'react';
import { Controller, useForm, useWatch, type Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { FormAlert } from '@/components/form-alert';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { RadioGroup, RadioGroupItem } from '@/components/ui/radio-group';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@/components/ui/select';
import { ApiRequestError } from '@/lib/api-send';
import { notify } from '@/lib/notify';
import { cn } from '@/lib/utils';
import { useUpdatePayoutDetails } from '../api/update-organization';
import { controlA11y, Field, FieldError, InputField } from '../components/field';
import { PIX_KEY_INPUT } from '../components/pix-key-input';
import { payoutValuesOf, type BankField, type PayoutValues } from './payout-values';

type Payout = z.output<typeof payoutDetailsSchema>;
const resolver = zodResolver(payoutDetailsSchema) as unknown as Resolver<
  PayoutValues,
  unknown,
  Payout
>;

export const PAYOUT_SAVED = 'Dados de repasse salvos.';
const SAVE_FAILED = 'Não foi possível salvar os dados de repasse. Tente novamente.';

const KINDS = [
  { value: 'pix', label: 'Chave PIX', Icon: QrCode },
  { value: 'conta', label: 'Conta bancária', Icon: Landmark },
] as const;

/**
 * 'Dados de repasse' (Dono only): where the organization is paid, a PIX key of the kind chosen
 * or a bank account, checked by the schema the affiliates' sign-up uses.
 */
export function PayoutForm({ organization }: { organization: Organization }) {
  const baseId = useId();
  const id = (field: BankField) => `${baseId}-${field}`;
  const save = useUpdatePayoutDetails(organization.id);
  const [problem, setProblem] = useState<string | null>(null);
  const {
    control,
    register,
    handleSubmit,
    setValue,
    getValues,
    reset,
    setError,
    formState: { errors },
  } = useForm<PayoutValues, unknown, Payout>({
    resolver,
    mode: 'onTouched',
    defaultValues: payoutValuesOf(organization),
  });
  const [tipo, tipoChave, banco] = useWatch({
    control,
    name: ['dados_bancarios.tipo', 'dados_bancarios.tipo_chave', 'dados_bancarios.banco'],
  });
  const bankErrors = errors.dados_bancarios;
  const keyInput = PIX_KEY_INPUT[tipoChave];
  const knownBank = /^\d{3}$/.test(banco) && bankName(banco) !== banco ? bankName(banco) : null;

  async function onValid() {
    setProblem(null);
    try {
      // The values as typed: the server normalizes them (the PIX key as the DICT writes it).
      const body = getValues() as PayoutDetailsRequest;
      const saved = await save.mutateAsync(body);
      reset(payoutValuesOf(saved));
      void notify.success(PAYOUT_SAVED);
    } catch (error) {
      if (!(error instanceof ApiRequestError) || error.status === 0 || error.status >= 500) {
        setProblem(SAVE_FAILED);
        return;
      }
      let placed = false;
      for (const { path, message } of error.errors) {
        const inner = path.split(/[./]/)[1] as BankField | undefined;
        if (!inner) continue;
        setError(`dados_bancarios.${inner}`, { type: 'server', message });
        placed = true;
      }
      if (!placed) setProblem(error.message);
    }
  }

  const legendId = `${baseId}-tipo`;
  return (
    <form
      noValidate
      aria-labelledby={`${baseId}-titulo`}
      onSubmit={(event) => void handleSubmit(onValid)(event)}
      className="flex flex-col gap-5 rounded-xl border border-slate-200 bg-white p-5 sm:p-6"
    >
      <div>
        <h2 id={`${baseId}-titulo`} className="text-lg font-semibold text-slate-900">
          Dados de repasse
        </h2>
        <p className="mt-1 text-sm text-slate-600">
          Para onde enviamos o valor das vendas. Só o Dono vê e altera estes dados.
        </p>
      </div>
      <p id={legendId} className="sr-only">
        Forma de recebimento
      </p>
      <Controller
        control={control}
        name="dados_bancarios.tipo"
        render={({ field }) => (
          <RadioGroup
            ref={field.ref}
            value={field.value}
            onValueChange={field.onChange}
            aria-labelledby={legendId}
            className="grid gap-3 sm:grid-cols-2"
          >
            {KINDS.map(({ value, label, Icon }) => (
              <Label
                key={value}
                htmlFor={`${baseId}-tipo-${value}`}
                className={cn(
                  'flex cursor-pointer items-center gap-3 rounded-lg border border-slate-300 bg-white p-3 font-normal transition-colors hover:border-brand-600',
                  field.value === value && 'border-brand-700 bg-brand-50/60 ring-1 ring-brand-700',
                )}
              >
                <RadioGroupItem id={`${baseId}-tipo-${value}`} value={value} />
                <Icon aria-hidden className="size-4 text-brand-700" />
                <span className="font-semibold text-slate-900">{label}</span>
              </Label>
            ))}
          </RadioGroup>
        )}
      />
      <FieldError id={legendId} message={bankErrors?.message ?? bankErrors?.tipo?.message} />

      {tipo === 'pix' ? (
        <div className="grid gap-4 sm:grid-cols-[12rem_minmax(0,1fr)]">
          <Controller
            control={control}
            name="dados_bancarios.tipo_chave"
            render={({ field }) => (
              <Field
                id={id('tipo_chave')}
                label="Tipo de chave"
                error={bankErrors?.tipo_chave?.message}
              >
                <Select
                  value={field.value}
                  onValueChange={(next) => {
                    field.onChange(next);
                    setValue('dados_bancarios.chave', '');
                  }}
                >
                  <SelectTrigger
                    id={id('tipo_chave')}
                    ref={field.ref}
                    onBlur={field.onBlur}
                    {...controlA11y(id('tipo_chave'), bankErrors?.tipo_chave?.message)}
                  >
                    <SelectValue />
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
            name="dados_bancarios.chave"
            render={({ field }) => (
              <InputField
                id={id('chave')}
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
            id={id('banco')}
            label="Banco"
            hint={knownBank ?? 'Código de 3 dígitos'}
            error={bankErrors?.banco?.message}
            className="col-span-2 sm:col-span-1"
            inputMode="numeric"
            autoComplete="off"
            placeholder="001"
            maxLength={3}
            {...register('dados_bancarios.banco')}
          />
          <InputField
            id={id('agencia')}
            label="Agência"
            hint="Sem o dígito"
            error={bankErrors?.agencia?.message}
            className="col-span-2 sm:col-span-1"
            inputMode="numeric"
            autoComplete="off"
            placeholder="1234"
            maxLength={5}
            {...register('dados_bancarios.agencia')}
          />
          <InputField
            id={id('conta')}
            label="Conta"
            error={bankErrors?.conta?.message}
            inputMode="numeric"
            autoComplete="off"
            placeholder="12345678"
            maxLength={13}
            {...register('dados_bancarios.conta')}
          />
          <InputField
            id={id('digito')}
            label="Dígito"
            error={bankErrors?.digito?.message}
            autoComplete="off"
            placeholder="9"
            maxLength={2}
            {...register('dados_bancarios.digito')}
          />
        </div>
      )}
      <FormAlert message={problem} />
      <Button type="submit" disabled={save.isPending} className="w-full sm:w-auto sm:self-end">
        {save.isPending ? <Loader2 aria-hidden className="animate-spin" /> : <Save aria-hidden />}
        Salvar dados de repasse
      </Button>
    </form>
  );
}
