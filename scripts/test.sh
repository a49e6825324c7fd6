#!/usr/bin/env bash
# Runs every test suite: the lint of both languages, the engine's GoogleTest suites (ctest) natively
# and again under AddressSanitizer + UndefinedBehaviorSanitizer with a short fuzz pass, Vitest (TypeScript units, the
# wasm engine under Node, native-vs-wasm determinism), the type check and production build, and
# the Playwright browser tests in Debian's Chromium. Installs what is missing first.
# Exit status: 0 only if every suite passed.
set -uo pipefail
cd "$(dirname "$0")/.."
start=$(date +%s)
bash scripts/deps.sh || exit 1

failed=()
step() {
  local name="$1"; shift
  echo
  echo "=== $name"
  local t0=$(date +%s)
  if "$@"; then echo "=== $name: ok ($(( $(date +%s) - t0 )) s)"; else echo "=== $name: FAILED"; failed+=("$name"); fi
}

step "native build" bash -c 'cmake -S . -B build-native -G Ninja >/dev/null && cmake --build build-native'
step "lint (clang-format, clang-tidy, Biome)" bash scripts/lint.sh
step "engine tests (ctest)" ctest --test-dir build-native --output-on-failure -j2
step "sanitizers and fuzzing (ASan+UBSan engine tests, libFuzzer)" bash scripts/fuzz.sh
step "wasm build" bash wasm/build.sh
step "vitest (units, wasm engine, determinism)" npx vitest run
step "type check and web build" bash -c 'npx tsc --noEmit -p . && npx vite build --logLevel warn'
step "browser tests (playwright)" npx playwright test

echo
echo "total: $(( $(date +%s) - start )) s"
if [ ${#failed[@]} -gt 0 ]; then
  echo "FAILED: ${failed[*]}"
  exit 1
fi
echo "all test suites passed"
