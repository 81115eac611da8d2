#!/usr/bin/env node
// Mutation testing of the lines a change touched (docs/decisions/0080), run by .ci/run after
// `npm test`. Takes the mutated-core files changed since a base (MUTATION_BASE, default the
// previous commit), skips when there are none, mutates only the changed lines of at most
// MUTATION_MAX_FILES of them (sorted, so the same change always tests the same files) with
// only the tests of those files' folders (MUTATION_TESTS), and stops after
// MUTATION_TIME_LIMIT_MINUTES. Scores are reported, not enforced, unless MUTATION_BREAK is set.
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { mutatedFolders, notMutated } from '../stryker.config.mjs';

const base = process.env.MUTATION_BASE ?? 'HEAD~1';
const maxFiles = Number(process.env.MUTATION_MAX_FILES ?? 3);
const timeLimitMinutes = Number(process.env.MUTATION_TIME_LIMIT_MINUTES ?? 10);
const breakScore = process.env.MUTATION_BREAK ? Number(process.env.MUTATION_BREAK) : null;
const reportFile = 'reports/mutation/mutation.json';

function git(...args) {
  return execFileSync('git', args, { encoding: 'utf8' }).trim();
}

function changedFiles() {
  try {
    git('rev-parse', '--verify', '--quiet', `${base}^{commit}`);
  } catch {
    return null;
  }
  return git('diff', '--name-only', '--diff-filter=AMR', base, 'HEAD').split('\n').filter(Boolean);
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
function mutateSpecs(files) {
  return files.flatMap((file) =>
    changedLineRanges(git('diff', '-U0', base, 'HEAD', '--', file)).map(
      ([first, last]) => `${file}:${first}-${last}`,
    ),
  );
}

/** The tests of the folders the files are in: a mutant in a file is judged by its own
 * feature's tests (decision 0080), which keeps the first, unmutated run short. */
function folderTests(files) {
  return [...new Set(files.map((file) => `${path.dirname(file)}/**/*.test.ts`))].join(',');
}

export function isMutated(file) {
  return (
    file.endsWith('.ts') &&
    !file.endsWith('.test.ts') &&
    !notMutated.includes(file) &&
    mutatedFolders.some((folder) => file.startsWith(`${folder}/`)) &&
    fs.existsSync(file)
  );
}

/** Per-file and overall mutation score of a Stryker JSON report, as Stryker counts it:
 * killed and timed-out mutants over all valid ones (survived and uncovered included). */
export function scores(report) {
  const perFile = {};
  let detected = 0;
  let valid = 0;
  for (const [file, { mutants }] of Object.entries(report.files)) {
    let fileDetected = 0;
    let fileValid = 0;
    for (const { status } of mutants) {
      if (['Killed', 'Timeout'].includes(status)) fileDetected += 1;
      if (['Killed', 'Timeout', 'Survived', 'NoCoverage'].includes(status)) fileValid += 1;
    }
    perFile[file] = fileValid === 0 ? null : (100 * fileDetected) / fileValid;
    detected += fileDetected;
    valid += fileValid;
  }
  return { perFile, overall: valid === 0 ? null : (100 * detected) / valid };
}

async function main() {
  const changed = changedFiles();
  if (changed === null) {
    console.log(`mutation: no base commit ${base}; nothing to compare against, skipped`);
    return 0;
  }
  const candidates = changed.filter(isMutated).sort();
  if (candidates.length === 0) {
    console.log(`mutation: no mutated-core file changed since ${base}, skipped`);
    return 0;
  }
  const chosen = candidates.slice(0, maxFiles);
  const left = candidates.slice(maxFiles);
  console.log(`mutation: ${chosen.join(', ')}`);
  if (left.length > 0)
    console.log(`mutation: over the limit of ${maxFiles}, not run: ${left.join(', ')}`);

  const specs = mutateSpecs(chosen);
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
      // A fresh clone has no incremental file; a run of a few lines needs none.
      '--incremental',
      'false',
    ],
    {
      stdio: 'inherit',
      detached: true,
      env: { ...process.env, MUTATION_TESTS: process.env.MUTATION_TESTS ?? folderTests(chosen) },
    },
  );
  const limit = setTimeout(() => {
    console.log(`mutation: stopped after ${timeLimitMinutes} minutes; no score this time`);
    process.kill(-stryker.pid, 'SIGTERM');
  }, timeLimitMinutes * 60_000);
  const exitCode = await new Promise((resolve) => stryker.on('exit', (code) => resolve(code)));
  clearTimeout(limit);
  if (!fs.existsSync(reportFile)) return exitCode === null ? 0 : exitCode;
  if (exitCode !== 0) return exitCode;

  const { perFile, overall } = scores(JSON.parse(fs.readFileSync(reportFile, 'utf8')));
  for (const [file, score] of Object.entries(perFile)) {
    console.log(`mutation score ${score === null ? 'n/a' : score.toFixed(1)}% ${file}`);
  }
  console.log(`mutation score ${overall === null ? 'n/a' : overall.toFixed(1)}% overall`);
  if (breakScore !== null && overall !== null && overall < breakScore) {
    console.log(`mutation: below MUTATION_BREAK=${breakScore}%`);
    return 1;
  }
  return 0;
}

if (import.meta.url === `file://${process.argv[1]}`) process.exitCode = await main();
