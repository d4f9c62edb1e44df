import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'api',
    include: ['src/**/*.test.ts'],
    // A PGlite start plus migrations takes a few seconds on a busy 2-core machine.
    testTimeout: 30_000,
    hookTimeout: 60_000,
    env: { TZ: 'Asia/Tokyo' },
  },
});
