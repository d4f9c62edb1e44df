import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

export default defineProject({
  plugins: [react()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  test: {
    name: 'web',
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'happy-dom',
    environmentOptions: { happyDOM: { url: 'http://localhost:3000' } },
    setupFiles: ['./src/test/setup.ts'],
    env: { TZ: 'Asia/Tokyo' },
    // Whole-form journeys type dozens of fields through user-event: 3.5 s alone on
    // this 2-core machine, past Vitest's 5 s default when CI runs other work beside.
    // Speed is measured in bench/, not here.
    testTimeout: 20_000,
    // A worker runs file after file in one process and happy-dom window, not a new process
    // per file: starting Node, happy-dom, React, Radix and MSW again for each of ~80 files was
    // half of the web tests' CPU time. src/test/setup.ts gives each file our own modules
    // afresh (and its vi.mock()s) and resets what the window keeps, as a new process would.
    isolate: false,
  },
});
