// `npm run reproduce -- <name>`: prints a paper's tables beside our results.
// Each report is tests/reproduce/<name>.mjs and exports `default async function report(args)`.
import { existsSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const [name, ...rest] = process.argv.slice(2);
const available = readdirSync(here)
  .filter((f) => f.endsWith('.mjs') && f !== 'index.mjs' && !f.startsWith('_'))
  .map((f) => f.slice(0, -4));
if (!name || !existsSync(join(here, `${name}.mjs`))) {
  console.error(`usage: npm run reproduce -- <${available.join('|') || 'name'}> [options]`);
  process.exit(1);
}
const mod = await import(join(here, `${name}.mjs`));
await mod.default(rest);
