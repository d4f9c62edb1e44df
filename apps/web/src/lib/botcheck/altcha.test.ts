import { createChallenge, pbkdf2, sha, verifySolution } from 'altcha/lib';
import { describe, expect, it } from 'vitest';
import { solveAltcha } from './altcha';
import {
  altchaPayloadV1,
  findAltchaNumber,
  isAltchaChallengeV1,
  type AltchaChallengeV1,
} from './altcha-search';

async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** A challenge as altcha-lib's v1 createChallenge makes it, solved by `number`. */
async function v1Challenge(number: number, maxnumber = 5_000): Promise<AltchaChallengeV1> {
  const salt = 'b4f1c2d3e5a6?expires=1900000000&';
  return {
    algorithm: 'SHA-256',
    challenge: await sha256Hex(salt + number),
    maxnumber,
    salt,
    signature: 'f'.repeat(64),
  };
}

const decode = (token: string) => JSON.parse(atob(token)) as Record<string, unknown>;

describe('ALTCHA v1', () => {
  it('finds the number and answers the payload the server verifies', async () => {
    const challenge = await v1Challenge(1_234);
    expect(await findAltchaNumber(challenge)).toBe(1_234);
    const token = await solveAltcha(challenge);
    expect(decode(token)).toEqual({
      algorithm: 'SHA-256',
      challenge: challenge.challenge,
      number: 1_234,
      salt: challenge.salt,
      signature: challenge.signature,
    });
  });

  it('gives up past maxnumber, and says so', async () => {
    const challenge = await v1Challenge(900, 100);
    expect(await findAltchaNumber(challenge)).toBeNull();
    await expect(solveAltcha(challenge)).rejects.toThrow('altcha challenge not solved');
  });

  it('stops when aborted', async () => {
    const controller = new AbortController();
    controller.abort();
    const challenge = await v1Challenge(4_000);
    expect(await findAltchaNumber(challenge, { signal: controller.signal, yieldEvery: 10 })).toBe(
      null,
    );
  });

  it('knows a v1 challenge when it sees one', async () => {
    expect(isAltchaChallengeV1(await v1Challenge(1))).toBe(true);
    expect(
      isAltchaChallengeV1({ algorithm: 'MD5', challenge: 'ab', salt: 's', signature: 'x' }),
    ).toBe(false);
    expect(isAltchaChallengeV1(null)).toBe(false);
    await expect(solveAltcha({ hello: 'world' })).rejects.toThrow('unknown altcha challenge');
  });

  it('encodes the payload as base64 JSON', () => {
    const token = altchaPayloadV1(
      { algorithm: 'SHA-256', challenge: 'ab', salt: 's', signature: 'x', maxnumber: 10 },
      7,
    );
    expect(decode(token)).toEqual({
      algorithm: 'SHA-256',
      challenge: 'ab',
      number: 7,
      salt: 's',
      signature: 'x',
    });
  });
});

describe('ALTCHA v2', () => {
  it('solves a v2 challenge with the widget library, and the library accepts the answer', async () => {
    const secret = 'segredo-de-teste';
    const challenge = await createChallenge({
      algorithm: 'SHA-256',
      cost: 1,
      keyPrefix: '0',
      deriveKey: sha.deriveKey,
      hmacSignatureSecret: secret,
    });
    const payload = decode(await solveAltcha(challenge)) as {
      challenge: Parameters<typeof verifySolution>[0]['challenge'];
      solution: Parameters<typeof verifySolution>[0]['solution'];
    };
    expect(payload.challenge).toEqual({
      parameters: challenge.parameters,
      signature: challenge.signature,
    });
    const result = await verifySolution({
      challenge: payload.challenge,
      solution: payload.solution,
      deriveKey: sha.deriveKey,
      hmacSignatureSecret: secret,
    });
    expect(result.verified).toBe(true);
  });

  it('solves the server’s PBKDF2/SHA-256 challenge (cost 1 000) in a moment', async () => {
    const secret = 'segredo-de-teste';
    const challenge = await createChallenge({
      algorithm: 'PBKDF2/SHA-256',
      cost: 1_000,
      deriveKey: pbkdf2.deriveKey,
      expiresAt: new Date(Date.now() + 5 * 60_000),
      hmacSignatureSecret: secret,
    });
    const started = Date.now();
    const payload = decode(await solveAltcha(challenge)) as {
      challenge: Parameters<typeof verifySolution>[0]['challenge'];
      solution: Parameters<typeof verifySolution>[0]['solution'];
    };
    expect(Date.now() - started).toBeLessThan(10_000);
    const result = await verifySolution({
      challenge: payload.challenge,
      solution: payload.solution,
      deriveKey: pbkdf2.deriveKey,
      hmacSignatureSecret: secret,
    });
    expect(result.verified).toBe(true);
  });
});
