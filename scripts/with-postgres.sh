#!/usr/bin/env bash
# Starts a throw-away PostgreSQL on 127.0.0.1, runs the given command with TEST_DATABASE_URL set, stops it.
set -euo pipefail
bin=$(dirname "$(compgen -G '/usr/lib/postgresql/*/bin/initdb' | sort -V | tail -n 1)")
dir=$(mktemp -d /tmp/setledger-pg.XXXXXX)
# A free port unless PGPORT_TEST says which: several checkouts may run their suites at once.
port=${PGPORT_TEST:-$(node -e "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")}
chown postgres "$dir" 2>/dev/null || true
as_pg() { if [[ $(id -u) -eq 0 ]]; then runuser -u postgres -- "$@"; else "$@"; fi; }
as_pg "$bin/initdb" -D "$dir/data" -A trust -U postgres >/dev/null
as_pg "$bin/pg_ctl" -D "$dir/data" -l "$dir/log" -w -o "-h 127.0.0.1 -p $port -k $dir" start >/dev/null
stop() { as_pg "$bin/pg_ctl" -D "$dir/data" -m fast -w stop >/dev/null || true; rm -rf "$dir"; }
trap stop EXIT
as_pg "$bin/createdb" -h 127.0.0.1 -p "$port" -U postgres setledger_test
echo "PostgreSQL $("$bin/postgres" --version | awk '{print $3}') on 127.0.0.1:$port"
TEST_DATABASE_URL="postgres://postgres@127.0.0.1:$port/setledger_test" "$@"
