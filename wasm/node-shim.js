// Prepended to the Emscripten ES-module loader (outside its factory). Node's ESM has no
// require/__dirname, which the loader uses to read the .wasm file; process.getBuiltinModule
// (Node >= 20.16) provides them without an import, so bundlers never see a Node module and the
// browser skips this branch.
// biome-ignore lint/correctness/noUnusedVariables: read by the Emscripten loader this file is prepended to
var require, __dirname, __filename;
if (typeof process === 'object' && typeof process.getBuiltinModule === 'function') {
  require = process.getBuiltinModule('module').createRequire(import.meta.url);
  __filename = process.getBuiltinModule('url').fileURLToPath(import.meta.url);
  __dirname = process.getBuiltinModule('path').dirname(__filename);
}
