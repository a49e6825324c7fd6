#!/usr/bin/env bash
# Starts ProtoScope on the default scenario: installs what is missing, builds the engine to
# WebAssembly and the web app, and serves it. Ctrl-C stops the server.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/deps.sh
bash wasm/build.sh
npx tsc --noEmit -p .
npx vite build --logLevel warn
port="${PORT:-4173}"
echo
echo "ProtoScope is running at http://localhost:${port}/  (Ctrl-C to stop)"
echo
exec node_modules/.bin/vite preview --port "$port" --strictPort --host 0.0.0.0
