// The Vite plugin behind `import index from 'virtual:scenario-index'`: reads scenarios/*.json at
// build time (and again when one changes under the dev server) and emits only their index
// (web/scenarios/scenarioIndex.ts). Runs in Node, from vite.config.ts; never part of the page.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { scenarioIndex, scenarioTranslations } from '../scenarios/scenarioIndex.ts';

const VIRTUAL = 'virtual:scenario-index';
/** The translated titles and descriptions, a chunk of its own: only a page shown in another language fetches it. */
const DESCRIPTIONS = 'virtual:scenario-translations';
/** Vite plugin: `import index from 'virtual:scenario-index'` gives scenarioIndex(scenarios/*.json);
 *  'virtual:scenario-translations' gives scenarioTranslations(...). */
export function scenarioIndexPlugin(dir: string): Plugin {
  return {
    name: 'protoscope-scenario-index',
    resolveId: (id) => (id === VIRTUAL || id === DESCRIPTIONS ? `\0${id}` : undefined),
    load(id) {
      if (id !== `\0${VIRTUAL}` && id !== `\0${DESCRIPTIONS}`) return undefined;
      const sources: Record<string, string> = {};
      for (const f of readdirSync(dir).filter((n) => n.endsWith('.json'))) {
        const path = join(dir, f);
        this.addWatchFile(path);
        sources[f] = readFileSync(path, 'utf8');
      }
      const data = id === `\0${VIRTUAL}` ? scenarioIndex(sources) : scenarioTranslations(sources);
      return `export default ${JSON.stringify(data)};`;
    },
  };
}
