#!/usr/bin/env bash
# Builds the engine to WebAssembly: wasm/build/protoscope.{mjs,wasm}, one ES module that serves the
# browser main thread, module Workers, Vitest and plain Node (see shared/research/toolchain.md).
# Rebuilds only when a source is newer than the output (pass --force to rebuild anyway).
set -euo pipefail
cd "$(dirname "$0")/.."
export NODE_PATH=/usr/share/nodejs  # Debian's em++ needs node-acorn from here at -O1 and above
out=wasm/build/protoscope.mjs
mapfile -t sources < <(find engine -name '*.cpp' -not -path 'engine/cli/*' -not -path 'engine/tests/*' -not -path 'engine/bench/*' | sort)
if [[ "${1:-}" != "--force" && -f "$out" ]]; then
  newest=$(find engine wasm/bindings.cpp wasm/node-shim.js wasm/build.sh -newer "$out" \( -name '*.cpp' -o -name '*.h' -o -name '*.js' -o -name '*.sh' \) | head -1)
  [[ -z "$newest" ]] && { echo "wasm: up to date ($out)"; exit 0; }
fi
mkdir -p wasm/build
# One em++ call per source in parallel (objects in wasm/build/obj), then link.
objdir=wasm/build/obj
mkdir -p "$objdir"
flags=(-std=c++20 -O2 -ffp-contract=off -Iengine -Wall)
pids=()
objs=()
for src in "${sources[@]}" wasm/bindings.cpp; do
  obj="$objdir/$(echo "$src" | tr '/' '_').o"
  objs+=("$obj")
  if [[ "${1:-}" == "--force" || ! -f "$obj" || "$src" -nt "$obj" || -n "$(find engine -name '*.h' -newer "$obj" | head -1)" ]]; then
    em++ "${flags[@]}" -c "$src" -o "$obj" &
    pids+=($!)
    if (( ${#pids[@]} >= $(nproc) )); then wait "${pids[0]}"; pids=("${pids[@]:1}"); fi
  fi
done
for p in "${pids[@]}"; do wait "$p"; done
em++ -O2 -lembind "${objs[@]}" -o "$out" \
  -sMODULARIZE=1 -sEXPORT_ES6=1 -sEXPORT_NAME=createProtoScope \
  -sENVIRONMENT=web,worker,node -sALLOW_MEMORY_GROWTH=1 -sINITIAL_MEMORY=33554432 \
  -sDISABLE_EXCEPTION_CATCHING=0 \
  --extern-pre-js wasm/node-shim.js
echo "wasm: built $out ($(stat -c %s wasm/build/protoscope.wasm) bytes)"
