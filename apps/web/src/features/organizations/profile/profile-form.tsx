import { maskPhone } from '@bilheteria/domain/input-masks';
import {
  ORGANIZATION_MESSAGES,
  updateOrganizationSchema,
  type Organization,
} from '@bilheteria/domain/organization-contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { Loader2, Save } from 'lucide-react';
import { useId, useState } from 'react';
import { Controller, useController, useForm, type Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { FormAlert } from '@/components/form-alert';
import { Button } from '@/components/ui/button';
import { ApiRequestError } from '@/lib/api-send';
import { notify } from '@/lib/notify';
import { useUpdateOrganization } from '../api/update-organization';
import { OrganizationFields } from '../components/organization-fields';
import { LogoField } from './logo-field';

interface ProfileValues {
  nome: string;
  nome_publico: string;
  email_contato: string;
  telefone: string;
  logo_url: string | null;
}
type ProfileField = keyof ProfileValues;
const FIELDS: readonly ProfileField[] = [
  'nome',
  'nome_publico',
  'email_contato',
  'telefone',
  'logo_url',
];
type Profile = z.output<typeof updateOrganizationSchema>;

const resolver = zodResolver(updateOrganizationSchema) as unknown as Resolver<
  ProfileValues,
  unknown,
  Profile
>;

export const SAVE_FAILED = 'Não foi possível salvar agora. Tente novamente.';

const valuesOf = (organization: Organization): ProfileValues => ({
  nome: organization.nome,
  nome_publico: organization.nome_publico,
  email_contato: organization.email_contato,
  telefone: maskPhone(organization.telefone),
  logo_url: organization.logo_url,
});

/** The Dono edits the public profile and contact (the CPF/CNPJ does not change). */
export function ProfileForm({ organization }: { organization: Organization }) {
  const baseId = useId();
  const update = useUpdateOrganization(organization.id);
  const [problem, setProblem] = useState<string | null>(null);
  const {
    control,
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isDirty },
  } = useForm<ProfileValues, unknown, Profile>({
    resolver,
    mode: 'onTouched',
    defaultValues: valuesOf(organization),
  });
  const { field: telefone } = useController({ control, name: 'telefone' });

  async function onValid(profile: Profile) {
    setProblem(null);
    try {
      const saved = await update.mutateAsync(profile);
      reset(valuesOf(saved));
      void notify.success(ORGANIZATION_MESSAGES.saved);
    } catch (error) {
      if (!(error instanceof ApiRequestError) || error.status === 0 || error.status >= 500) {
        setProblem(SAVE_FAILED);
        return;
      }
      let placed = false;
      for (const { path, message } of error.errors) {
        const field = FIELDS.find((name) => name === path);
        if (!field) continue;
        setError(field, { type: 'server', message });
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
      <h2 id={`${baseId}-titulo`} className="text-lg font-semibold text-slate-900">
        Perfil
      </h2>
      <OrganizationFields
        variant="profile"
        idPrefix={baseId}
        errors={errors}
        register={register}
        telefone={telefone}
      >
        <Controller
          control={control}
          name="logo_url"
          render={({ field }) => (
            <LogoField
              value={field.value}
              onChange={(url) => field.onChange(url)}
              error={errors.logo_url?.message}
            />
          )}
        />
      </OrganizationFields>
      <FormAlert message={problem} />
      <Button
        type="submit"
        disabled={update.isPending || !isDirty}
        className="w-full sm:w-auto sm:self-end"
      >
        {update.isPending ? <Loader2 aria-hidden className="animate-spin" /> : <Save aria-hidden />}
        Salvar perfil
      </Button>
    </form>
  );
}
