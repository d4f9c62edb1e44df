import { zodResolver } from '@hookform/resolvers/zod';
import { CHECKOUT_MESSAGES } from '@bilheteria/domain/checkout-contract';
import {
  CARGO_GROUPS,
  DEPARTAMENTOS,
  ESTADOS,
  NIVEIS_RESPONSABILIDADE,
  NUMERO_FUNCIONARIOS,
  SEGMENTOS,
} from '@bilheteria/domain/enumerations';
import { maskPhone, onlyDigits } from '@bilheteria/domain/input-masks';
import {
  PARTICIPANT_LIMITS,
  participantSchema,
  type Participant,
} from '@bilheteria/domain/participant';
import { ArrowRight, Loader2 } from 'lucide-react';
import { useEffect, useId, useState, type ReactNode } from 'react';
import {
  Controller,
  useForm,
  type Control,
  type FieldErrors,
  type Resolver,
} from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { RadioGroup, RadioGroupItem } from '@/components/ui/radio-group';
import {
  Select,
  SelectContent,
  SelectGroup,
  SelectItem,
  SelectLabel,
  SelectTrigger,
  SelectValue,
} from '@/components/ui/select';
import { ApiError } from '@/lib/api-client';
import { ApiRequestError } from '@/lib/checkout-request';
import {
  participantFormStart,
  saveParticipant as storeParticipant,
  saveParticipantDraft,
  type ParticipantFormValues,
} from '@/lib/checkout-participants';
import { notify } from '@/lib/notify';
import { useSaveParticipant } from '../api/save-participant';
import { formFieldErrors } from '../comprador-fields';
import { FieldError, FormField, RequiredMark, describedBy } from './form-field';
import { TermsText } from './terms-text';

/**
 * The schema judges the form's own values: '' for an option not chosen yet and false for the
 * unchecked box are refused by it with the spec's messages, so the form may hold them.
 */
const resolver = zodResolver(participantSchema) as unknown as Resolver<
  ParticipantFormValues,
  unknown,
  Participant
>;

type Field = keyof ParticipantFormValues;

const SELECT_CONTENT = 'max-h-72';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="flex min-w-0 flex-col gap-4">
      <legend className="mb-4 text-sm font-semibold uppercase tracking-wide text-slate-500">
        {title}
      </legend>
      {children}
    </fieldset>
  );
}

/** aria-* of a control: required (unless optional), invalid when it has an error, described. */
function controlA11y(
  id: string,
  error: string | undefined,
  { required = true, hint = false }: { required?: boolean; hint?: boolean } = {},
) {
  return {
    'aria-required': required || undefined,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy(id, { hint, error: Boolean(error) }),
  } as const;
}

function SelectField({
  control,
  name,
  id,
  label,
  placeholder,
  error,
  children,
}: {
  control: Control<ParticipantFormValues, unknown, Participant>;
  name: Field;
  id: string;
  label: string;
  placeholder: string;
  error: string | undefined;
  children: ReactNode;
}) {
  return (
    <FormField id={id} label={label} required error={error}>
      <Controller
        control={control}
        name={name}
        render={({ field }) => (
          <Select value={String(field.value)} onValueChange={field.onChange}>
            <SelectTrigger
              id={id}
              ref={field.ref}
              onBlur={field.onBlur}
              className="aria-[invalid=true]:border-red-600"
              {...controlA11y(id, error)}
            >
              <SelectValue placeholder={placeholder} />
            </SelectTrigger>
            <SelectContent className={SELECT_CONTENT}>{children}</SelectContent>
          </Select>
        )}
      />
    </FormField>
  );
}

