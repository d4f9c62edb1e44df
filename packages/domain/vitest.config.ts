import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'domain',
    include: ['src/**/*.test.ts'],
    // Dates must read the same on any machine: run in a zone far from São Paulo.
    env: { TZ: 'Asia/Tokyo' },
  },
});
