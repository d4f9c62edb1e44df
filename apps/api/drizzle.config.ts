import { defineConfig } from 'drizzle-kit';

// Only `drizzle-kit generate` is used: migrations are committed SQL, applied at start-up.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './drizzle',
  casing: 'snake_case',
});
