// Build-time step (Node side of vite.config.ts, like everything in web/hosting/): compiles
// scenarios/schema.json with Ajv into plain JavaScript, served as the module
// "virtual:scenario-validator". Ajv's usual runtime compile calls new Function, which the
// Content-Security-Policy (securityPolicy.ts) forbids; its standalone output is ordinary code,
// generated from the committed schema on every build and test run, so it cannot go stale.
import { readFileSync } from 'node:fs';
import Ajv2020 from 'ajv/dist/2020';
import standaloneCode from 'ajv/dist/standalone';
import type { Plugin } from 'vite';

const ID = 'virtual:scenario-validator';
const RESOLVED = `\0${ID}`;

export function scenarioValidator(schemaPath: string): Plugin {
  return {
    name: 'protoscope-scenario-validator',
    resolveId: (id) => (id === ID ? RESOLVED : undefined),
    load(id) {
      if (id !== RESOLVED) return undefined;
      this.addWatchFile(schemaPath);
      const schema = JSON.parse(readFileSync(schemaPath, 'utf8')) as object;
      // strict: false because the schema carries its own annotations (x-unit, x-range-why, ...).
      const ajv = new Ajv2020({ strict: false, allErrors: false, code: { source: true, esm: true } });
      const code = standaloneCode(ajv, ajv.compile(schema));
      // Ajv's ESM output still requires one runtime helper (string length in code points).
      return `import __ucs2length from 'ajv/dist/runtime/ucs2length';\n${code.replace(
        /require\("ajv\/dist\/runtime\/ucs2length"\)\.default/g,
        '(__ucs2length.default ?? __ucs2length)',
      )}\nexport const units = ${JSON.stringify(unitsByPointer(schema))};\n`;
    },
  };
}

/**
 * Each declared unit (x-unit) by the JSON pointer of its field's schema ("#/$defs/link/properties/
 * bandwidth" -> "bit/s"), the spelling of an Ajv error's schemaPath without its keyword: the
 * schema check's Portuguese messages name the unit of the bound a value breaks.
 */
export function unitsByPointer(schema: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  const walk = (node: unknown, pointer: string) => {
    if (Array.isArray(node)) {
      for (const [i, v] of node.entries()) walk(v, `${pointer}/${i}`);
    } else if (node && typeof node === 'object') {
      for (const [key, v] of Object.entries(node)) {
        if (key === 'x-unit' && typeof v === 'string') out[pointer] = v;
        else walk(v, `${pointer}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`);
      }
    }
  };
  walk(schema, '#');
  return out;
}
