import type { OrderView } from '@bilheteria/domain/checkout-contract';
import { formatBRL } from '@bilheteria/domain/money';
import {
  PAYMENT_MESSAGES,
  type CardPaymentResponse,
  type FreeOrderResponse,
} from '@bilheteria/domain/payment-contract';
import { Barcode, CreditCard, QrCode } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { chosenInstalment, instalmentsOf } from '../lib/card-form';
import {
  freePayerSchema,
  payerFromParticipants,
  payerSchema,
  validPayer,
  type FreePayer,
  type Payer,
  type PayerValues,
} from '../lib/payer';
import {
  BILLING_FIELD_ORDER,
  checkBillingValues,
  EMPTY_BILLING,
  type BillingErrors,
  type BillingValues,
} from '../lib/billing-form';
import { boletoPaymentFailure, pixPaymentFailure } from '../lib/payment-errors';
import { createBoleto } from '../api/create-boleto';
import { createPix } from '../api/create-pix';
import { useGeneratedPayment } from '../use-generated-payment';
import { BillingFields, type BillingInputs } from './billing-fields';
import { BoletoPayment } from './boleto-payment';
import { CardPaymentForm } from './card-payment-form';
import { useHeadingFocus } from './focus-heading';
import { FreeOrderConfirm } from './free-order-confirm';
import { PayerFields, type PayerErrors, type PayerInputs } from './payer-fields';
import { PixPayment } from './pix-payment';

const METHODS = [
  { value: 'credit-card', label: 'Cartão de Crédito', icon: CreditCard },
  { value: 'pix', label: 'PIX', icon: QrCode },
  { value: 'boleto', label: 'Boleto', icon: Barcode },
] as const;

type Method = (typeof METHODS)[number]['value'];

const PAYER_FIELDS = ['nome', 'email', 'cpf'] as const;

/** The errors of the payer's fields (without the CPF for a free registration). */
function payerErrorsOf(values: PayerValues, free: boolean): PayerErrors {
  const result = (free ? freePayerSchema : payerSchema).safeParse(values);
  if (result.success) return {};
  const errors: PayerErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as keyof PayerValues;
    errors[field] ??= issue.message;
  }
  return errors;
}

/**
 * Spec §2 Pagamento: who pays (prefilled from the first participant; CPF required), then
 * 'Cartão de Crédito', 'PIX' or 'Boleto' — or, for an order with nothing to pay, who registers
 * (name and e-mail) and 'Confirmar inscrição'. One payment call at a time: the others' buttons
 * wait while one runs. The card's instalment count is reported, so the summary beside it shows
 * the interest and the total to pay.
 */
