import type { OperatorOrganization } from '@bilheteria/domain/organization-contract';
import { SETTLEMENT_MESSAGES } from '@bilheteria/domain/settlement-contract';
import { LoaderCircle, Percent } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { FormAlert } from '@/components/form-alert';
import { controlA11y, Field, FieldError } from '@/components/forms/field';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { RadioGroup, RadioGroupItem } from '@/components/ui/radio-group';
import { ApiError } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { useSetOrganizationFee } from '../api/set-organization-fee';
import {
  feeFormValues,
  maskReais,
  parseFeeForm,
  type FeeFormErrors,
  type FeeFormValues,
} from '../lib/fee-terms';

const PAYERS = [
  { value: 'comprador', label: 'O comprador (somada ao total)' },
  { value: 'organizador', label: 'O organizador (descontada do repasse)' },
] as const;

/** The dialog's form, mounted afresh at each opening with the organization's current fee. */
function FeeForm({
  organization,
  onSaved,
}: {
  organization: OperatorOrganization;
  onSaved: () => void;
}) {
  const id = useId();
  const [values, setValues] = useState<FeeFormValues>(() => feeFormValues(organization));
  const [errors, setErrors] = useState<FeeFormErrors>({});
  const [problem, setProblem] = useState<string | null>(null);
  const save = useSetOrganizationFee(organization.id);

  function change(next: Partial<FeeFormValues>) {
    const updated = { ...values, ...next };
    setValues(updated);
    // Once shown, the errors follow what is typed.
    if (Object.keys(errors).length > 0) {
      const parsed = parseFeeForm(updated);
      setErrors(parsed.ok ? {} : parsed.errors);
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = parseFeeForm(values);
    if (!parsed.ok) {
      setErrors(parsed.errors);
      const first = (['percent', 'fixed'] as const).find((field) => parsed.errors[field]);
      if (first) document.getElementById(`${id}-${first}`)?.focus();
      return;
    }
    setErrors({});
    setProblem(null);
    save.mutate(parsed.request, {
      onSuccess: () => {
        void notify.success(SETTLEMENT_MESSAGES.feeSaved);
        onSaved();
      },
      onError: (error) =>
        setProblem(
          error instanceof ApiError
            ? error.message
            : 'Não foi possível salvar a taxa. Tente novamente.',
        ),
    });
  }

  const percentId = `${id}-percent`;
  const fixedId = `${id}-fixed`;
  const payerId = `${id}-payer`;
  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <AlertDialogTitle>Taxa de {organization.nome_publico}</AlertDialogTitle>
      <AlertDialogDescription>
        Cobrada sobre o que o comprador paga por ingresso, depois do cupom; ingressos gratuitos não
        pagam taxa. Vale para as próximas vendas.
      </AlertDialogDescription>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          id={percentId}
          label="Percentual (%)"
          hint="De 0 a 50, até duas casas decimais."
          error={errors.percent}
        >
          <Input
            id={percentId}
            inputMode="decimal"
            autoComplete="off"
            maxLength={6}
            value={values.percent}
            disabled={save.isPending}
            onChange={(event) => change({ percent: event.target.value })}
            {...controlA11y(percentId, errors.percent, { hint: true })}
          />
        </Field>
        <Field
          id={fixedId}
          label="Valor fixo por ingresso (R$)"
          hint="Até R$ 100,00."
          error={errors.fixed}
        >
          <div className="relative">
            <span
              aria-hidden
              className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-sm text-slate-500"
            >
              R$
            </span>
            <Input
              id={fixedId}
              inputMode="numeric"
              autoComplete="off"
              className="pl-10"
              value={values.fixed}
              disabled={save.isPending}
              onChange={(event) => change({ fixed: maskReais(event.target.value) })}
              {...controlA11y(fixedId, errors.fixed, { hint: true })}
            />
          </div>
        </Field>
      </div>
      <fieldset className="flex flex-col gap-2">
        <legend id={payerId} className="mb-2 text-sm font-medium text-slate-900">
          Quem paga a taxa
        </legend>
        <RadioGroup
          aria-labelledby={payerId}
          value={values.payer}
          disabled={save.isPending}
          onValueChange={(payer) => change({ payer: payer as FeeFormValues['payer'] })}
        >
          {PAYERS.map((payer) => (
            <div key={payer.value} className="flex items-center gap-2">
              <RadioGroupItem id={`${payerId}-${payer.value}`} value={payer.value} />
              <Label htmlFor={`${payerId}-${payer.value}`} className="font-normal">
                {payer.label}
              </Label>
            </div>
          ))}
        </RadioGroup>
        <FieldError id={payerId} message={errors.payer} />
      </fieldset>
      <FormAlert message={problem} />
      <AlertDialogFooter>
        <AlertDialogCancel type="button" disabled={save.isPending}>
          Cancelar
        </AlertDialogCancel>
        <Button type="submit" disabled={save.isPending} aria-busy={save.isPending}>
          {save.isPending && <LoaderCircle aria-hidden className="animate-spin" />}
          {save.isPending ? 'Salvando...' : 'Salvar taxa'}
        </Button>
      </AlertDialogFooter>
    </form>
  );
}

/** 'Editar taxa': the operator sets the platform's fee on an organization's sales (issue 29). */
export function FeeDialog({ organization }: { organization: OperatorOrganization }) {
  const [open, setOpen] = useState(false);
  return (
    <AlertDialog open={open} onOpenChange={setOpen}>
      <AlertDialogTrigger asChild>
        <Button variant="outline" aria-label={`Editar taxa de ${organization.nome_publico}`}>
          <Percent aria-hidden />
          Editar taxa
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        {open && <FeeForm organization={organization} onSaved={() => setOpen(false)} />}
      </AlertDialogContent>
    </AlertDialog>
  );
}
