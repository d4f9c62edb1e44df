import { approvalSchema } from '@bilheteria/domain/organization-contract';
import { CircleX, LoaderCircle } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { FormAlert } from '@/components/form-alert';
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
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';

const REASON_MAX = 500;

/** The dialog's form, mounted afresh at each opening (the reason starts empty). */
function RefuseForm({
  organizationName,
  pending,
  problem,
  onRefuse,
}: {
  organizationName: string;
  pending: boolean;
  /** The server's refusal of the refusal, said inside the dialog. */
  problem: string | null;
  onRefuse: (reason: string) => void;
}) {
  const id = useId();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    // The domain's rule, the same the server applies: a reason is required, 500 characters.
    const parsed = approvalSchema.safeParse({ aprovada: false, motivo: reason });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    setError(null);
    onRefuse(parsed.data.motivo ?? reason.trim());
  }

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <AlertDialogTitle>Recusar organização?</AlertDialogTitle>
      <AlertDialogDescription>
        “{organizationName}” não poderá publicar eventos. O motivo é enviado por e-mail ao dono da
        organização.
      </AlertDialogDescription>
      <div className="flex flex-col gap-2">
        <Label htmlFor={`${id}-motivo`}>Motivo da recusa</Label>
        <Textarea
          id={`${id}-motivo`}
          value={reason}
          maxLength={REASON_MAX}
          disabled={pending}
          aria-invalid={error !== null}
          aria-describedby={error ? `${id}-erro` : undefined}
          onChange={(event) => {
            setReason(event.target.value);
            if (error) setError(null);
          }}
        />
        {error && (
          <p id={`${id}-erro`} className="text-sm text-red-700">
            {error}
          </p>
        )}
      </div>
      <FormAlert message={problem} />
      <AlertDialogFooter>
        <AlertDialogCancel type="button" disabled={pending}>
          Voltar
        </AlertDialogCancel>
        <Button type="submit" variant="destructive" disabled={pending} aria-busy={pending}>
          {pending ? (
            <LoaderCircle aria-hidden className="animate-spin" />
          ) : (
            <CircleX aria-hidden />
          )}
          {pending ? 'Recusando...' : 'Recusar organização'}
        </Button>
      </AlertDialogFooter>
    </form>
  );
}

/**
 * 'Recusar': a dialog that asks for the 'Motivo da recusa' (required) before the refusal is
 * sent; it closes once the server took it.
 */
export function RefuseOrganizationDialog({
  organizationName,
  disabled,
  pending,
  problem,
  onRefuse,
  onOpenChange,
  open,
}: {
  organizationName: string;
  disabled: boolean;
  pending: boolean;
  problem: string | null;
  onRefuse: (reason: string) => void;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <AlertDialog open={open} onOpenChange={(next) => !pending && onOpenChange(next)}>
      <AlertDialogTrigger asChild>
        <Button
          variant="outline"
          disabled={disabled}
          aria-label={`Recusar ${organizationName}`}
          className="text-red-700 hover:bg-red-50 hover:text-red-800"
        >
          <CircleX aria-hidden />
          Recusar
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent
        onEscapeKeyDown={(event) => {
          if (pending) event.preventDefault();
        }}
      >
        {open && (
          <RefuseForm
            organizationName={organizationName}
            pending={pending}
            problem={problem}
            onRefuse={onRefuse}
          />
        )}
      </AlertDialogContent>
    </AlertDialog>
  );
}
