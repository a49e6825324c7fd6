#!/usr/bin/env bash
# Builds the engine to WebAssembly: wasm/build/protoscope.{mjs,wasm}, one ES module that serves the
# browser main thread, module Workers, Vitest and plain Node (see shared/research/toolchain.md).
# The source list and flags are the top-level CMakeLists.txt's, the same as the native build's;
# Ninja rebuilds only what changed (pass --force to rebuild everything).
set -euo pipefail
cd "$(dirname "$0")/.."
export NODE_PATH=/usr/share/nodejs  # Debian's em++ needs node-acorn from here at -O1 and above
[[ "${1:-}" == "--force" ]] && rm -rf build-wasm
if [[ ! -f build-wasm/build.ninja ]]; then
  emcmake cmake -S . -B build-wasm -G Ninja -DCMAKE_BUILD_TYPE=Release >/dev/null
fi
cmake --build build-wasm --target protoscope
echo "wasm: built wasm/build/protoscope.mjs ($(stat -c %s wasm/build/protoscope.wasm) bytes)"
