import { zodResolver } from '@hookform/resolvers/zod';
import {
  CHECK_IN_TEXTS,
  type CreatedScannerLink,
  type CreateScannerLinkRequest,
} from '@bilheteria/domain/check-in-contract';
import { Loader2, Plus } from 'lucide-react';
import { useId, useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { ApiRequestError } from '@/lib/api-send';
import { useCreateScannerLink } from '../api/create-scanner-link';
import { linkFormField, linkFormSchema, type LinkFormValues } from '../lib/link-form';
import { FormAlert } from '@/components/form-alert';

const resolver = zodResolver(linkFormSchema()) as unknown as Resolver<
  LinkFormValues,
  unknown,
  CreateScannerLinkRequest
>;

/**
 * 'Criar link de check-in': the gate's name ('Portão A') and, if the organizer wants another, the
 * link's expiry; the server's default is 24 hours after the event ends. The new link goes to
 * `onCreated` (its URL is shown once, by the parent); a 400 marks its field, anything else is said
 * above the button.
 */
export function CreateLinkForm({
  eventId,
  eventTitleId,
  onCreated,
}: {
  eventId: string;
  /** The id of the event's title, read with the form's name. */
  eventTitleId: string;
  onCreated: (link: CreatedScannerLink) => void;
}) {
  const id = useId();
  const create = useCreateScannerLink(eventId);
  const [problem, setProblem] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    reset,
    formState: { errors },
  } = useForm<LinkFormValues, unknown, CreateScannerLinkRequest>({
    resolver,
    defaultValues: { rotulo: '', expira_em: '' },
  });

  async function onValid(request: CreateScannerLinkRequest) {
    setProblem(null);
    try {
      const created = await create.mutateAsync(request);
      reset();
      onCreated(created);
    } catch (error) {
      const fields =
        error instanceof ApiRequestError && error.status === 400
          ? error.errors.flatMap(({ path, message }) => {
              const field = linkFormField(path);
              return field ? [{ field, message }] : [];
            })
          : [];
      for (const { field, message } of fields) setError(field, { type: 'server', message });
      if (fields[0]) setFocus(fields[0].field);
      else setProblem(error instanceof Error ? error.message : 'Erro ao criar o link.');
    }
  }

  const labelError = errors.rotulo?.message;
  const expiryError = errors.expira_em?.message;

  return (
    <form
      noValidate
      aria-label={CHECK_IN_TEXTS.createLink}
      aria-describedby={eventTitleId}
      onSubmit={(event) => void handleSubmit(onValid)(event)}
      className="flex flex-col gap-4"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="flex flex-col gap-2">
          <Label htmlFor={`${id}-rotulo`}>Nome do portão</Label>
          <Input
            id={`${id}-rotulo`}
            placeholder="Portão A"
            autoComplete="off"
            aria-invalid={labelError ? true : undefined}
            aria-describedby={labelError ? `${id}-rotulo-erro` : undefined}
            {...register('rotulo')}
          />
          {labelError && (
            <p id={`${id}-rotulo-erro`} className="text-sm text-red-700">
              {labelError}
            </p>
          )}
        </div>
        <div className="flex flex-col gap-2">
          <Label htmlFor={`${id}-validade`}>Validade (opcional)</Label>
          <Input
            id={`${id}-validade`}
            type="datetime-local"
            aria-invalid={expiryError ? true : undefined}
            aria-describedby={`${id}-validade-dica${expiryError ? ` ${id}-validade-erro` : ''}`}
            {...register('expira_em')}
          />
          <p id={`${id}-validade-dica`} className="text-xs text-slate-600">
            Horário de Brasília. Em branco: vale até 24 horas depois do fim do evento.
          </p>
          {expiryError && (
            <p id={`${id}-validade-erro`} className="text-sm text-red-700">
              {expiryError}
            </p>
          )}
        </div>
      </div>
      <FormAlert message={problem} />
      <Button type="submit" disabled={create.isPending} className="w-full sm:w-auto sm:self-start">
        {create.isPending ? <Loader2 aria-hidden className="animate-spin" /> : <Plus aria-hidden />}
        {CHECK_IN_TEXTS.createLink}
      </Button>
    </form>
  );
}
