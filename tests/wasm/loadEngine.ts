// Loads the real wasm engine under Node. Node 20's fetch cannot read file:// URLs, so the binary is
// handed over as wasmBinary (toolchain.md P4). node:fs stays here, out of web/, so the browser
// bundle never sees it.
import { readFileSync } from 'node:fs';
import createProtoScope from '../../wasm/build/protoscope.mjs';

export const loadEngine = () =>
  createProtoScope({ wasmBinary: readFileSync(new URL('../../wasm/build/protoscope.wasm', import.meta.url)) });

export const readScenario = (name: string): string =>
  readFileSync(new URL(`../../scenarios/${name}.json`, import.meta.url), 'utf8');
