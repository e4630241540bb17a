#!/usr/bin/env bash
# No import circle anywhere (issue 20): each package is cruised with its own tsconfig, so its path aliases resolve.
set -euo pipefail
cd "$(dirname "$0")/.."
config="$PWD/.dependency-cruiser.cjs"
bin="$PWD/node_modules/.bin/depcruise"
cruise() {
  (cd "$1" && shift && "$bin" --config "$config" --ts-config tsconfig.json --output-type err "$@")
}
cruise packages/shared src
cruise apps/api src test ops-test build
cruise apps/web src build
cruise e2e .
cruise bench .
