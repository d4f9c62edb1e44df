import {
  findAltchaNumber,
  type AltchaWorkerAnswer,
  type AltchaWorkerRequest,
} from './altcha-search';

/** The ALTCHA search off the page's thread (started by altcha.ts). */
const scope = globalThis as unknown as {
  onmessage: ((event: MessageEvent<AltchaWorkerRequest>) => void) | null;
  postMessage: (message: AltchaWorkerAnswer) => void;
};

scope.onmessage = (event) => {
  // A worker has no page to give back: a large slice between (cheap) yields.
  void findAltchaNumber(event.data.challenge, { yieldEvery: 50_000 }).then((number) =>
    scope.postMessage({ number }),
  );
};
