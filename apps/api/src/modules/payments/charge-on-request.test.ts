import { randomUUID } from 'node:crypto';
import { CHECKOUT_MESSAGES } from '@bilheteria/domain/checkout-contract';
import { describe, expect, it } from 'vitest';
import { coupons } from '../../db/schema';
import { checkoutSteps, SANDBOX_BY_HAND } from '../../test/payment-fixtures';
import { useTestApp } from '../../test/test-context';
import { testTargets } from '../../test/test-database';

/**
 * A PIX or boleto is made only when the buyer asks for it (POST /api/pagseguro/pix or /boleto):
 * everything the checkout reads while the buyer looks at the ways to pay — the order, the
 * provider's public key, the payment status — makes no charge and leaves the coupon editable.
 */
describe.each(testTargets())('a charge only on request, on %s', (target) => {
  const ctx = useTestApp(target, { config: SANDBOX_BY_HAND });
  const steps = checkoutSteps(ctx);
  const { readyOrder, generate, orderView, providerOrdersOf, paymentsOf } = steps;

  const applyCoupon = (orderId: string, code: string) =>
    ctx.buyer.inject({
      method: 'POST',
      url: '/api/cupom-desconto/valida-cupom/',
      payload: { nome_cupom: code, id_pedido: orderId },
    });

  it('makes no charge on reads, keeps the coupon editable, and charges the coupon’s total once asked', async () => {
    const [coupon] = await ctx.database.db
      .insert(coupons)
      .values({ code: `PEDIDO${randomUUID().slice(0, 6).toUpperCase()}`, percent: 20 })
      .returning();
    const { order, ticket } = await readyOrder({ priceCents: 10_000, quantity: 1 });

    // The checkout's reads, as several tabs of it would make them at once.
    const reads = await Promise.all(
      Array.from({ length: 3 }, () => [
        ctx.buyer.inject(`/api/pedidos/${order.id}`),
        ctx.buyer.inject('/api/pagseguro/public-key'),
        ctx.buyer.inject({
          method: 'POST',
          url: '/api/pagseguro/notificacao',
          payload: { id: order.id },
        }),
      ]).flat(),
    );
    for (const read of reads) expect(read.statusCode).toBeLessThan(500);
    expect(await paymentsOf(order.id)).toEqual([]);
    expect(await providerOrdersOf(order.id)).toEqual([]);
    expect((await orderView(order.id)).pagamento).toBeNull();

    // Nothing fixed the amount: the coupon may still change it.
    expect((await applyCoupon(order.id, coupon!.code)).json()).toEqual({
      valido: true,
      desconto: 20,
    });
    const discounted = await orderView(order.id);
    expect(discounted.total_centavos).toBe(8_000);

    const pix = await generate('pix', discounted, ticket.id);
    expect(pix.statusCode).toBe(200);
    const made = await paymentsOf(order.id);
    expect(made).toHaveLength(1);
    expect(made[0]).toMatchObject({ method: 'pix', amountCents: 8_000 });
    expect(await providerOrdersOf(order.id)).toHaveLength(1);

    // Now the PIX carries the amount: the coupon is locked, and says so.
    const locked = await applyCoupon(order.id, '');
    expect(locked.statusCode).toBe(409);
    expect(locked.json()).toEqual({ message: CHECKOUT_MESSAGES.couponLocked });
  });
});
