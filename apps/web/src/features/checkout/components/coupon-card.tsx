import {
  CHECKOUT_MESSAGES,
  couponAppliedMessage,
  type OrderView,
} from '@bilheteria/domain/checkout-contract';
import { BadgePercent, CircleCheck, Loader2, Lock } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { ApiError } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { useValidateCoupon } from '../api/validate-coupon';
import { amountFixedByPayment } from '../lib/order-state';

/**
 * Spec §2/§4 'Cupom de Desconto': checked when the field loses focus (never while typing),
 * against the order, which the server then prices with it. Empty removes the coupon without a
 * word; the same text is not sent twice in a row. Once a PIX code or a boleto carries the
 * amount the field is locked, and says why (the server would refuse with 409).
 */
export function CouponCard({ order }: { order: OrderView | undefined }) {
  const id = useId();
  const applied = order?.cupom ?? null;
  const [code, setCode] = useState(applied?.nome ?? '');
  // What the order's coupon field was last set to ('' = none).
  const lastSent = useRef(applied?.nome ?? '');
  const validate = useValidateCoupon();
  const locked = order !== undefined && amountFixedByPayment(order);
  const usable = order?.status === 'reserved' && !locked;

  function check() {
    const typed = code.trim();
    if (!order || !usable || typed === lastSent.current.trim()) return;
    lastSent.current = code;
    validate.mutate(
      { code, orderId: order.id },
      {
        onSuccess: ({ valido, desconto }) => {
          if (typed === '') return;
          if (valido) void notify.success(couponAppliedMessage(desconto));
          else void notify.error(CHECKOUT_MESSAGES.couponInvalid);
        },
        onError: (error) => {
          // Not applied: the same code may be tried again on the next blur.
          lastSent.current = applied?.nome ?? '';
          if (typed === '') return;
          // 429 (too many tries) and 409 (a PIX or boleto already fixed the amount) say why.
          const explained = error instanceof ApiError && [409, 429].includes(error.status);
          void notify.error(
            explained && error.message
              ? error.message
              : error instanceof ApiError && error.status === 429
                ? CHECKOUT_MESSAGES.couponTooManyAttempts
                : CHECKOUT_MESSAGES.couponError,
          );
        },
      },
    );
  }

  const statusId = `${id}-situacao`;
  const lockedId = `${id}-bloqueado`;
  return (
    <section
      aria-labelledby={`${id}-titulo`}
      className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <h2
        id={`${id}-titulo`}
        className="flex items-center gap-2 text-base font-semibold text-slate-900"
      >
        <BadgePercent aria-hidden className="size-5 text-brand-700" />
        Cupom de Desconto
      </h2>
      <div className="mt-3 flex flex-col gap-2">
        <Label htmlFor={id} className="text-slate-700">
          Código do cupom
        </Label>
        <div className="relative">
          <Input
            id={id}
            value={code}
            placeholder="Digite seu cupom"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={64}
            disabled={!usable}
            aria-describedby={locked ? `${statusId} ${lockedId}` : statusId}
            onChange={(event) => setCode(event.target.value)}
            onBlur={check}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                check();
              }
            }}
            className="pr-9"
          />
          {validate.isPending && (
            <Loader2
              aria-hidden
              className="absolute right-3 top-1/2 size-4 -translate-y-1/2 animate-spin text-slate-500"
            />
          )}
        </div>
        <p id={statusId} role="status" className="min-h-5 text-sm">
          {validate.isPending ? (
            <span className="text-slate-600">Validando cupom...</span>
          ) : applied && (order?.desconto_centavos ?? 0) > 0 ? (
            <span className="flex items-center gap-1.5 text-green-800">
              <CircleCheck aria-hidden className="size-4" />
              Cupom {applied.nome} aplicado: {applied.desconto}% de desconto.
            </span>
          ) : (
            !locked && (
              <span className="text-slate-500">O desconto é aplicado ao sair do campo.</span>
            )
          )}
        </p>
        {locked && (
          <p id={lockedId} className="flex items-start gap-1.5 text-sm text-slate-700">
            <Lock aria-hidden className="mt-0.5 size-4 shrink-0" />
            {CHECKOUT_MESSAGES.couponLocked}
          </p>
        )}
      </div>
    </section>
  );
}
