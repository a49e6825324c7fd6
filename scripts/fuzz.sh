#!/usr/bin/env bash
# The sanitizer build and a short fuzz pass (issue 14): builds the engine, its tests and the
# libFuzzer harnesses (engine/fuzz/) with clang 14, AddressSanitizer and UndefinedBehaviorSanitizer
# into build-fuzz/, runs the engine tests under the sanitizers (the runner-driving and
# heap-measuring suites excepted: they time or count the sanitized allocator), then each harness
# for FUZZ_SECONDS (default 30) starting from its committed corpus (engine/fuzz/corpus/<name>/).
#   bash scripts/fuzz.sh                   # what the test command runs
#   FUZZ_SECONDS=3600 bash scripts/fuzz.sh # a longer pass; new inputs land in build-fuzz/corpus/
# A finding leaves crash-*/leak-*/oom-*/timeout-* in build-fuzz/ and a non-zero exit status;
# reproduce with build-fuzz/<harness> <file>, then add the file to the corpus with the fix.
set -euo pipefail
cd "$(dirname "$0")/.."
seconds="${FUZZ_SECONDS:-30}"
if [[ ! -f build-fuzz/build.ninja ]]; then
  CXX=clang++-14 cmake -S . -B build-fuzz -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo -DPROTOSCOPE_SANITIZE=ON >/dev/null
fi
cmake --build build-fuzz
export ASAN_OPTIONS=detect_leaks=1:abort_on_error=1 UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1
build-fuzz/engine_tests --gtest_brief=1 --gtest_filter='-Cli.*:Budget.EstimatesBoundWhatShippedScenariosUse:HotLoop.*'
for harness in build-fuzz/*_fuzz; do
  name=$(basename "$harness" _fuzz)
  work="build-fuzz/corpus/$name"
  mkdir -p "$work"
  (cd build-fuzz && "../$harness" -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "../$work" "../engine/fuzz/corpus/$name")
done
echo "fuzz: sanitized engine tests and ${seconds} s per harness passed"
