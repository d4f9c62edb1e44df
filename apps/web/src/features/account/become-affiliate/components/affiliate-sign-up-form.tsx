import { zodResolver } from '@hookform/resolvers/zod';
import {
  AFFILIATE_MESSAGES,
  affiliateSignUpSchema,
  type AffiliateSignUp,
} from '@bilheteria/domain/affiliate-contract';
import type { SessionUser } from '@bilheteria/domain/auth-contract';
import { maskCpf, maskPhone } from '@bilheteria/domain/input-masks';
import { Handshake, Info, Loader2 } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { FormAlert } from '@/components/form-alert';
import { PrivacyLink } from '@/components/privacy-link';
import { Button } from '@/components/ui/button';
import { ApiRequestError } from '@/lib/api-send';
import { useAuth } from '@/lib/auth/auth-provider';
import type { LoginRedirectState } from '@/lib/auth/login-redirect';
import { notify } from '@/lib/notify';
import { paths } from '@/lib/paths';
import { useSignUpAffiliate } from '../api/sign-up-affiliate';
import {
  clearSignUpDraft,
  saveSignUpDraft,
  signUpField,
  signUpFormStart,
  type SignUpField,
  type SignUpFormValues,
} from '../lib/sign-up-form';
import { BankDetailsFields } from './bank-details-fields';
import { InputField, MaskedInputField } from '@/components/forms/field';

/** The shared schema judges the form's values, with the spec's messages letter for letter. */
const resolver = zodResolver(affiliateSignUpSchema) as unknown as Resolver<
  SignUpFormValues,
  unknown,
  AffiliateSignUp
>;

/** Where a visitor goes to sign in, and comes back from. */
const LOGIN_STATE: LoginRedirectState = {
  from: { pathname: paths.becomeAffiliate(), search: '', hash: '' },
};

export const SIGN_IN_FIRST_MESSAGE = 'Entre ou crie sua conta para concluir o cadastro.';

/**
 * Spec §2/§5 "Become affiliate": fullName, email, cpf, phone and bank details, checked in the
 * browser by the schema the server uses. A visitor is sent to /login first (the form is kept in
 * this tab and comes back filled); a signed-in user becomes an affiliate: toast with the code,
 * the session asked again (its role and code change), → /affiliate.
 */
