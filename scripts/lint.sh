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

if [ ${#failed[@]} -gt 0 ]; then
  echo "lint: FAILED: ${failed[*]} (bash scripts/lint.sh --fix formats; the rest needs a hand)"
  exit 1
fi
echo "lint: clean"
