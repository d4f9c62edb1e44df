import { defineProject } from 'vitest/config';

/** The scripts' pure parts (the cluster's nginx configuration). */
export default defineProject({
  test: { name: 'scripts', include: ['*.test.mjs'] },
});
