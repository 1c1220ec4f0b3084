// npm run db:migrate — applies pending migrations to DATABASE_URL, or to the embedded PGlite
// database in DATA_DIR (default ./data) when DATABASE_URL is unset. The app does the same at start.
import { openDatabase } from '../api/platform/db';

const db = await openDatabase({
  databaseUrl: process.env.DATABASE_URL || undefined,
  dataDir: process.env.DATA_DIR || './data',
  log: (msg) => console.log(msg),
});
await db.close();
