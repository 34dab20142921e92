#!/usr/bin/env bash
# Installs the Debian packages the tests need when they are missing: chromium for the browser journeys
# and, with --postgres, a PostgreSQL server for the CI pass on a real database.
set -euo pipefail
need=()
command -v chromium >/dev/null 2>&1 || need+=(chromium)
if [[ "${1:-}" == "--postgres" ]]; then
  compgen -G '/usr/lib/postgresql/*/bin/initdb' >/dev/null || need+=(postgresql)
fi
if ((${#need[@]})); then
  SUDO=""
  [[ $(id -u) -ne 0 ]] && SUDO="sudo"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${need[@]}" >/dev/null
fi
