import type { OrderView } from '@bilheteria/domain/checkout-contract';
import { formatBRL } from '@bilheteria/domain/money';
import { PAYMENT_MESSAGES, type CardPaymentResponse } from '@bilheteria/domain/payment-contract';
import { useQueryClient } from '@tanstack/react-query';
import { Loader2, Lock } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { SelectItem } from '@/components/ui/select';
import { orderQueryKey } from '../api/get-order';
import { encryptCard, loadCardSdk, type CardFormData } from '../lib/card-encryption';
import {
  CARD_FIELDS,
  CARD_LIMITS,
  cardErrorsOf,
  chosenInstalment,
  instalmentLabel,
  instalmentsOf,
  maskCardNumber,
  maskCvv,
  maskExpiry,
  type CardErrors,
  type CardField,
  type Instalment,
} from '../lib/card-form';
import type { Payer } from '../lib/payer';
import { cardAttemptFingerprint, nextCardAttempt, type CardAttempt } from '../lib/payment';
import {
  cardPaymentFailure,
  orderChangedOnServer,
  outcomeUnknown,
  type PaymentFailure,
} from '../lib/payment-errors';
import { notify } from '@/lib/notify';
import { publicKeyQueryOptions } from '../api/get-public-key';
import { payByCard } from '../api/pay-card';
import { runBotcheck } from '../api/run-botcheck';
import { cardPaymentBody, paymentBase } from '../payment-body';
import { CardInAnalysis } from './card-in-analysis';
import { InputField } from './input-field';
import { PaymentAlert } from './payment-alert';
import { SelectField } from './select-field';

const EMPTY_CARD: CardFormData = { cardName: '', cardNumber: '', expiryDate: '', cvv: '' };

/**
 * Spec §2 Cartão de Crédito: 'Nome no Cartão', the number in groups of 4, 'MM/AA', CVV,
 * 'Parcelamento' with the server's instalments, 'Pagar R$ total'. Each card field is checked
 * first and its problem shown under it (spec §5); then the card is encrypted here with the
 * provider's public key (PagBank's SDK format), the bot check runs, and the payment is sent with
 * this attempt's Idempotency-Key; every failure in the words of spec §8. A failure shown goes
 * once the card or the instalments it was about change.
 */
