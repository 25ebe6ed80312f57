import { defineConfig } from 'drizzle-kit';

// `pnpm --filter @admission/local-backend db:generate` writes a new migration after a schema change.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './drizzle',
});
