import { PAYMENT_MESSAGES } from '@bilheteria/domain/payment-contract';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { describe, expect, it } from 'vitest';
import { ALTCHA_DEFAULT_COST, loadConfig } from '../../config';
import { useTestApp } from '../../test/test-context';
import { testTargets } from '../../test/test-database';

/**
 * The one suite that proves the bot check at the cost production asks: every other test's app
 * asks one PBKDF2 iteration per attempt (test-app.ts), so thousands of payments stay cheap.
 */
describe.each(testTargets())('the ALTCHA bot check at its production cost, on %s', (target) => {
  const production = loadConfig({});
  const ctx = useTestApp(target, { demo: false, config: { botcheck: production.botcheck } });

  const challenge = async () => (await ctx.app.inject('/api/botcheck/challenge')).json<Challenge>();
  const verify = (challenged: Challenge, solution: unknown) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/recaptcha/verify',
      payload: {
        token: Buffer.from(JSON.stringify({ challenge: challenged, solution })).toString('base64'),
      },
    });

  it('asks 1000 PBKDF2 iterations per attempt, and trades one solution for one payment token', async () => {
    const challenged = await challenge();
    expect(challenged.parameters).toMatchObject({
      algorithm: 'PBKDF2/SHA-256',
      cost: ALTCHA_DEFAULT_COST,
    });
    const solution = await solveChallenge({ challenge: challenged, deriveKey });
    // Two tabs sending the same solution at once: one payment token.
    const answers = await Promise.all([verify(challenged, solution), verify(challenged, solution)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 400]);
    const won = answers.find((answer) => answer.statusCode === 200)!;
    expect(won.json<{ token: string }>().token).toEqual(expect.any(String));
    const lost = answers.find((answer) => answer.statusCode === 400)!;
    expect(lost.json<{ message: string }>().message).toBe(PAYMENT_MESSAGES.recaptchaFailed);
  });

  it('refuses a challenge whose cost the browser lowered, with the pt-BR message', async () => {
    const challenged = await challenge();
    const cheaper: Challenge = {
      ...challenged,
      parameters: { ...challenged.parameters, cost: 1 },
    };
    const solution = await solveChallenge({ challenge: cheaper, deriveKey });
    const answer = await verify(cheaper, solution);
    expect(answer.statusCode).toBe(400);
    expect(answer.json<{ message: string }>().message).toBe(PAYMENT_MESSAGES.recaptchaFailed);
  });
});
