#!/usr/bin/env bash
# Lint and format check for both languages; `--fix` rewrites files instead of failing.
#   C++ (engine/, wasm/): clang-format (style in .clang-format) and clang-tidy (checks in .clang-tidy)
#   TypeScript (web/, tests/): Biome, formatter and linter (biome.json)
# Exit status: 0 only if everything is clean.
set -uo pipefail
cd "$(dirname "$0")/.."
fix=0
[[ "${1:-}" == "--fix" ]] && fix=1
failed=()

mapfile -t cpp < <(git ls-files 'engine/*.cpp' 'engine/*.h' 'wasm/*.cpp' 'fuzz/*.cpp' 2>/dev/null; git ls-files --others --exclude-standard 'engine/*.cpp' 'engine/*.h' 'wasm/*.cpp')
if (( fix )); then
  clang-format -i "${cpp[@]}"
  npx biome check --write . || failed+=(biome)
else
  clang-format --dry-run --Werror "${cpp[@]}" || failed+=(clang-format)
  npx biome check . || failed+=(biome)
fi

# clang-tidy needs the native build's compile_commands.json (scripts/test.sh configures it first).
# --fix only formats: clang-tidy's findings need a hand.
if (( fix )); then
  :
elif [[ -f build-native/compile_commands.json ]]; then
  mapfile -t tus < <(printf '%s\n' "${cpp[@]}" | grep -E '^engine/.*\.cpp$' | grep -v '^engine/tests/')
  log=$(mktemp)
  printf '%s\n' "${tus[@]}" | xargs -P "$(nproc)" -n 4 clang-tidy -p build-native --quiet \
    --extra-arg=-Wno-unknown-warning-option >"$log" 2>&1 || failed+=(clang-tidy)
  grep -vE '^[0-9]+ warnings? (and [0-9]+ errors? )?generated|^Suppressed|^Use -header-filter|^$' "$log" || true
  rm -f "$log"
else
  echo "lint: skipping clang-tidy (no build-native/compile_commands.json; configure the native build first)"
fi

# One concept per file: a source file over 400 lines must say why near its top ("Long file: ...").
long=()
while IFS= read -r f; do
  n=$(wc -l <"$f")
  if (( n > 400 )) && ! head -n 12 "$f" | grep -q "Long file:"; then long+=("$f ($n lines)"); fi
done < <(git ls-files 'engine/*.cpp' 'engine/*.h' 'web/*.ts' 'web/*.tsx' 'web/*.css' 'tests/*.ts' 'tests/*.mjs' 'wasm/*.cpp' 'scripts/*.sh'; git ls-files --others --exclude-standard 'engine/*.cpp' 'engine/*.h' 'web/*.ts' 'web/*.tsx' 'web/*.css' 'tests/*.ts' 'tests/*.mjs')
if [ ${#long[@]} -gt 0 ]; then
  printf 'lint: over 400 lines without a "Long file:" reason at the top: %s\n' "${long[@]}"
  failed+=(file-size)
fi

if [ ${#failed[@]} -gt 0 ]; then
  echo "lint: FAILED: ${failed[*]} (bash scripts/lint.sh --fix formats; the rest needs a hand)"
  exit 1
fi
echo "lint: clean"
