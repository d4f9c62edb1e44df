import { cardBrand, maskedDigits, parseCardPlainText } from '@bilheteria/domain/card-encryption';
import { PaymentProviderError, type CardChargeInput, type ProviderOrder } from '../provider';
import { CardDecryptionError, type SandboxKeys } from './card-keys';
import { baseOrder, chargeOf, existingFor, saveOrder, type SandboxDeps } from './sandbox-orders';
import { sandboxCardOutcome } from './test-cards';

const invalidCard = (parameter: string) =>
  new PaymentProviderError('invalid', 'Dados do cartão inválidos.', [
    { code: '40002', description: 'invalid_parameter', parameterName: parameter },
  ]);

/**
 * A card charge as PagBank answers it: the encrypted card opened with the sandbox's key, then
 * paid or declined as the test card says (an unknown, refused or expired card is a 400).
 */
export function sandboxCardCharge(
  deps: SandboxDeps & { autoPayMs: number; keys: () => Promise<SandboxKeys> },
) {
  const { db, clock, keys } = deps;
  return async function createCardCharge(input: CardChargeInput): Promise<ProviderOrder> {
    const previous = await existingFor(db, input.idempotencyKey);
    if (previous) return previous;
    let text: string;
    try {
      text = (await keys()).decrypt(input.encryptedCard);
    } catch (error) {
      if (error instanceof CardDecryptionError) {
        throw invalidCard('charges[0].payment_method.card.encrypted');
      }
      throw error;
    }
    const card = parseCardPlainText(text);
    if (!card) throw invalidCard('charges[0].payment_method.card.encrypted');
    const outcome = sandboxCardOutcome(card.number);
    if (outcome === 'refused') throw invalidCard('charges[0].payment_method.card.number');
    const expired =
      Number(card.expYear) * 12 + Number(card.expMonth) <
      clock().getUTCFullYear() * 12 + clock().getUTCMonth() + 1;
    if (expired) throw invalidCard('charges[0].payment_method.card.exp_year');

    const { firstDigits, lastDigits } = maskedDigits(card.number);
    const approved = outcome === 'approved';
    const order = baseOrder(input, clock);
    order.charges = [
      chargeOf(
        input,
        clock,
        approved ? 'PAID' : 'DECLINED',
        {
          type: 'CREDIT_CARD',
          installments: input.installments,
          capture: true,
          card: {
            brand: cardBrand(card.number),
            first_digits: firstDigits,
            last_digits: lastDigits,
            exp_month: card.expMonth,
            exp_year: card.expYear,
            holder: { name: card.holder },
          },
        },
        {
          payment_response: approved
            ? { code: '20000', message: 'SUCESSO', reference: String(Date.now()) }
            : { code: '20007', message: 'NAO AUTORIZADO - CONTATE A CENTRAL DO SEU CARTAO' },
        },
      ),
    ];
    return saveOrder(deps, input, order, false);
  };
}
