#!/usr/bin/env node
// Mutation testing of the lines a change touched (docs/decisions/0080), run by .ci/run after
// `npm test`. Takes the mutated files changed since a base (MUTATION_BASE; by default the
// parent of the newest commit that changed one), skips when there are none, mutates only the
// changed lines of at most MUTATION_MAX_FILES of them (sorted, so the same change always tests
// the same files) with only the tests of those files' folders (MUTATION_TESTS), and stops
// after MUTATION_TIME_LIMIT_MINUTES. Scores are reported, and enforced when MUTATION_BREAK is set.
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { scores } from '../scripts/mutation/mutation-scores.mjs';
import { unitFor } from '../scripts/mutation/mutation-units.mjs';
import { goalFor, isNotMutated, mutatedFolders } from '../stryker.config.mjs';

/** How far back the default base looks for a commit that changed mutated code. */
const commitsSearched = 20;
const maxFiles = Number(process.env.MUTATION_MAX_FILES ?? 3);
const timeLimitMinutes = Number(process.env.MUTATION_TIME_LIMIT_MINUTES ?? 10);
/** MUTATION_BREAK: unset to report scores only; a number for one score every file must
 * reach; `goal` for each file's folder goal (90% in the core, 80% elsewhere). */
const breakSetting = process.env.MUTATION_BREAK ?? '';

function requiredScore(file) {
  if (breakSetting === '') return null;
  return breakSetting === 'goal' ? goalFor(file) : Number(breakSetting);
}
const reportFile = 'reports/mutation/mutation.json';

function git(...args) {
  return execFileSync('git', args, { encoding: 'utf8' }).trim();
}

function filesChanged(from, to) {
  return git('diff', '--name-only', '--diff-filter=AMR', from, to).split('\n').filter(Boolean);
}

function isCommit(revision) {
  try {
    git('rev-parse', '--verify', '--quiet', `${revision}^{commit}`);
    return true;
  } catch {
    return false;
  }
}

/** The base to compare HEAD with: MUTATION_BASE, else the parent of the newest commit (on the
 * first-parent line, merges included) that changed mutated code. A session often ends with a
 * commit of notes alone; comparing with the previous commit would then test nothing. */
function chooseBase() {
  if (process.env.MUTATION_BASE)
    return isCommit(process.env.MUTATION_BASE) ? process.env.MUTATION_BASE : null;
  const commits = git('rev-list', '--first-parent', `--max-count=${commitsSearched}`, 'HEAD');
  for (const commit of commits.split('\n').filter(Boolean)) {
    const parent = `${commit}^1`;
    if (isCommit(parent) && filesChanged(parent, commit).some(isMutated)) return parent;
  }
  return null;
}

/** The line ranges a change added or altered in a file, from `git diff -U0` hunk headers
 * (`@@ -a,b +c,d @@`: d lines from line c; d = 0 is a deletion, nothing left to mutate). */
export function changedLineRanges(diff) {
  const ranges = [];
  for (const match of diff.matchAll(/^@@ -\d+(?:,\d+)? \+(\d+)(?:,(\d+))? @@/gm)) {
    const start = Number(match[1]);
    const count = match[2] === undefined ? 1 : Number(match[2]);
    if (count > 0) ranges.push([start, start + count - 1]);
  }
  return ranges;
}

/** Stryker's `--mutate` entries for the changed lines of each file (`file:first-last`). */
function mutateSpecs(base, files) {
  return files.flatMap((file) =>
    changedLineRanges(git('diff', '-U0', base, 'HEAD', '--', file)).map(
      ([first, last]) => `${file}:${first}-${last}`,
    ),
  );
}

/** The tests of the folders the files are in, as a whole run's unit for that folder takes them
 * (scripts/mutation/mutation-units.mjs): a mutant in a file is judged by its own feature's tests
 * (decision 0080), which keeps the first, unmutated run short. A file at the top of the server
 * (app.ts) takes only the tests beside it: all its folder's tests are every server test, minutes
 * before the first mutant. */
export function folderTests(files) {
  const globs = files.flatMap((file) => unitFor(path.dirname(file)).tests);
  return [...new Set(globs)].join(',');
}

/** Whether a file belongs to a part of its folder's unit that only PostgreSQL reaches (such a
 * part runs with MUTATION_POSTGRES=1): on SQLite alone, none of its mutants would be covered. */
