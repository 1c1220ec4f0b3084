// `npm run bench [name]`: runs every benchmark in tests/bench (or those whose file name contains
// `name`), one after another, each in its own process.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';

const filter = process.argv[2] ?? '';
const benches = readdirSync('tests/bench').filter((file) => /^[a-z]\d+-.*\.ts$/.test(file) && file.includes(filter));
let failed = 0;
for (const bench of benches) {
  console.log(`\n=== ${bench} ===`);
  const result = spawnSync('npx', ['tsx', `tests/bench/${bench}`], { stdio: 'inherit' });
  if (result.status !== 0) failed += 1;
}
console.log(`\n${benches.length - failed} benchmarks met their targets, ${failed} missed.`);
process.exit(failed ? 1 : 0);
