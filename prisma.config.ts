// Prisma 7 configuration. The URL is only needed by Prisma's own migrate commands (where the
// native engine can be downloaded); the app and our scripts pass connections explicitly
// (api/platform/db.ts), and `prisma generate` needs no database at all, so a missing DATABASE_URL is fine.
import { defineConfig } from 'prisma/config';

export default defineConfig({
  schema: 'prisma/schema.prisma',
  migrations: { path: 'prisma/migrations' },
  ...(process.env.DATABASE_URL ? { datasource: { url: process.env.DATABASE_URL } } : {}),
});