export function CardPaymentForm({
  order,
  affiliateCode,
  requirePayer,
  busy,
  onBusyChange,
  parcelas,
  onParcelasChange,
  onPaid,
}: {
  order: OrderView;
  affiliateCode: string | null;
  /** The payer's data when valid; otherwise shows the errors, focuses the first and gives null. */
  requirePayer: () => Payer | null;
  /** The instalment count chosen ('1' to '12'): the summary beside shows its interest. */
  parcelas: string;
  onParcelasChange: (parcelas: string) => void;
  /** Another payment call is running: this button waits. */
  busy: boolean;
  onBusyChange: (busy: boolean) => void;
  onPaid: (response: CardPaymentResponse) => void;
}) {
  const baseId = useId();
  const id = (field: string) => `${baseId}-${field}`;
  const queryClient = useQueryClient();
  const instalments = instalmentsOf(order);
  const [card, setCard] = useState<CardFormData>(EMPTY_CARD);
  const [cardErrors, setCardErrors] = useState<CardErrors>({});
  const [processing, setProcessing] = useState(false);
  const [failure, setFailure] = useState<PaymentFailure | null>(null);
  /** A payment the issuer is still analysing: its answer, until it is paid or declined. */
  const [inAnalysis, setInAnalysis] = useState<CardPaymentResponse | null>(null);
  const attempt = useRef<CardAttempt | null>(null);
  const chosen = chosenInstalment(instalments, parcelas);
  const failureId = id('falha');

  // The encryption library arrives while the buyer types.
  useEffect(() => {
    void loadCardSdk().catch(() => undefined);
  }, []);

  function fail(reason: PaymentFailure) {
    setFailure(reason);
    void notify.error(reason.message, reason.description);
  }

  /** The last attempt's failure no longer describes the form: its box and toast go. */
  function forgetFailure() {
    if (!failure) return;
    setFailure(null);
    void notify.dismiss('error');
  }

  function changeCard(field: CardField, value: string) {
    const next = { ...card, [field]: value };
    setCard(next);
    forgetFailure();
    // Once the errors are shown they follow what is typed.
    if (Object.keys(cardErrors).length > 0) setCardErrors(cardErrorsOf(next));
  }

  function changeParcelas(value: string) {
    onParcelasChange(value);
    forgetFailure();
  }

  /** Field props: its id and its error under it. */
  const cardField = (field: CardField) => ({
    id: id(field),
    required: true,
    error: cardErrors[field],
  });

  async function publicKey(): Promise<{ key: string } | { error: string }> {
    try {
      const answer = await queryClient.fetchQuery({ ...publicKeyQueryOptions(), retry: false });
      return answer.public_key
        ? { key: answer.public_key }
        : { error: PAYMENT_MESSAGES.publicKeyMissing };
    } catch {
      return { error: PAYMENT_MESSAGES.publicKeyError };
    }
  }

  /** Sends the payment; 'analysing' while the issuer has not answered yet (CardInAnalysis). */
  async function pay(
    current: CardAttempt,
    payer: Payer,
    instalment: Instalment,
  ): Promise<'answered' | 'analysing'> {
    if (!current.encrypted) {
      const key = await publicKey();
      if ('error' in key) {
        current.settled = true;
        fail({ message: key.error });
        return 'answered';
      }
      const result = await encryptCard(card, key.key);
      if ('error' in result) {
        current.settled = true;
        fail({ message: result.error });
        return 'answered';
      }
      current.encrypted = result.encrypted;
    }
    const token = await runBotcheck(queryClient);
    const body = cardPaymentBody(paymentBase(order, payer, token, affiliateCode), order, {
      instalment,
      encrypted: current.encrypted,
      cardName: card.cardName.trim() || null,
    });
    const response = await payByCard(body, current.key);
    current.settled = true;
    if (response.status === 'PAID' || response.status === 'AUTHORIZED') {
      onPaid(response);
    } else if (response.status === 'IN_ANALYSIS' || response.status === 'WAITING') {
      setInAnalysis(response);
      return 'analysing';
    } else if (response.status === 'DECLINED' || response.status === 'CANCELED') {
      fail({ message: PAYMENT_MESSAGES.cardDeclined });
    } else {
      fail({ message: PAYMENT_MESSAGES.invalidServerResponse });
    }
    return 'answered';
  }

  function analysisPaid(response: CardPaymentResponse) {
    setInAnalysis(null);
    onBusyChange(false);
    onPaid(response);
  }

  function analysisDeclined() {
    setInAnalysis(null);
    onBusyChange(false);
    fail({ message: PAYMENT_MESSAGES.cardDeclined });
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (processing || busy || inAnalysis) return;
    setFailure(null);
    void notify.dismiss('error');
    const payer = requirePayer();
    // Every card field's problem under it, before anything is encrypted or sent.
    const errors = cardErrorsOf(card);
    setCardErrors(errors);
    if (!payer) return;
    const firstInvalid = CARD_FIELDS.find((field) => errors[field]);
    if (firstInvalid) {
      document.getElementById(id(firstInvalid))?.focus();
      return;
    }
    const instalment = chosenInstalment(instalments, parcelas);
    if (!instalment) {
      fail({ message: PAYMENT_MESSAGES.invalidInstalments });
      return;
    }
    const current = nextCardAttempt(
      attempt.current,
      cardAttemptFingerprint({
        order: order.id,
        total: instalment.total_centavos,
        count: instalment.quantidade,
        ...card,
        ...payer,
        // A changed company or nota fiscal is a new attempt too.
        billing: JSON.stringify(payer.billing ?? null),
      }),
    );
    attempt.current = current;
    setProcessing(true);
    onBusyChange(true);
    let outcome: 'answered' | 'analysing' = 'answered';
    try {
      outcome = await pay(current, payer, instalment);
    } catch (error) {
      // No answer, or the server still on it: the next click retries with the same key.
      if (!outcomeUnknown(error)) current.settled = true;
      if (orderChangedOnServer(error)) {
        void queryClient.invalidateQueries({ queryKey: orderQueryKey(order.id) });
      }
      fail(cardPaymentFailure(error));
    } finally {
      setProcessing(false);
      // Under analysis the other ways to pay stay closed: the card may still go through.
      onBusyChange(outcome === 'analysing');
    }
  }

  const total = chosen?.total_centavos ?? order.total_centavos;
  return (
    <form
      noValidate
      aria-label="Pagamento com cartão de crédito"
      aria-describedby={failure ? failureId : undefined}
      onSubmit={(event) => void submit(event)}
      className="flex flex-col gap-5"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <InputField
          {...cardField('cardName')}
          label="Nome no Cartão"
          className="sm:col-span-2"
          autoComplete="cc-name"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={60}
          placeholder="Como está impresso no cartão"
          value={card.cardName}
          onChange={(event) => changeCard('cardName', event.target.value)}
        />
        <InputField
          {...cardField('cardNumber')}
          label="Número do cartão"
          className="sm:col-span-2"
          inputMode="numeric"
          autoComplete="cc-number"
          maxLength={CARD_LIMITS.number}
          placeholder="0000 0000 0000 0000"
          value={card.cardNumber}
          onChange={(event) => changeCard('cardNumber', maskCardNumber(event.target.value))}
        />
        <InputField
          {...cardField('expiryDate')}
          label="Validade"
          inputMode="numeric"
          autoComplete="cc-exp"
          maxLength={CARD_LIMITS.expiry}
          placeholder="MM/AA"
          value={card.expiryDate}
          onChange={(event) => changeCard('expiryDate', maskExpiry(event.target.value))}
        />
        <InputField
          {...cardField('cvv')}
          label="CVV"
          inputMode="numeric"
          autoComplete="cc-csc"
          maxLength={CARD_LIMITS.cvv}
          placeholder="123"
          value={card.cvv}
          onChange={(event) => changeCard('cvv', maskCvv(event.target.value))}
        />
        <SelectField
          id={id('parcelas')}
          label="Parcelamento"
          required
          className="sm:col-span-2"
          placeholder="Escolha o número de parcelas"
          value={parcelas}
          onValueChange={changeParcelas}
        >
          {instalments.map((instalment) => (
            <SelectItem key={instalment.quantidade} value={String(instalment.quantidade)}>
              {instalmentLabel(instalment)}
            </SelectItem>
          ))}
        </SelectField>
      </div>

      {failure && <PaymentAlert id={failureId} failure={failure} />}
      {inAnalysis && (
        <CardInAnalysis response={inAnalysis} onPaid={analysisPaid} onDeclined={analysisDeclined} />
      )}

      <Button
        type="submit"
        size="lg"
        disabled={processing || busy || inAnalysis !== null}
        className="w-full"
      >
        {processing ? (
          <>
            <Loader2 aria-hidden className="animate-spin" />
            Processando...
          </>
        ) : (
          <>
            <Lock aria-hidden />
            Pagar {formatBRL(total)}
          </>
        )}
      </Button>
      <p className="flex items-center justify-center gap-1.5 text-center text-xs text-slate-500">
        <Lock aria-hidden className="size-3.5" />
        Os dados do cartão são criptografados no seu navegador antes do envio.
      </p>
    </form>
  );
}
