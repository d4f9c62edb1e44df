import { Suspense } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { describe, expect, it } from 'vitest';
import { lazyScreen } from './lazy-screen';

function Greeting({ name }: { name: string }) {
  return <h1>Olá, {name}</h1>;
}

/** Renders synchronously (no act, no microtasks in between) and returns what is on screen. */
function renderNow(Screen: ReturnType<typeof lazyScreen<unknown, { name: string }>>) {
  const container = document.createElement('div');
  const root = createRoot(container);
  flushSync(() =>
    root.render(
      <Suspense fallback={<p>Carregando...</p>}>
        <Screen name="Ana" />
      </Suspense>,
    ),
  );
  const text = container.textContent;
  root.unmount();
  return text;
}

describe('lazyScreen', () => {
  it('shows the fallback while the code loads, then the screen', async () => {
    const Screen = lazyScreen(
      async () => ({ Greeting }),
      (module) => module.Greeting,
    );
    expect(renderNow(Screen)).toBe('Carregando...');
    await Screen.preload();
    expect(renderNow(Screen)).toBe('Olá, Ana');
  });

  it('renders a preloaded screen in the first pass, without the fallback', async () => {
    let loads = 0;
    const Screen = lazyScreen(
      async () => {
        loads += 1;
        return { Greeting };
      },
      (module) => module.Greeting,
    );
    await Screen.preload();
    await Screen.preload();
    expect(renderNow(Screen)).toBe('Olá, Ana');
    expect(loads).toBe(1);
  });
});
