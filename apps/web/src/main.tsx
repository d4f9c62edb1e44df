import { StrictMode, startTransition } from 'react';
import { formatDate } from '@bilheteria/domain/dates';
import { createRoot } from 'react-dom/client';
import { AppProvider } from './app/provider';
import { AppRouter, preloadScreen } from './app/router';
import { loadFirstAnswers } from './lib/first-answers';
import { cn } from './lib/utils';
import './index.css';

const root = document.getElementById('root');
if (!root) throw new Error('Elemento #root não encontrado');

/** Runs each job in a task of its own, in order, letting the browser breathe in between. */
function inTasksOfTheirOwn(...jobs: (() => void)[]): void {
  const channel = new MessageChannel();
  channel.port1.onmessage = () => {
    jobs.shift()?.();
    if (jobs.length > 0) channel.port2.postMessage(null);
    else channel.port1.close();
  };
  channel.port2.postMessage(null);
}

/*
 * The first screen pays two one-time set-ups: tailwind-merge builds its class table on the first
 * cn() call, and the first date formatted in São Paulo time builds its formatter (cheap where the
 * browser has Temporal; index.html warms Intl up elsewhere). Inside the first render they made
 * its longest tasks; in tasks of their own the main thread is never blocked as long.
 *
 * The first render waits for the screen's code and first API answers, which the server's hints
 * in the page's head set on their way: React then renders the whole screen once, with its data,
 * as a transition, in slices that let the browser breathe in between, instead of a loading
 * fallback first and then the screen in one long task (docs/decisions/0007). The static shell
 * in index.html is on screen meanwhile.
 */
const firstScreen = Promise.all([
  preloadScreen(window.location.pathname).catch(() => {
    // The route's lazy component tries again, and its error boundary speaks if that fails too.
  }),
  loadFirstAnswers(),
]);
inTasksOfTheirOwn(
  () => cn('p-0'),
  () => formatDate(new Date(0)),
  () =>
    void firstScreen.then(() =>
      startTransition(() =>
        createRoot(root).render(
          <StrictMode>
            <AppProvider>
              <AppRouter />
            </AppProvider>
          </StrictMode>,
        ),
      ),
    ),
);
