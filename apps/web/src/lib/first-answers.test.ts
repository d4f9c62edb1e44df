import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { server } from '@/test/msw-server';
import { firstAnswersLoadedAt, loadFirstAnswers, takeFirstAnswer } from './first-answers';

/** A head with these hints; detached, so that the test DOM does not fetch them itself. */
function headWithHints(...hrefs: string[]): HTMLElement {
  const head = document.createElement('head');
  for (const href of hrefs) {
    const link = document.createElement('link');
    link.rel = 'preload';
    link.as = 'fetch';
    link.crossOrigin = 'anonymous';
    link.href = href;
    head.append(link);
  }
  return head;
}

describe('first answers', () => {
  it('reads each hinted answer and hands it out once; later reads go to the API', async () => {
    server.use(
      http.get('/api/a', () => HttpResponse.json({ n: 1 })),
      http.get('/api/b', ({ request }) =>
        HttpResponse.json([new URL(request.url).searchParams.get('x')]),
      ),
    );
    const before = Date.now();
    await loadFirstAnswers(headWithHints('/api/a', '/api/b?x=2'));
    expect(firstAnswersLoadedAt()).toBeGreaterThanOrEqual(before);
    expect(takeFirstAnswer('/api/b?x=2')).toEqual(['2']);
    expect(takeFirstAnswer('/api/a')).toEqual({ n: 1 });
    expect(takeFirstAnswer('/api/a')).toBeUndefined();
  });

  it('keeps nothing of an answer that failed, so the screen asks and shows its own state', async () => {
    server.use(
      http.get('/api/missing', () =>
        HttpResponse.json({ message: 'Evento não encontrado' }, { status: 404 }),
      ),
      http.get('/api/down', () => HttpResponse.error()),
    );
    await loadFirstAnswers(headWithHints('/api/missing', '/api/down'));
    expect(takeFirstAnswer('/api/missing')).toBeUndefined();
    expect(takeFirstAnswer('/api/down')).toBeUndefined();
  });

  it('does not hold the first render more than 3 s for a slow API', async () => {
    server.use(http.get('/api/slow', () => delay('infinite')));
    vi.useFakeTimers();
    try {
      let done = false;
      const loading = loadFirstAnswers(headWithHints('/api/slow')).then(() => (done = true));
      await vi.advanceTimersByTimeAsync(2900);
      expect(done).toBe(false);
      await vi.advanceTimersByTimeAsync(100);
      await loading;
      expect(takeFirstAnswer('/api/slow')).toBeUndefined();
    } finally {
      vi.useRealTimers();
    }
  });

  it('ignores hints for other sites', async () => {
    await loadFirstAnswers(headWithHints('https://cdn.example/api/a'));
    expect(takeFirstAnswer('/api/a')).toBeUndefined();
  });
});
