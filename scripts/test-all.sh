#!/usr/bin/env bash
# Installs everything a fresh Debian machine with Node 20 lacks, then runs every test:
# lint and types, unit and GraphQL tests (embedded PGlite), and the browser journeys in Debian's chromium.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/install-system-deps.sh "$@"
# npm install, not npm ci: the registry here lacks the other platforms' optional packages that npm ci insists on.
npm install --no-audit --no-fund
npm test
