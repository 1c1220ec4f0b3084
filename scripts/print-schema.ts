/**
 * Prints the Pothos schema to schema.graphql (the contract between api/ and web/).
 * With --check it only compares, and fails when the committed file is stale.
 */
import { readFileSync, writeFileSync, existsSync } from 'node:fs';
import { printSchemaFile } from '../api/schema/print';

const target = new URL('../schema.graphql', import.meta.url);
const printed = printSchemaFile();

if (process.argv.includes('--check')) {
  const current = existsSync(target) ? readFileSync(target, 'utf8') : '';
  if (current !== printed) {
    console.error('schema.graphql is stale: run `npm run schema` and commit the result.');
    process.exit(1);
  }
  console.log('schema.graphql is current.');
} else {
  writeFileSync(target, printed);
  console.log('schema.graphql written.');
}
