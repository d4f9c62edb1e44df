import {
  altchaPayloadV1,
  findAltchaNumber,
  isAltchaChallengeV1,
  isAltchaChallengeV2,
  type AltchaChallengeV1,
  type AltchaChallengeV2,
  type AltchaWorkerAnswer,
  type AltchaWorkerRequest,
} from './altcha-search';

/**
 * ALTCHA proof of work solved invisibly before each payment (spec §4 "an invisible bot check") and before joining a virtual queue.
 * The server's challenge (altcha-lib's v1 format) is `{ algorithm, challenge, maxnumber, salt,
 * signature }`: find n ≤ maxnumber with hex(hash(salt + n)) = challenge, then send
 * base64(JSON `{ algorithm, challenge, number, salt, signature }`). The search runs in a Web
 * Worker (a file of our own origin, which the page's CSP allows) or, where there is none, here
 * in slices that give the page back between them. A v2 challenge (`{ parameters, signature }`)
 * is solved with the altcha widget's own library.
 */

/** In a worker when the browser gives one; null when it cannot (the caller searches here). */
function solveInWorker(
  challenge: AltchaChallengeV1,
  signal: AbortSignal | undefined,
): Promise<number | null> | null {
  if (typeof Worker !== 'function') return null;
  let worker: Worker;
  try {
    worker = new Worker(new URL('./altcha-worker.ts', import.meta.url), {
      type: 'module',
    });
  } catch {
    return null;
  }
  return new Promise<number | null>((resolve, reject) => {
    const stop = () => {
      worker.terminate();
      resolve(null);
    };
    signal?.addEventListener('abort', stop, { once: true });
    worker.onmessage = (event: MessageEvent<AltchaWorkerAnswer>) => {
      signal?.removeEventListener('abort', stop);
      worker.terminate();
      resolve(event.data.number);
    };
    worker.onerror = (event) => {
      event.preventDefault();
      signal?.removeEventListener('abort', stop);
      worker.terminate();
      reject(new Error('altcha worker failed'));
    };
    worker.postMessage({ challenge } satisfies AltchaWorkerRequest);
  });
}

async function solveV2(challenge: AltchaChallengeV2, signal?: AbortSignal): Promise<string> {
  const altcha = await import('altcha/lib');
  const algorithm = challenge.parameters.algorithm.toUpperCase();
  const deriveKey = algorithm.startsWith('PBKDF2/')
    ? altcha.pbkdf2.deriveKey
    : algorithm.startsWith('SHA-')
      ? altcha.sha.deriveKey
      : algorithm === 'SCRYPT'
        ? altcha.scrypt.deriveKey
        : altcha.argon2id.deriveKey;
  const controller = new AbortController();
  signal?.addEventListener('abort', () => controller.abort(), { once: true });
  const solution = await altcha.solveChallenge({
    challenge: challenge as unknown as Parameters<typeof altcha.solveChallenge>[0]['challenge'],
    deriveKey,
    controller,
  });
  if (!solution) throw new Error('altcha challenge not solved');
  return btoa(
    JSON.stringify({
      challenge: { parameters: challenge.parameters, signature: challenge.signature },
      solution,
    }),
  );
}

/**
 * The `token` for POST /api/recaptcha/verify from a challenge as the server sent it. Throws
 * when the challenge is not one we know or no solution was found.
 */
export async function solveAltcha(
  challenge: unknown,
  { signal, useWorker = true }: { signal?: AbortSignal; useWorker?: boolean } = {},
): Promise<string> {
  if (isAltchaChallengeV2(challenge)) return solveV2(challenge, signal);
  if (!isAltchaChallengeV1(challenge)) throw new Error('unknown altcha challenge');
  let number: number | null;
  const inWorker = useWorker ? solveInWorker(challenge, signal) : null;
  try {
    number = inWorker ? await inWorker : await findAltchaNumber(challenge, { signal });
  } catch {
    // The worker failed to start (a blocked script, say): the page does it.
    number = await findAltchaNumber(challenge, { signal });
  }
  if (number === null) throw new Error('altcha challenge not solved');
  return altchaPayloadV1(challenge, number);
}
