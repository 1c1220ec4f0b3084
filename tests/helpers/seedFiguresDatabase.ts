// Writes the admin figures' known history (figuresHistory.ts) into the embedded database of
// DATA_DIR before a server is started on it, for tests/e2e/adminFigures.spec.ts:
//   DATA_DIR=… ADMIN_USERNAME=… ADMIN_PASSWORD=… npx tsx tests/helpers/seedFiguresDatabase.ts
// The administrator is created here, as the server would at start, but 40 days old, so the figures
// are the history's alone; a banned account (as old) is there for the unban confirmation, and a
// partner site with a long address for the sites table on a phone (its logo is the server's own
// icon, at PUBLIC_ORIGIN).
import { seedDefaults } from '../../api/seed';
import { openDatabase } from '../../api/platform/db';
import { seedFiguresHistory } from './figuresHistory';

const dataDir = process.env.DATA_DIR;
const adminUsername = process.env.ADMIN_USERNAME;
const adminPassword = process.env.ADMIN_PASSWORD;
const origin = process.env.PUBLIC_ORIGIN;
if (!dataDir || !adminUsername || !adminPassword || !origin) throw new Error('set DATA_DIR, ADMIN_USERNAME, ADMIN_PASSWORD and PUBLIC_ORIGIN');

const database = await openDatabase({ dataDir });
try {
  const { prisma } = database;
  await seedDefaults(prisma, { adminUsername, adminPassword });
  const longAgo = new Date(Date.now() - 40 * 86_400_000);
  await prisma.user.create({ data: { username: 'fig_banned', password: 'not-a-real-hash', email: 'fig_banned@example.com', status: 'banned' } });
  await prisma.user.updateMany({ data: { createdAt: longAgo } });
  await prisma.tokenLedger.updateMany({ where: { reason: 'signup' }, data: { createdAt: longAgo } });
  await seedFiguresHistory(prisma);
  await prisma.affiliateSite.create({
    data: {
      title: 'Figures Partner',
      description: 'A partner site.',
      logoUrl: `${origin}/favicon.svg`,
      url: 'https://partner.example/a/rather/long/address/that/would/not/fit/on/a/phone',
    },
  });
} finally {
  await database.close();
}
