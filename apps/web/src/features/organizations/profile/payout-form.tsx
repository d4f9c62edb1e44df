import {
  payoutDetailsSchema,
  type Organization,
  type PayoutDetailsRequest,
} from '@bilheteria/domain/organization-contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { Loader2, Save } from 'lucide-react';
import { useId, useState } from 'react';
import { Controller, useForm, useWatch, type Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { FormAlert } from '@/components/form-alert';
import {
  BankAccountFields,
  PayoutKindRadioGroup,
  PixKeyField,
  PixKeyRow,
  PixKeyTypeField,
} from '@/components/forms/bank-details-fields';
import { FieldError } from '@/components/forms/field';
import { Button } from '@/components/ui/button';
import { ApiRequestError } from '@/lib/api-send';
import { notify } from '@/lib/notify';
import { useUpdatePayoutDetails } from '../api/update-organization';
import { ORGANIZATION_PIX_KEY_INPUTS } from '../components/pix-key-input';
import { payoutValuesOf, type BankField, type PayoutValues } from './payout-values';

type Payout = z.output<typeof payoutDetailsSchema>;
const resolver = zodResolver(payoutDetailsSchema) as unknown as Resolver<
  PayoutValues,
  unknown,
  Payout
>;

export const PAYOUT_SAVED = 'Dados de repasse salvos.';
const SAVE_FAILED = 'Não foi possível salvar os dados de repasse. Tente novamente.';

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
          <PayoutKindRadioGroup field={field} idPrefix={baseId} aria-labelledby={legendId} />
        )}
      />
      <FieldError id={legendId} message={bankErrors?.message ?? bankErrors?.tipo?.message} />

      {tipo === 'pix' ? (
        <PixKeyRow>
          <Controller
            control={control}
            name="dados_bancarios.tipo_chave"
            render={({ field }) => (
              <PixKeyTypeField
                id={id('tipo_chave')}
                field={field}
                error={bankErrors?.tipo_chave?.message}
                onTypeChange={() => setValue('dados_bancarios.chave', '')}
              />
            )}
          />
          <Controller
            control={control}
            name="dados_bancarios.chave"
            render={({ field }) => (
              <PixKeyField
                id={id('chave')}
                field={field}
                keyType={tipoChave}
                error={bankErrors?.chave?.message}
                inputs={ORGANIZATION_PIX_KEY_INPUTS}
              />
            )}
          />
        </PixKeyRow>
      ) : (
        <BankAccountFields
          id={id}
          banco={banco}
          errors={bankErrors}
          register={(field) => register(`dados_bancarios.${field}`)}
        />
      )}
      <FormAlert message={problem} />
      <Button type="submit" disabled={save.isPending} className="w-full sm:w-auto sm:self-end">
        {save.isPending ? <Loader2 aria-hidden className="animate-spin" /> : <Save aria-hidden />}
        Salvar dados de repasse
      </Button>
    </form>
  );
}
