import { ESTADOS } from '@bilheteria/domain/enumerations';
import { maskCpf, maskPhone } from '@bilheteria/domain/input-masks';
import {
  PERSONAL_DATA_MESSAGES,
  type AccountData,
} from '@bilheteria/domain/personal-data-contract';
import { Loader2, Save } from 'lucide-react';
import { useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { FormAlert } from '@/components/form-alert';
import { controlA11y, Field, InputField, MaskedInputField } from '@/components/forms/field';
import { Button } from '@/components/ui/button';
import { ApiRequestError } from '@/lib/api-send';
import { notify } from '@/lib/notify';
import { useUpdatePersonalData } from '../api/update-personal-data';
import {
  correctionField,
  correctionResolver,
  correctionValuesOf,
  type Correction,
  type CorrectionValues,
} from '../lib/correction-values';

export const CORRECTION_FAILED = 'Não foi possível salvar agora. Tente novamente.';

const SELECT_CLASS =
  'h-10 w-full rounded-lg border border-slate-300 bg-white px-2 text-base text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-700 disabled:opacity-50 aria-[invalid=true]:border-red-600 sm:text-sm';

/**
 * 'Corrigir meus dados': nome, telefone, CPF, cidade and UF, checked in the browser by the
 * schema the server uses — a field's error once it is left, every field's at once on submit.
 * The toast comes only after the server saved; its 400 puts each message under its field.
 * The e-mail is the login, so it is not here.
 */
export function CorrectionForm({ userId, account }: { userId: string; account: AccountData }) {
  const baseId = useId();
  const id = (field: keyof CorrectionValues) => `${baseId}-${field}`;
  const update = useUpdatePersonalData(userId);
  const [problem, setProblem] = useState<string | null>(null);
  const {
    control,
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<CorrectionValues, unknown, Correction>({
    resolver: correctionResolver,
    mode: 'onTouched',
    defaultValues: correctionValuesOf(account),
  });
  const sending = isSubmitting || update.isPending;

  async function onValid(correction: Correction) {
    setProblem(null);
    try {
      const saved = await update.mutateAsync(correction);
      reset(correctionValuesOf(saved));
      void notify.success(PERSONAL_DATA_MESSAGES.saved);
    } catch (error) {
      if (!(error instanceof ApiRequestError) || error.status === 0 || error.status >= 500) {
        setProblem(CORRECTION_FAILED);
        return;
      }
      let placed = false;
      for (const { path, message } of error.errors) {
        const field = correctionField(path);
        if (!field) continue;
        setError(field, { type: 'server', message }, { shouldFocus: !placed });
        placed = true;
      }
      if (!placed) setProblem(error.message);
    }
  }

  return (
    <form
      noValidate
      aria-labelledby={`${baseId}-titulo`}
      onSubmit={(event) => void handleSubmit(onValid)(event)}
      className="flex flex-col gap-5 rounded-xl border border-slate-200 bg-white p-5 sm:p-6"
    >
      <div>
        <h2 id={`${baseId}-titulo`} className="text-lg font-semibold text-slate-900">
          Corrigir meus dados
        </h2>
        <p className="mt-1 text-sm text-slate-600">
          O e-mail é o seu login e não muda por aqui. Os ingressos já emitidos mantêm os dados de
          cada participante.
        </p>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <InputField
          id={id('nome')}
          label="Nome"
          error={errors.nome?.message}
          autoComplete="name"
          maxLength={200}
          className="sm:col-span-2"
          {...register('nome')}
        />
        <Controller
          control={control}
          name="telefone"
          render={({ field }) => (
            <MaskedInputField
              id={id('telefone')}
              label="Telefone"
              required={false}
              error={errors.telefone?.message}
              type="tel"
              inputMode="tel"
              autoComplete="tel-national"
              placeholder="(11) 98765-4321"
              maxLength={15}
              field={field}
              mask={maskPhone}
            />
          )}
        />
        <Controller
          control={control}
          name="cpf"
          render={({ field }) => (
            <MaskedInputField
              id={id('cpf')}
              label="CPF"
              required={false}
              error={errors.cpf?.message}
              inputMode="numeric"
              autoComplete="off"
              placeholder="000.000.000-00"
              maxLength={14}
              field={field}
              mask={maskCpf}
            />
          )}
        />
        <InputField
          id={id('cidade')}
          label="Cidade"
          required={false}
          error={errors.cidade?.message}
          autoComplete="address-level2"
          maxLength={100}
          {...register('cidade')}
        />
        <Field id={id('uf')} label="Estado (UF)" error={errors.uf?.message}>
          <select
            id={id('uf')}
            {...controlA11y(id('uf'), errors.uf?.message, { required: false })}
            autoComplete="address-level1"
            className={SELECT_CLASS}
            {...register('uf')}
          >
            <option value="">Não informado</option>
            {ESTADOS.map(({ code, name }) => (
              <option key={code} value={code}>
                {`${code} — ${name}`}
              </option>
            ))}
          </select>
        </Field>
      </div>
      <FormAlert message={problem} />
      <Button type="submit" disabled={sending} className="w-full sm:w-auto sm:self-end">
        {sending ? <Loader2 aria-hidden className="animate-spin" /> : <Save aria-hidden />}
        Salvar correções
      </Button>
    </form>
  );
}
