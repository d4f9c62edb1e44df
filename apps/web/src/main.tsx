import { StrictMode, startTransition } from 'react';
import { formatDate } from '@bilheteria/domain/dates';
import { createRoot } from 'react-dom/client';
import { AppProvider } from './app/provider';
import { AppRouter } from './app/router';
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
 * cn() call, and the first date formatted in São Paulo time builds its formatter (index.html has
 * already set up the browser's Intl data). Inside the first render they made its longest tasks;
 * in tasks of their own the main thread is never blocked as long. The first render itself is a
 * transition, so React renders it in slices and lets the browser breathe in between
 * (docs/decisions/0007). The static shell in index.html is on screen meanwhile.
 */
inTasksOfTheirOwn(
  () => cn('p-0'),
  () => formatDate(new Date(0)),
  () =>
    startTransition(() =>
      createRoot(root).render(
        <StrictMode>
          <AppProvider>
            <AppRouter />
          </AppProvider>
        </StrictMode>,
      ),
    ),
);