export function AffiliateSignUpForm({ user }: { user: SessionUser | null }) {
  const baseId = useId();
  const id = (field: SignUpField) => `${baseId}-${field.replace('.', '-')}`;
  const navigate = useNavigate();
  const { refresh } = useAuth();
  const signUp = useSignUpAffiliate();
  const [start] = useState(() => signUpFormStart(user));
  const [problem, setProblem] = useState<string | null>(null);
  const {
    control,
    register,
    handleSubmit,
    setError,
    setFocus,
    setValue,
    getValues,
    subscribe,
    formState: { errors, isSubmitting },
  } = useForm<SignUpFormValues, unknown, AffiliateSignUp>({
    resolver,
    defaultValues: start.values,
  });
  const sending = isSubmitting || signUp.isPending;

  // Every change is kept for this tab, so the way through /login loses nothing.
  useEffect(
    () =>
      subscribe({
        formState: { values: true },
        callback: ({ values, name }) => {
          if (name) saveSignUpDraft(values);
        },
      }),
    [subscribe],
  );

  function signInFirst(values: SignUpFormValues) {
    saveSignUpDraft(values);
    void notify.info(SIGN_IN_FIRST_MESSAGE);
    void navigate(paths.login(), { state: LOGIN_STATE });
  }

  async function onValid(request: AffiliateSignUp, values: SignUpFormValues) {
    setProblem(null);
    if (!user) {
      signInFirst(values);
      return;
    }
    try {
      const { codigo } = await signUp.mutateAsync(request);
      clearSignUpDraft();
      void notify.success(AFFILIATE_MESSAGES.signUpSuccess, `Seu código: ${codigo}`);
      try {
        // The session's role and code (and their local-storage keys) follow the server's;
        // the page, now an affiliate's, goes on to /affiliate.
        await refresh();
        void navigate(paths.affiliate(), { replace: true });
      } catch {
        // The account is an affiliate on the server; a fresh load of the portal will say so.
        window.location.assign(paths.affiliate());
      }
    } catch (error) {
      onFailure(error, values);
    }
  }

  function onFailure(error: unknown, values: SignUpFormValues) {
    if (!(error instanceof ApiRequestError) || error.status === 0 || error.status >= 500) {
      void notify.error(AFFILIATE_MESSAGES.signUpFailed, AFFILIATE_MESSAGES.signUpFailedDetail);
      return;
    }
    if (error.status === 401) {
      // The session ended meanwhile: sign in again and come back to the same form.
      signInFirst(values);
      return;
    }
    const fields = error.status === 400 ? fieldErrors(error) : [];
    for (const { field, message } of fields) setError(field, { type: 'server', message });
    const first = fields[0]?.field;
    if (first === 'bankDetails') {
      setFocus(values.bankDetails.tipo === 'pix' ? 'bankDetails.chave' : 'bankDetails.banco');
    } else if (first) setFocus(first);
    else setProblem(error.message);
  }

  return (
    <form
      noValidate
      aria-label="Cadastro de afiliado"
      onSubmit={(event) => void handleSubmit((request) => onValid(request, getValues()))(event)}
      className="flex flex-col gap-8"
    >
      {start.restored && user && (
        <p className="flex items-start gap-2 rounded-lg border border-brand-100 bg-brand-50 px-3 py-2.5 text-sm text-brand-900">
          <Info aria-hidden className="mt-0.5 size-4 shrink-0" />
          Recuperamos os dados que você preencheu. Confira e conclua seu cadastro.
        </p>
      )}
      {!user && (
        <p className="flex items-start gap-2 rounded-lg border border-slate-200 bg-slate-50 px-3 py-2.5 text-sm text-slate-700">
          <Info aria-hidden className="mt-0.5 size-4 shrink-0 text-brand-700" />
          Para concluir, você vai entrar na sua conta ou criar uma. O que preencher aqui fica
          guardado nesta aba até você voltar.
        </p>
      )}

      <fieldset className="flex min-w-0 flex-col gap-4">
        <legend className="mb-1 text-base font-semibold text-slate-900">Seus dados</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          <InputField
            id={id('fullName')}
            label="Nome completo"
            error={errors.fullName?.message}
            autoComplete="name"
            maxLength={120}
            className="sm:col-span-2"
            {...register('fullName')}
          />
          <InputField
            id={id('email')}
            label="E-mail"
            error={errors.email?.message}
            type="email"
            inputMode="email"
            autoComplete="email"
            placeholder="nome@exemplo.com.br"
            maxLength={254}
            className="sm:col-span-2"
            {...register('email')}
          />
          <Controller
            control={control}
            name="cpf"
            render={({ field }) => (
              <MaskedInputField
                id={id('cpf')}
                label="CPF"
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
          <Controller
            control={control}
            name="phone"
            render={({ field }) => (
              <MaskedInputField
                id={id('phone')}
                label="Telefone"
                error={errors.phone?.message}
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
        </div>
      </fieldset>

      <BankDetailsFields
        control={control}
        register={register}
        setValue={setValue}
        errors={errors}
        id={id}
      />

      <div className="flex flex-col gap-3 border-t border-slate-200 pt-6">
        <FormAlert message={problem} />
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <div className="flex flex-col gap-1.5">
            <p className="text-xs text-slate-600">
              Seu CPF e seus dados bancários só são usados para pagar suas comissões.
            </p>
            {/* A new tab: what is typed here stays. */}
            <PrivacyLink />
          </div>
          <Button type="submit" size="lg" disabled={sending} className="w-full sm:w-auto">
            {sending ? (
              <>
                <Loader2 aria-hidden className="animate-spin" />
                Enviando...
              </>
            ) : (
              <>
                <Handshake aria-hidden />
                Quero ser afiliado
              </>
            )}
          </Button>
        </div>
      </div>
    </form>
  );
}

/** The 400's errors on the form's fields; those of no field are left to the message. */
function fieldErrors(error: ApiRequestError): { field: SignUpField; message: string }[] {
  return error.errors.flatMap(({ path, message }) => {
    const field = signUpField(path);
    return field ? [{ field, message }] : [];
  });
}
