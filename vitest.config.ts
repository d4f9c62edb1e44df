import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: ['packages/domain', 'apps/api', 'apps/web', 'scripts'],
    // Vitest's default is one worker per core but one (here: 1). Database-backed API files keep
    // a core busy; web files mostly wait on the DOM and timers, so a third worker fills the gaps.
    maxWorkers: 3,
  },
});
