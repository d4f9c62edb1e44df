import { inviteSchema, type InviteRequest } from '@bilheteria/domain/organization-contract';
import {
  ORGANIZATION_ROLE_DESCRIPTIONS,
  ORGANIZATION_ROLE_LABELS,
  ORGANIZATION_ROLES,
  type OrganizationRole,
} from '@bilheteria/domain/organization-roles';
import { zodResolver } from '@hookform/resolvers/zod';
import { Loader2, UserPlus } from 'lucide-react';
import { useId, useState } from 'react';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { FormAlert } from '@/components/form-alert';
import { Button } from '@/components/ui/button';
import { ApiRequestError } from '@/lib/api-send';
import { notify } from '@/lib/notify';
import { useInviteMember } from '../api/team';
import { controlA11y, Field, InputField } from '@/components/forms/field';
import { RoleSelect } from './role-select';

interface InviteValues {
  email: string;
  papel: OrganizationRole | '';
}
type Invite = z.output<typeof inviteSchema>;

const resolver = zodResolver(inviteSchema) as unknown as Resolver<InviteValues, unknown, Invite>;

export const INVITE_FAILED = 'Não foi possível enviar o convite agora. Tente novamente.';

/**
 * 'Convidar pessoa': an e-mail address and one role; the person gets a link by e-mail and joins
 * when they accept it. What each role may do is listed beside the choice.
 */
export function InviteForm({ organizationId }: { organizationId: string }) {
  const baseId = useId();
  const invite = useInviteMember(organizationId);
  const [problem, setProblem] = useState<string | null>(null);
  const {
    control,
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<InviteValues, unknown, Invite>({
    resolver,
    mode: 'onTouched',
    defaultValues: { email: '', papel: '' },
  });

  async function onValid(request: Invite) {
    setProblem(null);
    try {
      const { message } = await invite.mutateAsync(request satisfies InviteRequest);
      void notify.success(message, `${request.email} · ${ORGANIZATION_ROLE_LABELS[request.papel]}`);
      reset();
    } catch (error) {
      if (!(error instanceof ApiRequestError) || error.status === 0 || error.status >= 500) {
        setProblem(INVITE_FAILED);
        return;
      }
      const emailError = error.errors.find(({ path }) => path === 'email');
      const roleError = error.errors.find(({ path }) => path === 'papel');
      if (emailError) setError('email', { type: 'server', message: emailError.message });
      if (roleError) setError('papel', { type: 'server', message: roleError.message });
      if (!emailError && !roleError) setProblem(error.message);
    }
  }

  const roleId = `${baseId}-papel`;
  return (
    <form
      noValidate
      aria-labelledby={`${baseId}-titulo`}
      onSubmit={(event) => void handleSubmit(onValid)(event)}
      className="flex flex-col gap-5 rounded-xl border border-slate-200 bg-white p-5 sm:p-6"
    >
      <h2 id={`${baseId}-titulo`} className="text-lg font-semibold text-slate-900">
        Convidar pessoa
      </h2>
      <div className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_14rem]">
        <InputField
          id={`${baseId}-email`}
          label="E-mail"
          error={errors.email?.message}
          type="email"
          inputMode="email"
          autoComplete="off"
          placeholder="pessoa@empresa.com.br"
          maxLength={254}
          {...register('email')}
        />
        <Controller
          control={control}
          name="papel"
          render={({ field }) => (
            <Field id={roleId} label="Papel" error={errors.papel?.message}>
              <RoleSelect
                value={field.value}
                onChange={field.onChange}
                trigger={{
                  id: roleId,
                  ref: field.ref,
                  onBlur: field.onBlur,
                  className: 'aria-[invalid=true]:border-red-600',
                  ...controlA11y(roleId, errors.papel?.message, { hint: true }),
                }}
              />
            </Field>
          )}
        />
      </div>
      <dl
        id={`${roleId}-dica`}
        className="grid gap-x-4 gap-y-1 rounded-lg bg-slate-50 p-4 text-sm sm:grid-cols-[8rem_minmax(0,1fr)]"
      >
        {ORGANIZATION_ROLES.map((role) => (
          <div key={role} className="contents">
            <dt className="font-semibold text-slate-900">{ORGANIZATION_ROLE_LABELS[role]}</dt>
            <dd className="mb-2 text-slate-600 sm:mb-0">{ORGANIZATION_ROLE_DESCRIPTIONS[role]}</dd>
          </div>
        ))}
      </dl>
      <FormAlert message={problem} />
      <Button type="submit" disabled={invite.isPending} className="w-full sm:w-auto sm:self-end">
        {invite.isPending ? (
          <>
            <Loader2 aria-hidden className="animate-spin" />
            Enviando...
          </>
        ) : (
          <>
            <UserPlus aria-hidden />
            Enviar convite
          </>
        )}
      </Button>
    </form>
  );
}
