// @ts-check
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * The web's features, one per capability (docs/decisions/0027). Each is entered only through its
 * `index.ts`; the one-way dependencies between them are listed here, and nowhere else may one
 * feature import another. dpdm (`npm run lint:cycles`) keeps the list free of cycles.
 */
const webFeatures = readdirSync(new URL('./apps/web/src/features', import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** @type {Record<string, string[]>} */
const webFeatureUses = {
  // The checkout ends on the order's receipt.
  checkout: ['orders'],
  // An accepted offer of seats is paid in the checkout, which owns the order it resumes.
  waitlist: ['checkout'],
  // An organizer refunds orders with the buyers' ticket chooser, hands out the doors' links
  // and refreshes the activity feed its actions add to.
  'event-admin': ['orders', 'check-in', 'account'],
  // The organization's statement sits among its pages, under their header (issue 29).
  settlement: ['organizations'],
};

/** How deep a feature's folders go: the relative-import rule is written for each depth. */
const WEB_FEATURE_DEPTH = 6;

const apiModules = readdirSync(new URL('./apps/api/src/modules', import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** Frameworks and I/O the pure domain package must never import. */
const notInDomain = [
  'react',
  'react-*',
  '@tanstack/*',
  'fastify',
  '@fastify/*',
  'fastify-*',
  'drizzle-orm',
  'drizzle-orm/*',
  'pg',
  '@electric-sql/*',
  'node:*',
  'fs',
  'http',
  'vite',
];

/** The web never reaches into server code; contracts come from packages/domain. */
const webNeverImports = {
  group: ['**/apps/api/**', '**/api/src/**', '@bilheteria/api', '@bilheteria/api/**'],
  message: 'The web never imports server code; share contracts through packages/domain.',
};

/** The server never imports web code. */
const apiNeverImportsWeb = {
  group: ['**/apps/web/**', '@bilheteria/web', '@bilheteria/web/**'],
  message: 'The server never imports web code.',
};

/**
 * Imports that pass a module's front door (its index.ts) for a file inside it: './modules/x/…'
 * from outside the modules, '../x/…' (or deeper) from another module. Test code may also use
 * another module's test fixtures (`test-*.ts` files and `test/` folders).
 */
function moduleInternals(modules, { tests }) {
  const allowed = tests ? 'index$|(?:.*/)?test-[^/]+$|(?:.*/)?test/' : 'index$';
  return {
    regex: `^\\.{1,2}/(?:\\.\\./)*(?:modules/)?(?:${modules.join('|')})/(?!${allowed})`,
    caseSensitive: true,
    message:
      "A module is entered through its index.ts: import from the module's folder, and export " +
      'there what other modules need (docs/decisions/0026).',
  };
}

/** Where the API's test code lives, under `root` (a module's folder, or the whole app). */
const apiTestFiles = (root) => [
  `${root}/**/*.test.ts`,
  `${root}/**/test-*.ts`,
  `${root}/**/test/**/*.ts`,
];

/**
 * `no-restricted-imports` with these pattern groups. A later config block replaces an earlier
 * one's options for the same rule, so each block lists every group that applies to its files.
 */
function restrict(...patterns) {
  return ['error', { patterns }];
}

/**
 * A feature's files other than its index.ts, for code outside it (`own` may reach its own).
 * Tests may use any feature's test fakes; production code never imports test code (below).
 */
function featureInternals(own) {
  const outside = own ? `(?!${own}/)` : '';
  return {
    regex: `^@/features/${outside}[^/]+/(?!(?:.*/)?test/)`,
    message: "Another feature is entered through its index.ts: import '@/features/<name>'.",
  };
}

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      'coverage/**',
      'test-results/**',
      'playwright-report/**',
      'apps/api/drizzle/**',
      'bench/results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        projectService: { allowDefaultProject: ['vitest.config.ts', 'eslint.config.js'] },
        tsconfigRootDir: import.meta.dirname,
      },
      globals: { ...globals.node },
    },
    rules: {
      'no-duplicate-imports': ['error', { allowSeparateTypeImports: true }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/only-throw-error': 'error',
      // Fastify plugins are async by contract even when they await nothing.
      '@typescript-eslint/require-await': 'off',
    },
  },
  {
    // Tests read JSON answers, which are `any` by nature; production code may not.
    files: ['**/*.test.{ts,tsx}', 'e2e/**/*.ts', 'bench/**/*.ts'],
    rules: {
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  {
    files: ['**/*.{js,mjs}'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    files: ['packages/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': restrict(
        { group: notInDomain, message: 'packages/domain is pure: no framework, no I/O.' },
        {
          group: ['**/apps/**', '@bilheteria/api', '@bilheteria/web'],
          message: 'packages/domain must not depend on the apps.',
        },
      ),
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': restrict(webNeverImports),
    },
  },
  // One-way imports in the web (bulletproof-react): shared folders → features → app routes.
  // Imports across folders go through the '@/' alias, so the rules can read them.
  ...webFeatures.flatMap((feature) =>
    Array.from({ length: WEB_FEATURE_DEPTH }, (_, depth) => ({
      files: [`apps/web/src/features/${feature}/${'*/'.repeat(depth)}*.{ts,tsx}`],
      rules: {
        'no-restricted-imports': restrict(
          webNeverImports,
          featureInternals(feature),
          {
            group: [
              '@/features/*',
              `!@/features/${feature}`,
              ...(webFeatureUses[feature] ?? []).map((used) => `!@/features/${used}`),
            ],
            message: `Features do not import each other, but for the one-way uses listed in eslint.config.js (${feature}: ${(webFeatureUses[feature] ?? []).join(', ') || 'none'}); move shared code to components/, api/ or lib/.`,
          },
          {
            group: ['@/app', '@/app/**'],
            message: 'Features must not import the app shell.',
          },
          {
            group: [`${'../'.repeat(depth + 1)}*`, `${'../'.repeat(depth + 1)}**`],
            message: "Reach outside the feature through '@/…', not '../'.",
          },
        ),
      },
    })),
  ),
  {
    // Pages (app/routes) compose features through their index; the rest of the shell loads
    // the routes.
    files: ['apps/web/src/app/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': restrict(webNeverImports, featureInternals()),
    },
  },
  {
    files: ['apps/web/src/app/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/app/routes/**', 'apps/web/src/app/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': restrict(webNeverImports, {
        group: ['@/features', '@/features/**'],
        message: 'Features are composed by the pages in app/routes.',
      }),
    },
  },
  {
    // Test-only fakes and helpers live in `test/` folders beside the code they serve (a
    // feature's own, or src/test); production code never reaches them. A second rule, so the
    // one-way groups above keep their own options.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/**/*.test.{ts,tsx}', 'apps/web/src/**/test/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                '**/test/**',
                '**/*.test',
                '**/*-test-*',
                'msw',
                'msw/**',
                '@testing-library/*',
              ],
              message: 'Production code never imports test code; fakes live in test/ folders.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/src/{components,api,lib,test}/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': restrict(webNeverImports, {
        group: ['@/features', '@/features/**', '@/app', '@/app/**', '../features/**', '../app/**'],
        message: 'Shared code must not import features or the app shell.',
      }),
    },
  },
  // One front door per API module: code outside a module imports only its index.ts; the
  // module's own files and tests import whatever they need inside it.
  {
    files: ['apps/api/**/*.ts'],
    rules: {
      'no-restricted-imports': restrict(
        apiNeverImportsWeb,
        moduleInternals(apiModules, { tests: false }),
      ),
    },
  },
  {
    files: apiTestFiles('apps/api/src'),
    rules: {
      'no-restricted-imports': restrict(
        apiNeverImportsWeb,
        moduleInternals(apiModules, { tests: true }),
      ),
    },
  },
  ...apiModules.flatMap((name) => {
    const others = apiModules.filter((other) => other !== name);
    return [
      {
        files: [`apps/api/src/modules/${name}/**/*.ts`],
        rules: {
          'no-restricted-imports': restrict(
            apiNeverImportsWeb,
            moduleInternals(others, { tests: false }),
          ),
        },
      },
      {
        files: apiTestFiles(`apps/api/src/modules/${name}`),
        rules: {
          'no-restricted-imports': restrict(
            apiNeverImportsWeb,
            moduleInternals(others, { tests: true }),
          ),
        },
      },
    ];
  }),
  prettier,
);