export function needsPostgres(files) {
  return files.some((file) =>
    unitFor(path.dirname(file)).parts.some(
      (part) => part.postgres === true && part.mutate.includes(file),
    ),
  );
}

export function isMutated(file) {
  return (
    file.endsWith('.ts') &&
    !file.endsWith('.test.ts') &&
    !isNotMutated(file) &&
    mutatedFolders.some((folder) => file.startsWith(`${folder}/`)) &&
    fs.existsSync(file)
  );
}

/** Sends a signal to a process group; a group already gone is not an error. */
function signalGroup(leaderPid, signal) {
  try {
    process.kill(-leaderPid, signal);
  } catch (error) {
    if (error.code !== 'ESRCH') throw error;
  }
}

async function main() {
  const base = chooseBase();
  if (base === null) {
    console.log('mutation: no change to mutated code to compare against, skipped');
    return 0;
  }
  const candidates = filesChanged(base, 'HEAD').filter(isMutated).sort();
  if (candidates.length === 0) {
    console.log(`mutation: no mutated-core file changed since ${base}, skipped`);
    return 0;
  }
  const chosen = candidates.slice(0, maxFiles);
  const left = candidates.slice(maxFiles);
  console.log(
    `mutation: lines changed since ${git('rev-parse', '--short', base)} in ${chosen.join(', ')}`,
  );
  if (left.length > 0)
    console.log(`mutation: over the limit of ${maxFiles}, not run: ${left.join(', ')}`);

  const specs = mutateSpecs(base, chosen);
  if (specs.length === 0) {
    console.log('mutation: the change only deleted lines, nothing to mutate');
    return 0;
  }
  fs.rmSync(reportFile, { force: true });
  const stryker = spawn(
    'npx',
    [
      'stryker',
      'run',
      'stryker.config.mjs',
      '--mutate',
      specs.join(','),
      '--reporters',
      'clear-text,json,html',
      // Every mutant of the change is tested, whatever an earlier run here left in the
      // incremental file (a fresh clone has none).
      '--force',
      // A static mutant (code run while a module loads or a test file's beforeAll builds the
      // app) is judged by running every selected test afresh: in one measured run, 7 of 8 mutants
      // were static and the step ran out of time before the first. The full run judges them.
      '--ignoreStatic',
    ],
    {
      stdio: 'inherit',
      detached: true,
      env: {
        ...process.env,
        MUTATION_TESTS: process.env.MUTATION_TESTS ?? folderTests(chosen),
        ...(needsPostgres(chosen) ? { MUTATION_POSTGRES: '1' } : {}),
      },
    },
  );
  // Stryker, its checker and its test runners share one process group: all of them stop at
  // the limit, and any still there 10 s later are killed, so none outlives the CI step.
  const limit = setTimeout(() => {
    console.log(`mutation: stopped after ${timeLimitMinutes} minutes; no score this time`);
    signalGroup(stryker.pid, 'SIGTERM');
    setTimeout(() => signalGroup(stryker.pid, 'SIGKILL'), 10_000).unref();
  }, timeLimitMinutes * 60_000);
  const exitCode = await new Promise((resolve) => stryker.on('exit', (code) => resolve(code)));
  clearTimeout(limit);
  if (!fs.existsSync(reportFile)) return exitCode === null ? 0 : exitCode;
  if (exitCode !== 0) return exitCode;

  const { perFile, overall } = scores(JSON.parse(fs.readFileSync(reportFile, 'utf8')));
  const short = [];
  for (const [file, score] of Object.entries(perFile)) {
    const required = requiredScore(file);
    const shown = score === null ? 'n/a (no mutants)' : `${score.toFixed(1)}%`;
    console.log(`mutation score ${shown} ${file} (required: ${required ?? 'none'}%)`);
    if (required !== null && score !== null && score < required) short.push(file);
  }
  console.log(`mutation score ${overall === null ? 'n/a' : `${overall.toFixed(1)}%`} overall`);
  if (short.length > 0) {
    console.log(`mutation: below the required score: ${short.join(', ')}`);
    return 1;
  }
  return 0;
}

if (import.meta.url === `file://${process.argv[1]}`) process.exitCode = await main();
