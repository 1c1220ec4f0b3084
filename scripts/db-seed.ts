// npm run db:seed — migrates, then inserts the default token packs and, when ADMIN_USERNAME and
// ADMIN_PASSWORD are set, the admin account. Same database selection as db:migrate.
import { openDatabase } from '../api/platform/db';
import { seedDefaults } from '../api/seed';

const db = await openDatabase({
  databaseUrl: process.env.DATABASE_URL || undefined,
  dataDir: process.env.DATA_DIR || './data',
  log: (msg) => console.log(msg),
});
try {
  await seedDefaults(db.prisma, {
    adminUsername: process.env.ADMIN_USERNAME || undefined,
    adminPassword: process.env.ADMIN_PASSWORD || undefined,
  });
  console.log('seed: default token packs present' + (process.env.ADMIN_USERNAME ? `, admin ${process.env.ADMIN_USERNAME} ready` : ''));
} finally {
  await db.close();
}
