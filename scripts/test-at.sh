#!/usr/bin/env bash
# Runs a command with the machine's clock starting at a chosen moment (UTC) and running on from there, through
# libfaketime (apt-get install faketime). Node and vitest's workers follow it; nothing in the project changes.
#
#   scripts/test-at.sh '2026-12-31 23:30:00' npm test
#   scripts/test-at.sh '2027-03-28 00:50:00' npm run test:pg      # the night Warsaw's clocks go forward
#   scripts/test-at.sh '2027-10-31 00:50:00' npx vitest run --project web
#
# The moment is read in UTC; TZ is passed on as it is (the CI leaves the machine's, UTC).
set -euo pipefail
if [ $# -lt 2 ]; then
  echo "usage: $0 'YYYY-MM-DD HH:MM:SS' command [args...]   (the moment in UTC)" >&2
  exit 2
fi
if ! command -v faketime >/dev/null; then
  echo "$0: faketime is missing (apt-get install -y faketime)" >&2
  exit 2
fi
moment=$1
shift
target=$(date -u -d "$moment UTC" +%s 2>/dev/null) || {
  echo "$0: not a moment: $moment" >&2
  exit 2
}
# An offset in seconds, not faketime's '@<local time>': a local time is ambiguous when the clocks go back (02:50 in
# Warsaw comes twice on 31 October 2027), and the offset moves every process's clock alike, running on from there.
offset=$((target - $(date -u +%s)))
echo "test-at: the clock starts at $(date -u -d "@$target" '+%Y-%m-%d %H:%M:%S') UTC (${offset} s from now)" >&2
if [ "$offset" -ge 0 ]; then offset="+$offset"; fi
exec faketime -f "${offset}s" "$@"
