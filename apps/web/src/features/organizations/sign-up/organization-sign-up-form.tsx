import type { CreateOrganization } from '@bilheteria/domain/organization-contract';
import { Building2, Loader2 } from 'lucide-react';
import { useId, useState } from 'react';
import { Controller, useController, useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { FormAlert } from '@/components/form-alert';
import { PrivacyLink } from '@/components/privacy-link';
import { PixKeyField, PixKeyRow, PixKeyTypeField } from '@/components/forms/bank-details-fields';
import { Button } from '@/components/ui/button';
import { ApiRequestError } from '@/lib/api-send';
import { useAuth } from '@/lib/auth/auth-provider';
import { notify } from '@/lib/notify';
import { paths } from '@/lib/paths';
import { useCreateOrganization } from '../api/create-organization';
import { OrganizationFields } from '../components/organization-fields';
import { ORGANIZATION_PIX_KEY_INPUTS } from '../components/pix-key-input';
import {
  emptySignUp,
  SIGN_UP_FIELDS,
  signUpResolver,
  toRequest,
  type SignUpField,
  type SignUpValues,
} from './sign-up-values';

export const SIGN_UP_FAILED_MESSAGE =
  'Não foi possível cadastrar a organização agora. Tente novamente em instantes.';

/**
 * 'Quero vender ingressos': the signed-in person's organization, checked on blur and on submit by
 * the schema the server uses. Created → toast, the session asked again (the header now shows
 * the organizer's menu) and /dashboard. The server's 409 (a taken CPF/CNPJ, an affiliate's or
 * the operator's account) shows above the button.
 */
export function OrganizationSignUpForm({ user }: { user: { name: string; email: string } }) {
  const baseId = useId();
  const id = (field: SignUpField) => `${baseId}-${field}`;
  const navigate = useNavigate();
  const { refresh } = useAuth();
  const create = useCreateOrganization();
  const [problem, setProblem] = useState<string | null>(null);
  const {
    control,
    register,
    handleSubmit,
    setError,
    setFocus,
    setValue,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm<SignUpValues, unknown, CreateOrganization>({
    resolver: signUpResolver,
    mode: 'onTouched',
    defaultValues: emptySignUp(user),
  });
  const { field: documento } = useController({ control, name: 'documento' });
  const { field: telefone } = useController({ control, name: 'telefone' });
  const keyType = useWatch({ control, name: 'chave_pix_tipo' });
  const sending = isSubmitting || create.isPending;

  async function onValid() {
    setProblem(null);
    try {
      const { message } = await create.mutateAsync(toRequest(getValues()));
      void notify.success(message);
      // The account is now a member: the header and the dashboard follow the session.
      await refresh().catch(() => undefined);
      void navigate(paths.dashboard());
    } catch (error) {
      onFailure(error);
    }
  }

  function onFailure(error: unknown) {
    if (!(error instanceof ApiRequestError) || error.status === 0 || error.status >= 500) {
      setProblem(
        error instanceof ApiRequestError && error.status === 0
          ? error.message
          : SIGN_UP_FAILED_MESSAGE,
      );
      return;
    }
    const fields = error.errors.flatMap(({ path, message }) => {
      const field = SIGN_UP_FIELDS.find((name) => name === path);
      return field ? [{ field, message }] : [];
    });
    for (const { field, message } of fields) setError(field, { type: 'server', message });
    if (fields[0]) setFocus(fields[0].field);
    else setProblem(error.message);
  }

  return (
    <form
      noValidate
      aria-label="Cadastro de organização"
      onSubmit={(event) => void handleSubmit(onValid)(event)}
      className="flex flex-col gap-8"
    >
      <fieldset className="flex min-w-0 flex-col gap-4">
        <legend className="mb-1 text-base font-semibold text-slate-900">Sua organização</legend>
        <OrganizationFields
          variant="sign-up"
          idPrefix={baseId}
          errors={errors}
          register={register}
          documento={documento}
          telefone={telefone}
        />
      </fieldset>

      <fieldset className="flex min-w-0 flex-col gap-4">
        <legend className="mb-1 text-base font-semibold text-slate-900">
          Chave PIX para repasse <span className="font-normal text-slate-600">(opcional)</span>
        </legend>
        <p className="-mt-2 text-sm text-slate-600">
          Para onde enviamos o valor das vendas. Você pode informar depois, no perfil da
          organização.
        </p>
        <PixKeyRow>
          <Controller
            control={control}
            name="chave_pix_tipo"
            render={({ field }) => (
              <PixKeyTypeField
                id={id('chave_pix_tipo')}
                field={field}
                required={false}
                error={errors.chave_pix_tipo?.message}
                // A key typed as another kind would only be refused: start it again.
                onTypeChange={() => setValue('chave_pix', '')}
              />
            )}
          />
          <Controller
            control={control}
            name="chave_pix"
            render={({ field }) => (
              <PixKeyField
                id={id('chave_pix')}
                field={field}
                keyType={keyType}
                required={false}
                error={errors.chave_pix?.message}
                inputs={ORGANIZATION_PIX_KEY_INPUTS}
              />
            )}
          />
        </PixKeyRow>
      </fieldset>

      <div className="flex flex-col gap-3 border-t border-slate-200 pt-6">
        <FormAlert message={problem} />
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <div className="flex flex-col gap-1.5">
            <p className="text-xs text-slate-600">
              A equipe da Bilheteria analisa o cadastro antes da publicação do primeiro evento.
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
                <Building2 aria-hidden />
                Cadastrar organização
              </>
            )}
          </Button>
        </div>
      </div>
    </form>
  );
}
