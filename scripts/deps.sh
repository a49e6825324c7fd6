#!/usr/bin/env bash
# Installs what ProtoScope needs and is missing: Debian packages (the WebAssembly toolchain,
# Chromium for the browser tests, the native toolchain, GoogleTest, clang-format and clang-tidy) and the npm packages.
# Safe to run repeatedly: it only installs what is absent.
set -euo pipefail
cd "$(dirname "$0")/.."

need=()
command -v em++ >/dev/null || need+=(emscripten)
[ -x /usr/bin/chromium ] || need+=(chromium)
command -v cmake >/dev/null || need+=(cmake)
command -v clang-format >/dev/null || need+=(clang-format)
command -v clang-tidy >/dev/null || need+=(clang-tidy)
command -v ninja >/dev/null || need+=(ninja-build)
command -v g++ >/dev/null || need+=(g++)
[ -f /usr/lib/x86_64-linux-gnu/cmake/GTest/GTestConfig.cmake ] || [ -f /usr/lib/cmake/GTest/GTestConfig.cmake ] || need+=(libgtest-dev)
command -v node >/dev/null || need+=(nodejs npm)
if [ ${#need[@]} -gt 0 ]; then
  echo "deps: installing Debian packages: ${need[*]}"
  sudo=""
  [ "$(id -u)" -ne 0 ] && sudo="sudo"
  $sudo apt-get update -qq
  $sudo apt-get -o DPkg::Lock::Timeout=300 install -y -qq "${need[@]}" >/dev/null
fi

# npm packages: reinstall when the lockfile's content differs from the one installed. Content,
# not modification time: a checkout or merge touches package-lock.json without changing it, and a
# needless npm ci in a git worktree whose node_modules is shared would empty it under everyone.
lock_hash=$(sha256sum package-lock.json | cut -d' ' -f1)
if [ ! -d node_modules ] || [ "$(cat node_modules/.installed-lock-sha256 2>/dev/null)" != "$lock_hash" ]; then
  echo "deps: npm ci"
  npm ci --no-audit --no-fund --loglevel=error
  echo "$lock_hash" >node_modules/.installed-lock-sha256
fi
