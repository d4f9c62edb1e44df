/**
 * The first screen's API answers, had before its first render (docs/decisions/0007).
 *
 * The server hints them in the page's head (`<link rel="preload" as="fetch">`,
 * apps/api/src/http/route-preloads.ts), so they are on their way while the app's code loads.
 * main.tsx waits for them, with the screen's code, and the queries take them as initial data:
 * React then renders the screen once, with its data, in slices. Without them it renders
 * skeletons, and then the whole screen again in one long task when the answer lands.
 */
const answers = new Map<string, unknown>();
let loadedAt = 0;

/** However slow the API, the first render does not wait longer than this. */
const MAX_WAIT_MS = 3000;

/**
 * Reads the answers the hints in `head` point at (the browser reuses the preloaded responses).
 */
export async function loadFirstAnswers(head: ParentNode = document.head): Promise<void> {
  const hints = head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="fetch"]');
  const loads = [...hints].map(async (hint) => {
    const url = new URL(hint.href);
    if (url.origin !== window.location.origin) return;
    try {
      // The same mode and credentials as the hint (crossorigin="anonymous") and as apiGet.
      const response = await fetch(url, { credentials: 'same-origin' });
      if (response.ok) answers.set(url.pathname + url.search, await response.json());
    } catch {
      // The screen's query asks again, and shows its own error if that fails too.
    }
  });
  let timer: ReturnType<typeof setTimeout> | undefined;
  await Promise.race([
    Promise.all(loads),
    new Promise((resolve) => (timer = setTimeout(resolve, MAX_WAIT_MS))),
  ]);
  clearTimeout(timer);
  loadedAt = Date.now();
}

/**
 * When the first answers were read: the queries' `initialDataUpdatedAt`, so one taken late (a
 * list first shown minutes after the page opened) counts as stale and is asked for again.
 */
export function firstAnswersLoadedAt(): number {
  return loadedAt;
}

/**
 * The first answer for this API path ('/api/…'), once: a later query for the same path (a
 * refetch, another visit) asks the API for fresh data.
 */
export function takeFirstAnswer<T>(apiPath: string): T | undefined {
  const answer = answers.get(apiPath) as T | undefined;
  answers.delete(apiPath);
  return answer;
}