export function PaymentTab({
  order,
  affiliateCode,
  sandbox,
  focusHeading,
  onHeadingFocused,
  onPaid,
  onFreeConfirmed,
  onConfirmed,
  onCardInstalmentsChange,
}: {
  order: OrderView;
  affiliateCode: string | null;
  /** The provider is the sandbox: 'Simular pagamento' is offered under PIX and boleto. */
  sandbox: boolean;
  /** Pagamento just opened after the last participant was saved: its heading takes the focus. */
  focusHeading: boolean;
  onHeadingFocused: () => void;
  /** Card paid: the Confirmação tab. */
  onPaid: (response: CardPaymentResponse) => void;
  /** Free registration confirmed: the Confirmação tab. */
  onFreeConfirmed: (response: FreeOrderResponse) => void;
  /** PIX or boleto paid: the confirmation page. */
  onConfirmed: (orderId: string) => void;
  /** The card's instalment count while the card is the chosen way to pay, else null. */
  onCardInstalmentsChange: (orderId: string, count: number | null) => void;
}) {
  const headingId = useId();
  const heading = useHeadingFocus<HTMLHeadingElement>(focusHeading, onHeadingFocused);
  const [payer, setPayer] = useState<PayerValues>(payerFromParticipants);
  const [payerErrors, setPayerErrors] = useState<PayerErrors>({});
  const inputs = useRef<PayerInputs>({});
  const [billing, setBilling] = useState<BillingValues>(EMPTY_BILLING);
  const [billingErrors, setBillingErrors] = useState<BillingErrors>({});
  const billingInputs = useRef<BillingInputs>({});
  const [method, setMethod] = useState<Method>('credit-card');
  const [parcelas, setParcelas] = useState('1');
  const [busy, setBusy] = useState(false);
  const free = order.total_centavos === 0;
  // What the card would charge for the chosen count (the server's figures), else the total.
  const cardInstalment =
    method === 'credit-card' ? chosenInstalment(instalmentsOf(order), parcelas) : null;
  const totalToPay = cardInstalment?.total_centavos ?? order.total_centavos;

  function changePayer(values: PayerValues) {
    setPayer(values);
    // Once the errors are shown they follow what is typed.
    if (Object.keys(payerErrors).length > 0) setPayerErrors(payerErrorsOf(values, free));
  }

  /** Every error shown and the first invalid field focused; null. */
  function showPayerErrors(): null {
    const errors = payerErrorsOf(payer, free);
    setPayerErrors(errors);
    const first = PAYER_FIELDS.find((field) => errors[field]);
    if (first) inputs.current[first]?.focus();
    return null;
  }

  function changeBilling(values: BillingValues) {
    setBilling(values);
    if (Object.keys(billingErrors).length > 0) {
      setBillingErrors(checkBillingValues(values, payer.cpf).errors ?? {});
    }
  }

  /** The payer, or every error shown and the first invalid field focused. */
  function requirePayer(): Payer | null {
    const valid = validPayer(payer);
    if (!valid) return showPayerErrors();
    setPayerErrors({});
    const checked = checkBillingValues(billing, payer.cpf);
    setBillingErrors(checked.errors ?? {});
    if (!checked.body) {
      const first = BILLING_FIELD_ORDER.find((field) => checked.errors[field]);
      if (first) billingInputs.current[first]?.focus();
      return null;
    }
    return { ...valid, billing: checked.body };
  }

  /** Who registers for a free order (name and e-mail), or the errors shown. */
  function requireRegistrant(): FreePayer | null {
    const result = freePayerSchema.safeParse(payer);
    if (!result.success) return showPayerErrors();
    setPayerErrors({});
    return result.data;
  }

  // The summary beside follows the card's count while the card is chosen, and forgets it when
  // this tab closes (it opens again on 1×).
  const cardCount = method === 'credit-card' ? Number(parcelas) : null;
  useEffect(() => {
    onCardInstalmentsChange(order.id, cardCount);
  }, [onCardInstalmentsChange, order.id, cardCount]);
  useEffect(
    () => () => onCardInstalmentsChange(order.id, null),
    [onCardInstalmentsChange, order.id],
  );

  const generation = {
    order,
    affiliateCode,
    busy,
    onBusyChange: setBusy,
    requirePayer,
  };
  const pix = useGeneratedPayment({
    ...generation,
    method: 'pix',
    create: createPix,
    failureOf: pixPaymentFailure,
    generatedMessage: PAYMENT_MESSAGES.pixGenerated,
  });
  const boleto = useGeneratedPayment({
    ...generation,
    method: 'boleto',
    create: createBoleto,
    failureOf: boletoPaymentFailure,
    generatedMessage: PAYMENT_MESSAGES.boletoGenerated,
  });

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-5">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2
            ref={heading}
            id={headingId}
            tabIndex={-1}
            className="scroll-mt-24 text-lg font-semibold text-slate-900 focus:outline-none"
          >
            Forma de pagamento
          </h2>
          <p className="mt-1 text-sm text-slate-600">
            {free ? 'Seu pedido é gratuito.' : 'Escolha como prefere pagar.'}
          </p>
        </div>
        <p className="text-right">
          <span className="block text-sm text-slate-600">Total a pagar</span>
          <span className="text-2xl font-bold tabular-nums text-slate-900">
            {formatBRL(totalToPay)}
          </span>
        </p>
      </div>

      <PayerFields
        values={payer}
        errors={payerErrors}
        disabled={busy}
        free={free}
        inputs={inputs}
        onChange={changePayer}
      />

      {!free && (
        <BillingFields
          values={billing}
          errors={billingErrors}
          disabled={busy}
          inputs={billingInputs}
          onChange={changeBilling}
        />
      )}

      {free ? (
        <FreeOrderConfirm
          order={order}
          requireRegistrant={requireRegistrant}
          onConfirmed={onFreeConfirmed}
        />
      ) : (
        <Tabs
          value={method}
          onValueChange={(value) => setMethod(value as Method)}
          className="gap-5"
        >
          <TabsList aria-label="Formas de pagamento" className="grid h-auto w-full grid-cols-3">
            {METHODS.map(({ value, label, icon: Icon }) => (
              <TabsTrigger
                key={value}
                value={value}
                // 'Cartão de Crédito' takes two lines on a phone rather than leave its tab.
                className="min-h-8 whitespace-normal px-1 py-1.5 leading-tight sm:px-2"
              >
                <Icon aria-hidden className="hidden sm:block" />
                {label}
              </TabsTrigger>
            ))}
          </TabsList>
          {/* Kept mounted: a PIX code being paid keeps its polling while the card tab is seen. */}
          <TabsContent value="credit-card" forceMount hidden={method !== 'credit-card'}>
            <CardPaymentForm
              order={order}
              affiliateCode={affiliateCode}
              requirePayer={requirePayer}
              busy={busy}
              onBusyChange={setBusy}
              parcelas={parcelas}
              onParcelasChange={setParcelas}
              onPaid={onPaid}
            />
          </TabsContent>
          <TabsContent value="pix" forceMount hidden={method !== 'pix'}>
            <PixPayment generation={pix} busy={busy} sandbox={sandbox} onConfirmed={onConfirmed} />
          </TabsContent>
          <TabsContent value="boleto" forceMount hidden={method !== 'boleto'}>
            <BoletoPayment
              generation={boleto}
              busy={busy}
              sandbox={sandbox}
              onConfirmed={onConfirmed}
            />
          </TabsContent>
        </Tabs>
      )}
    </section>
  );
}
