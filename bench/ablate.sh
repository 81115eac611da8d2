#!/usr/bin/env bash
# What each save/read-path mechanism earns (issue 37): for each patch in bench/ablations/ that
# switches one mechanism off, a throw-away git worktree of HEAD (under /tmp) with the patch
# applied, then either the save-path tests in it or bench/load.ts in it alternating with an
# unpatched worktree of HEAD.
#
#   bench/ablate.sh test  [NAME...]                     # save-path tests in each variant
#   bench/ablate.sh bench [--runs 2] [--duration 5] [--rounds 2] [NAME...]
#   bench/ablate.sh check                               # proves a variant runs its patch
#
# NAME is a file name in bench/ablations/ without `.patch`; no NAME means every patch. The
# worktrees use this checkout's node_modules by symlink (workspace packages resolve to this
# checkout's packages/, which no patch touches). `bench` runs, per round of --runs, the
# baseline then each variant, and prints each load.ts run's ratios; full output is kept in
# the results directory it names. Run `bench` only on a quiet machine.
set -euo pipefail

here="$(cd "$(dirname "$0")" && pwd)"
root="$(cd "$here/.." && pwd)"
patches="$here/ablations"
mode="${1:-}"
shift || true
runs=2
duration=5
rounds=2
names=()
while [ $# -gt 0 ]; do
  case "$1" in
    --runs) runs="$2"; shift 2 ;;
    --duration) duration="$2"; shift 2 ;;
    --rounds) rounds="$2"; shift 2 ;;
    *) names+=("$1"); shift ;;
  esac
done
if [ ${#names[@]} -eq 0 ]; then
  for file in "$patches"/*.patch; do names+=("$(basename "$file" .patch)"); done
fi

work="$(mktemp -d /tmp/csa-ablate-XXXXXX)"
results="$work/results"
mkdir -p "$results"
worktrees=()
cleanup() {
  for tree in "${worktrees[@]}"; do git -C "$root" worktree remove --force "$tree" >/dev/null 2>&1 || true; done
  git -C "$root" worktree prune
}
trap cleanup EXIT

# A worktree of HEAD with bench/ablations/NAME.patch applied, if there is one ('baseline').
worktree() {
  local name="$1" tree="$work/$1"
  git -C "$root" worktree add --detach --quiet "$tree" HEAD
  worktrees+=("$tree")
  ln -s "$root/node_modules" "$tree/node_modules"
  if [ -f "$patches/$name.patch" ]; then
    git -C "$tree" apply "$patches/$name.patch"
    git -C "$tree" diff --stat | tail -1 | sed "s/^/  $name: /"
  fi
}

# vitest's "Tests  79 passed (79)" line, without colours.
tests_line() { sed 's/\x1b\[[0-9;]*m//g' "$1" | grep -E '^ +Tests ' | tr -s ' ' | sed 's/^ //' || true; }

save_path_tests=(
  apps/server/src/forms/save-durability.test.ts
  apps/server/src/forms/form-repository-save.test.ts
  apps/server/src/forms/form-routes.test.ts
  apps/server/src/forms/submit-save-race.test.ts
)

run_tests() {
  local name="$1"
  worktree "$name"
  (
    cd "$work/$name"
    TEST_DATABASE_URL="${TEST_DATABASE_URL:-postgres://postgres@127.0.0.1:5432/test}" \
      REQUIRE_POSTGRES=1 npx vitest run --project server --maxWorkers=1 "${save_path_tests[@]}"
  ) >"$results/$name.test.log" 2>&1 && status=pass || status=FAIL
  echo "$name: save-path tests $status ($(tests_line "$results/$name.test.log")) log $results/$name.test.log"
}

# One load.ts run; prints its ratios per round on one line each.
run_load() {
  local name="$1" run="$2"
  # Its own statement: in one `local`, $name would still be the caller's loop variable.
  local log="$results/$name.$run.load.log"
  (cd "$work/$name/bench" && npx tsx load.ts --duration "$duration" --rounds "$rounds") >"$log" 2>&1 ||
    echo "  $name run $run: load.ts exited $? (see $log)"
  node "$here/ablate-summary.mjs" "$name" "$run" "$log"
}

case "$mode" in
  test)
    for name in "${names[@]}"; do run_tests "$name"; done
    ;;
  bench)
    worktree baseline
    for name in "${names[@]}"; do worktree "$name"; done
    echo "load.ts --duration $duration --rounds $rounds, $runs runs each, baseline first in each; logs in $results"
    for run in $(seq 1 "$runs"); do
      for name in "${names[@]}"; do
        run_load baseline "$run.$name"
        run_load "$name" "$run"
      done
    done
    ;;
  check)
    # A patch that throws in every save: if the variant ran this checkout's code instead of its
    # own, the save-path route tests would pass.
    worktree throws
    sed -i 's|const result = await forms.save(|throw new Error("ablation check"); const result = await forms.save(|' \
      "$work/throws/apps/server/src/forms/form-routes.ts"
    (cd "$work/throws" && npx vitest run --project server --maxWorkers=1 apps/server/src/forms/form-routes.test.ts) \
      >"$results/check.log" 2>&1 && echo "check FAILED: the variant did not run its own code" && exit 1
    echo "check passed: a throw in the variant's save fails its tests ($(tests_line "$results/check.log"))"
    ;;
  *)
    sed -n '2,14p' "$0"
    exit 2
    ;;
esac
