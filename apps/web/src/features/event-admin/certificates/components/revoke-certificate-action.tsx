import {
  CERTIFICATE_MESSAGES,
  revokeCertificateSchema,
  type OrganizerCertificate,
} from '@bilheteria/domain/certificate-contract';
import { Ban, LoaderCircle } from 'lucide-react';
import { useId, useState } from 'react';
import { FormAlert } from '@/components/form-alert';
import { controlA11y, FieldError } from '@/components/forms/field';
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
import { notify } from '@/lib/notify';
import { useRevokeCertificate } from '../api/revoke-certificate';
import { problemOf } from '../../report/lib/problem';

/** The dialog's body, mounted afresh at each opening (an empty reason). */
function RevokeDialog({
  certificate,
  userId,
  eventId,
  onRevoked,
}: {
  certificate: OrganizerCertificate;
  userId: string;
  eventId: string;
  onRevoked: () => void;
}) {
  const id = useId();
  const revoke = useRevokeCertificate(userId, eventId);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [problem, setProblem] = useState<string | null>(null);
  const pending = revoke.isPending;

  async function confirm() {
    const parsed = revokeCertificateSchema.safeParse({ motivo: reason });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? CERTIFICATE_MESSAGES.revokeReasonRequired);
      document.getElementById(`${id}-motivo`)?.focus();
      return;
    }
    setError(undefined);
    setProblem(null);
    try {
      await revoke.mutateAsync({ code: certificate.codigo, motivo: parsed.data.motivo });
      void notify.success(
        CERTIFICATE_MESSAGES.revoked,
        `${certificate.nome} · ${certificate.codigo}`,
      );
      onRevoked();
    } catch (failure) {
      setProblem(problemOf(failure, 'Não foi possível revogar o certificado. Tente novamente.'));
    }
  }

  return (
    <AlertDialogContent
      onEscapeKeyDown={(event) => {
        if (pending) event.preventDefault();
      }}
      className="max-h-[calc(100dvh-2rem)] overflow-y-auto"
    >
      <AlertDialogTitle>Revogar o certificado {certificate.codigo}?</AlertDialogTitle>
      <AlertDialogDescription>
        O certificado de {certificate.nome} deixa de ser válido: quem verificar o código verá que
        foi revogado.
      </AlertDialogDescription>
      <div className="flex flex-col gap-2">
        <Label htmlFor={`${id}-motivo`}>Motivo</Label>
        <Textarea
          id={`${id}-motivo`}
          rows={3}
          maxLength={500}
          value={reason}
          disabled={pending}
          onChange={(event) => setReason(event.target.value)}
          {...controlA11y(`${id}-motivo`, error)}
        />
        <FieldError id={`${id}-motivo`} message={error} />
      </div>
      <FormAlert message={problem} />
      <AlertDialogFooter>
        <AlertDialogCancel disabled={pending}>Voltar</AlertDialogCancel>
        <Button
          variant="destructive"
          disabled={pending}
          aria-busy={pending}
          onClick={() => void confirm()}
        >
          {pending ? <LoaderCircle aria-hidden className="animate-spin" /> : <Ban aria-hidden />}
          {pending ? 'Revogando...' : 'Confirmar revogação'}
        </Button>
      </AlertDialogFooter>
    </AlertDialogContent>
  );
}

/** 'Revogar' for a certificate still valid, and its dialog asking the reason. */
export function RevokeCertificateAction({
  certificate,
  userId,
  eventId,
  describedBy,
}: {
  certificate: OrganizerCertificate;
  userId: string;
  eventId: string;
  /** What names the certificate on screen (its holder): the button's description. */
  describedBy?: string;
}) {
  const [open, setOpen] = useState(false);
  return (
    <AlertDialog open={open} onOpenChange={setOpen}>
      <AlertDialogTrigger asChild>
        <Button variant="outline" size="sm" aria-describedby={describedBy}>
          <Ban aria-hidden />
          Revogar
        </Button>
      </AlertDialogTrigger>
      {open && (
        <RevokeDialog
          certificate={certificate}
          userId={userId}
          eventId={eventId}
          onRevoked={() => setOpen(false)}
        />
      )}
    </AlertDialog>
  );
}
