import { formatBRL } from '@bilheteria/domain/money';
import {
  pixKeySchema,
  REFUND_MESSAGES,
  type OrderCancellation,
  type RefundView,
} from '@bilheteria/domain/refund-contract';
import { KeyRound, Loader2 } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { FormAlert } from '@/components/form-alert';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useSendRefundPixKey } from './cancel-order-api';
import { problemOf } from './cancel-order-texts';

/**
 * A boleto refund waiting for the buyer's PIX key ('Aguardando chave PIX': a boleto has no way
 * back, e.g. after the organizer cancelled the event): the key, checked with the contract's
 * schema, then sent; the answer is the order's new state.
 */
export function RefundPixKeyForm({
  orderId,
  refund,
  onSent,
}: {
  orderId: string;
  refund: RefundView;
  onSent: (answer: OrderCancellation) => void;
}) {
  const id = useId();
  const [pixKey, setPixKey] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const send = useSendRefundPixKey(orderId);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (send.isPending) return;
    const parsed = pixKeySchema.safeParse(pixKey);
    if (!parsed.success) {
      setFieldError(parsed.error.issues[0]?.message ?? REFUND_MESSAGES.pixKeyInvalid);
      setProblem(null);
      document.getElementById(`${id}-chave`)?.focus();
      return;
    }
    setFieldError(null);
    setProblem(null);
    try {
      onSent(await send.mutateAsync({ refundId: refund.id, pixKey: parsed.data }));
    } catch (error) {
      const { message, fields } = problemOf(error);
      if (fields.chave_pix) setFieldError(fields.chave_pix);
      else setProblem(message);
    }
  }

  return (
    <form
      noValidate
      aria-label={`Chave PIX para o reembolso de ${formatBRL(refund.valor_centavos)}`}
      onSubmit={(event) => void submit(event)}
      className="flex flex-col gap-2 rounded-lg border border-amber-200 bg-amber-50/60 p-3"
    >
      <p className="text-sm text-slate-700">
        O pagamento foi por boleto: informe a chave PIX que vai receber o reembolso.
      </p>
      <Label htmlFor={`${id}-chave`}>Chave PIX</Label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Input
          id={`${id}-chave`}
          autoComplete="off"
          spellCheck={false}
          value={pixKey}
          onChange={(event) => setPixKey(event.target.value)}
          aria-invalid={fieldError ? true : undefined}
          aria-describedby={`${id}-dica${fieldError ? ` ${id}-erro` : ''}`}
          className="sm:flex-1"
        />
        <Button type="submit" disabled={send.isPending} className="shrink-0">
          {send.isPending ? (
            <Loader2 aria-hidden className="animate-spin" />
          ) : (
            <KeyRound aria-hidden />
          )}
          Enviar chave PIX
        </Button>
      </div>
      <p id={`${id}-dica`} className="text-xs text-slate-600">
        CPF, CNPJ, e-mail, celular (+55…) ou chave aleatória.
      </p>
      {fieldError && (
        <p id={`${id}-erro`} className="text-sm text-red-700">
          {fieldError}
        </p>
      )}
      <FormAlert message={problem} />
    </form>
  );
}
