import { describe, expect, it } from 'vitest';
import { authenticityToken, verifyAuthenticity } from './authenticity';

// Vectors computed outside this code: printf '%s' 'meu-token-<body>' | sha256sum
const token = 'meu-token';
const body = '{"id":"ORDE_1","status":"PAID"}';
const signature = '973fdd7fbb36c9e8b2732701fd0f486aa801b4018a73465462eddad5330d71be';

describe('authenticityToken', () => {
  it('is the lowercase hex SHA-256 of `${token}-${rawBody}`', () => {
    expect(authenticityToken(token, body)).toBe(signature);
  });

  it('hashes the body as UTF-8 bytes, the same as a string or a buffer', () => {
    const accented = '{"city":"São Paulo"}';
    const expected = 'b939da7d57366611f036484428dffeed284a4118d6a80436f9eb9501e640d803';
    expect(authenticityToken(token, accented)).toBe(expected);
    expect(authenticityToken(token, Buffer.from(accented, 'utf8'))).toBe(expected);
  });
});

describe('verifyAuthenticity', () => {
  it('accepts the signature PagBank would send', () => {
    expect(verifyAuthenticity(token, body, signature)).toBe(true);
    expect(verifyAuthenticity(token, body, ` ${signature.toUpperCase()} `)).toBe(true);
  });

  it('refuses a signature made with another token', () => {
    expect(verifyAuthenticity(token, body, authenticityToken('outro-token', body))).toBe(false);
  });

  it('refuses a body changed after signing, even only re-serialised', () => {
    expect(verifyAuthenticity(token, body.replace('PAID', 'WAITING'), signature)).toBe(false);
    const reserialised = JSON.stringify(JSON.parse(body), null, 1);
    expect(verifyAuthenticity(token, reserialised, signature)).toBe(false);
  });

  it('refuses missing, empty, short and long headers', () => {
    expect(verifyAuthenticity(token, body, undefined)).toBe(false);
    expect(verifyAuthenticity(token, body, '')).toBe(false);
    expect(verifyAuthenticity(token, body, signature.slice(0, 63))).toBe(false);
    expect(verifyAuthenticity(token, body, `${signature}0`)).toBe(false);
  });

  it('refuses everything when there is no token to check with', () => {
    expect(verifyAuthenticity('', body, authenticityToken('', body))).toBe(false);
  });
});