function RadioField({
  control,
  name,
  id,
  label,
  options,
  error,
}: {
  control: Control<ParticipantFormValues, unknown, Participant>;
  name: Field;
  id: string;
  label: string;
  options: readonly string[];
  error: string | undefined;
}) {
  const labelId = `${id}-rotulo`;
  return (
    <div className="flex min-w-0 flex-col gap-2.5">
      <p id={labelId} className="text-sm font-medium leading-none text-slate-800">
        {label}
        <RequiredMark />
      </p>
      <Controller
        control={control}
        name={name}
        render={({ field }) => (
          <RadioGroup
            aria-labelledby={labelId}
            value={String(field.value)}
            onValueChange={field.onChange}
            className="grid gap-2 sm:grid-cols-2"
            {...controlA11y(id, error)}
          >
            {options.map((option, index) => (
              <Label
                key={option}
                htmlFor={`${id}-${index}`}
                className="flex cursor-pointer items-center gap-2.5 rounded-lg border border-slate-200 bg-white px-3 py-2.5 font-normal leading-snug has-[[data-state=checked]]:border-brand-600 has-[[data-state=checked]]:bg-brand-50"
              >
                <RadioGroupItem
                  id={`${id}-${index}`}
                  value={option}
                  // The first option takes the focus when the group is the first invalid field.
                  ref={index === 0 ? field.ref : undefined}
                  onBlur={field.onBlur}
                />
                {option}
              </Label>
            ))}
          </RadioGroup>
        )}
      />
      <FieldError id={id} message={error} />
    </div>
  );
}

function errorOf(errors: FieldErrors<ParticipantFormValues>, field: Field): string | undefined {
  return errors[field]?.message;
}

/**
 * Spec §2/§5 participant form for one ticket position: every field with its label, mask and
 * limit, validated by the shared participant schema (pt-BR messages under each field, the first
 * invalid field focused). What is typed is kept as a draft; a successful save stores the
 * participant and its buyer id by position (spec §3 keys).
 */
