#!/usr/bin/env bash
# Installs everything a fresh Debian machine with Node 20 lacks, then runs every test:
# lint and types, unit and GraphQL tests (embedded PGlite), and the browser journeys in Debian's chromium.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/install-system-deps.sh "$@"
# npm ci: the lock file is the truth (it lists every platform package of the formatter, so it passes here too).
npm ci --no-audit --no-fund
npm test