export function ParticipantForm({
  orderId,
  position,
  total,
  onSaved,
  onOrderClosed,
}: {
  orderId: string;
  position: number;
  total: number;
  onSaved: (position: number) => void;
  /** The order is no longer reserved (409): the page asks the server again. */
  onOrderClosed: () => void;
}) {
  const baseId = useId();
  const id = (field: Field) => `${baseId}-${field}`;
  const [defaultValues] = useState(() => participantFormStart(position));
  const {
    register,
    control,
    handleSubmit,
    setError,
    setFocus,
    subscribe,
    formState: { errors },
  } = useForm<ParticipantFormValues, unknown, Participant>({ resolver, defaultValues });
  const save = useSaveParticipant();
  const saving = save.isPending;

  // Every change is kept, so a reload in the middle of typing loses nothing.
  useEffect(
    () =>
      subscribe({
        formState: { values: true },
        callback: ({ values, name }) => {
          if (name) saveParticipantDraft(position, values);
        },
      }),
    [subscribe, position],
  );

  async function onValid(participant: Participant) {
    try {
      const { id: compradorId } = await save.mutateAsync({ orderId, position, participant });
      storeParticipant(position, participant, compradorId);
      onSaved(position);
    } catch (error) {
      const fields =
        error instanceof ApiRequestError && error.status === 400
          ? formFieldErrors(error.errors)
          : [];
      for (const { field, message } of fields) setError(field, { type: 'server', message });
      if (fields[0]) setFocus(fields[0].field);
      // The server's reason, when it is not about the fields ('Este pedido não está mais…').
      const reason = error instanceof ApiError && error.status !== 400 ? error.message : undefined;
      void notify.error(CHECKOUT_MESSAGES.saveFailed, reason);
      if (error instanceof ApiError && error.status === 409) onOrderClosed();
    }
  }

  const text = (field: Field, { required = true, hint = false } = {}) => ({
    id: id(field),
    ...controlA11y(id(field), errorOf(errors, field), { required, hint }),
  });
  const last = position === total;

  return (
    <form
      noValidate
      aria-label={`Dados do participante ${position}`}
      onSubmit={(event) => void handleSubmit(onValid)(event)}
      className="flex flex-col gap-8"
    >
      <p className="text-sm text-slate-600">
        Campos marcados com <span className="font-semibold text-red-700">*</span> são obrigatórios.
      </p>

      <Section title="Dados pessoais">
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField id={id('nome')} label="Nome" required error={errors.nome?.message}>
            <Input
              {...text('nome')}
              autoComplete="given-name"
              maxLength={PARTICIPANT_LIMITS.name}
              {...register('nome')}
            />
          </FormField>
          <FormField
            id={id('sobrenome')}
            label="Sobrenome"
            required
            error={errors.sobrenome?.message}
          >
            <Input
              {...text('sobrenome')}
              autoComplete="family-name"
              maxLength={PARTICIPANT_LIMITS.name}
              {...register('sobrenome')}
            />
          </FormField>
          <FormField id={id('email')} label="E-mail" required error={errors.email?.message}>
            <Input
              {...text('email')}
              type="email"
              inputMode="email"
              autoComplete="email"
              placeholder="nome@empresa.com.br"
              maxLength={PARTICIPANT_LIMITS.email}
              {...register('email')}
            />
          </FormField>
          <FormField id={id('cpf')} label="CPF" hint="Somente números" error={errors.cpf?.message}>
            <Controller
              control={control}
              name="cpf"
              render={({ field }) => (
                <Input
                  {...text('cpf', { required: false, hint: true })}
                  inputMode="numeric"
                  autoComplete="off"
                  maxLength={PARTICIPANT_LIMITS.cpf}
                  name={field.name}
                  ref={field.ref}
                  value={field.value}
                  onBlur={field.onBlur}
                  onChange={(event) =>
                    field.onChange(onlyDigits(event.target.value, PARTICIPANT_LIMITS.cpf))
                  }
                  // A pasted '529.982.247-25' is 14 characters: the 11-character limit would
                  // cut it before the digits are kept, so a paste keeps its digits itself.
                  onPaste={(event) => {
                    const pasted = event.clipboardData.getData('text');
                    if (/^\d*$/.test(pasted)) return;
                    event.preventDefault();
                    const input = event.currentTarget;
                    const start = input.selectionStart ?? input.value.length;
                    const end = input.selectionEnd ?? start;
                    const next = input.value.slice(0, start) + pasted + input.value.slice(end);
                    field.onChange(onlyDigits(next, PARTICIPANT_LIMITS.cpf));
                  }}
                />
              )}
            />
          </FormField>
          {(
            [
              ['telefone_comercial', 'Telefone comercial', '(11) 3000-1234', 'tel-national'],
              ['telefone_celular', 'Celular', '(11) 98765-4321', 'tel-national'],
            ] as const
          ).map(([name, label, placeholder, autoComplete]) => (
            <FormField
              key={name}
              id={id(name)}
              label={label}
              required
              error={errors[name]?.message}
            >
              <Controller
                control={control}
                name={name}
                render={({ field }) => (
                  <Input
                    {...text(name)}
                    type="tel"
                    inputMode="tel"
                    autoComplete={autoComplete}
                    placeholder={placeholder}
                    maxLength={PARTICIPANT_LIMITS.phone}
                    name={field.name}
                    ref={field.ref}
                    value={field.value}
                    onBlur={field.onBlur}
                    onChange={(event) => field.onChange(maskPhone(event.target.value))}
                  />
                )}
              />
            </FormField>
          ))}
        </div>
      </Section>

      <Section title="Dados profissionais">
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField id={id('empresa')} label="Empresa" required error={errors.empresa?.message}>
            <Input
              {...text('empresa')}
              autoComplete="organization"
              maxLength={PARTICIPANT_LIMITS.empresa}
              {...register('empresa')}
            />
          </FormField>
          <SelectField
            control={control}
            name="cargo"
            id={id('cargo')}
            label="Cargo"
            placeholder="Selecione o cargo"
            error={errors.cargo?.message}
          >
            {CARGO_GROUPS.map((group) => (
              <SelectGroup key={group.label}>
                <SelectLabel>{group.label}</SelectLabel>
                {group.options.map((cargo) => (
                  <SelectItem key={cargo} value={cargo}>
                    {cargo}
                  </SelectItem>
                ))}
              </SelectGroup>
            ))}
          </SelectField>
          <SelectField
            control={control}
            name="departamento"
            id={id('departamento')}
            label="Departamento"
            placeholder="Selecione o departamento"
            error={errors.departamento?.message}
          >
            {DEPARTAMENTOS.map((departamento) => (
              <SelectItem key={departamento} value={departamento}>
                {departamento}
              </SelectItem>
            ))}
          </SelectField>
          <SelectField
            control={control}
            name="segmento"
            id={id('segmento')}
            label="Segmento"
            placeholder="Selecione o segmento"
            error={errors.segmento?.message}
          >
            {SEGMENTOS.map((segmento) => (
              <SelectItem key={segmento} value={segmento}>
                {segmento}
              </SelectItem>
            ))}
          </SelectField>
        </div>
        <RadioField
          control={control}
          name="numero_funcionarios"
          id={id('numero_funcionarios')}
          label="Número de funcionários"
          options={NUMERO_FUNCIONARIOS}
          error={errors.numero_funcionarios?.message}
        />
        <RadioField
          control={control}
          name="nivel_responsabilidade"
          id={id('nivel_responsabilidade')}
          label="Nível de responsabilidade"
          options={NIVEIS_RESPONSABILIDADE}
          error={errors.nivel_responsabilidade?.message}
        />
      </Section>

      <Section title="Localização">
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            control={control}
            name="uf"
            id={id('uf')}
            label="Estado (UF)"
            placeholder="Selecione o estado"
            error={errors.uf?.message}
          >
            {ESTADOS.map(({ code, name }) => (
              <SelectItem key={code} value={code}>
                {`${code} — ${name}`}
              </SelectItem>
            ))}
          </SelectField>
          <FormField id={id('cidade')} label="Cidade" required error={errors.cidade?.message}>
            <Input
              {...text('cidade')}
              autoComplete="address-level2"
              maxLength={PARTICIPANT_LIMITS.cidade}
              {...register('cidade')}
            />
          </FormField>
        </div>
      </Section>

      <Section title="Termos de responsabilidade">
        <TermsText id={`${baseId}-termos`} />
        <div className="flex flex-col gap-2">
          <div className="flex items-start gap-3">
            <Controller
              control={control}
              name="termo_responsabilidade"
              render={({ field }) => (
                <Checkbox
                  id={id('termo_responsabilidade')}
                  ref={field.ref}
                  checked={field.value === true}
                  onCheckedChange={(checked) => field.onChange(checked === true)}
                  onBlur={field.onBlur}
                  className="mt-0.5 aria-[invalid=true]:border-red-600"
                  {...controlA11y(
                    id('termo_responsabilidade'),
                    errors.termo_responsabilidade?.message,
                  )}
                />
              )}
            />
            <Label htmlFor={id('termo_responsabilidade')} className="leading-snug">
              Li e aceito os termos de responsabilidade
              <RequiredMark />
            </Label>
          </div>
          <FieldError
            id={id('termo_responsabilidade')}
            message={errors.termo_responsabilidade?.message}
          />
        </div>
      </Section>

      <div className="flex flex-col-reverse gap-3 border-t border-slate-200 pt-6 sm:flex-row sm:items-center sm:justify-end">
        <Button type="submit" size="lg" disabled={saving} className="w-full sm:w-auto">
          {saving ? (
            <>
              <Loader2 aria-hidden className="animate-spin" />
              Salvando...
            </>
          ) : (
            <>
              {last ? 'Finalizar e Ir para Pagamento' : 'Salvar e Próximo Participante'}
              <ArrowRight aria-hidden />
            </>
          )}
        </Button>
      </div>
    </form>
  );
}
