#!/usr/bin/env node
// @ts-check
// `npm run test:mutation` (docs/decisions/0080): Stryker once per unit (a folder of the server,
// the server's top files, the questionnaire engine), each with its own tests and its own
// incremental file, then each unit's score against its goal and one combined report.
//
//   npm run test:mutation                       every unit
//   npm run test:mutation -- server-pdf server-plugins    some units
//   npm run test:mutation -- --summary           the scores of the reports already there
//   npm run test:mutation -- --mutate <files>    one plain Stryker run, as before
//
// Other options (`--ignoreStatic`, `--force`, `--concurrency 1`) go to every Stryker run.
// A unit's report stays until its next run, so a whole run can be done a few units at a time.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { combineReports, reportHtml } from './combined-report.mjs';
import { isNotMutated } from '../../stryker.config.mjs';
import { allUnits } from './mutation-units.mjs';
import {
  addCounts,
  countsPerFile,
  describeCounts,
  isUndetected,
  scoreOf,
} from './mutation-scores.mjs';

const reportsFolder = 'reports/mutation';
const unitsFolder = `${reportsFolder}/folders`;

const unitReportFile = (name) => `${unitsFolder}/${name}.json`;

/** Splits the command line into unit names, `--summary`, and options for Stryker. A word
 * that is not a unit's name is the value of the option before it (`--concurrency 1`), or
 * unknown. */
export function parseArguments(args, knownUnits) {
  const unitNames = [];
  const strykerOptions = [];
  const unknown = [];
  let summaryOnly = false;
  args.forEach((arg, index) => {
    if (arg === '--summary') summaryOnly = true;
    else if (arg.startsWith('-')) strykerOptions.push(arg);
    else if (knownUnits.includes(arg)) unitNames.push(arg);
    else if (index > 0 && args[index - 1].startsWith('--')) strykerOptions.push(arg);
    else unknown.push(arg);
  });
  return { unitNames, strykerOptions, summaryOnly, unknown };
}

/** A Stryker config for one part of a unit: the project's, with the part's files and its own
 * report files (`server-pdf` for a unit in one part, `server-pdf-serving` for a named one). */
function writePartConfig(unit, part) {
  const name = unit.parts.length === 1 ? unit.name : `${unit.name}-${part.name}`;
  const file = `${unitsFolder}/${name}.stryker.mjs`;
  const base = path.relative(path.dirname(file), 'stryker.config.mjs');
  fs.writeFileSync(
    file,
    [
      `import base from '${base}';`,
      'export default {',
      '  ...base,',
      `  mutate: ${JSON.stringify(part.mutate)},`,
      `  incrementalFile: '${unitsFolder}/${name}.incremental.json',`,
      `  jsonReporter: { fileName: '${unitReportFile(name)}' },`,
      `  htmlReporter: { fileName: '${unitsFolder}/${name}.html' },`,
      "  reporters: ['clear-text', 'progress', 'html', 'json'],",
      '};',
      '',
    ].join('\n'),
  );
  return file;
}

function runStryker(args, env) {
  const stryker = spawn('npx', ['stryker', 'run', ...args], {
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  return new Promise((resolve) => stryker.on('exit', (code) => resolve(code ?? 1)));
}

/** A unit's report from its parts' reports, each part keeping only its own files: the last
 * part (the rest of the folder) names no files, and its report also carries the other parts'
 * files from whatever its incremental file once held. */
export function unitOfParts(unit, partReports) {
  const named = new Set(unit.parts.slice(0, -1).flatMap((part) => part.mutate));
  const reports = partReports.map((report, index) =>
    withCurrentFiles(report, (file) =>
      index < unit.parts.length - 1 ? named.has(file) : !named.has(file),
    ),
  );
  return combineReports(reports);
}

function writeUnitOfParts(unit) {
  const partReports = unit.parts.map((part) =>
    JSON.parse(fs.readFileSync(unitReportFile(`${unit.name}-${part.name}`), 'utf8')),
  );
  fs.writeFileSync(unitReportFile(unit.name), JSON.stringify(unitOfParts(unit, partReports)));
}

/** Each unit's report, counts and score, or null counts and score when it has no report yet. */
export function unitResults(units, readReport) {
  return units.map((unit) => {
    const report = readReport(unit);
    if (report === null) return { unit, counts: null, score: null };
    const counts = addCounts(Object.values(countsPerFile(report)));
    return { unit, counts, score: scoreOf(counts), report };
  });
}

/** The score table: one line per unit, its counts, its score and whether it meets its goal. */
export function summaryLines(results) {
  const lines = ['unit | goal | killed/timeout/survived/no coverage/compile errors | score'];
  for (const { unit, counts, score } of results) {
    if (counts === null) {
      lines.push(`${unit.name} | ${unit.goal}% | no report | not run`);
      continue;
    }
    const verdict =
      score === null ? 'no mutants' : score >= unit.goal ? 'meets goal' : 'BELOW GOAL';
    const shown = score === null ? 'n/a' : `${score.toFixed(2)}%`;
    lines.push(`${unit.name} | ${unit.goal}% | ${describeCounts(counts)} | ${shown} ${verdict}`);
  }
  return lines;
}

/** Every mutant a test did not detect, by file and line, for the closing note's "left and why". */
export function survivorLines(results) {
  const lines = [];
  for (const { report } of results) {
    if (report === undefined) continue;
    for (const [file, { mutants }] of Object.entries(report.files)) {
      for (const mutant of mutants) {
        if (!isUndetected(mutant.status)) continue;
        const { line, column } = mutant.location.start;
        const replacement = (mutant.replacement ?? '').replace(/\s+/g, ' ').slice(0, 80);
        lines.push(
          `${file}:${line}:${column} ${mutant.status} ${mutant.mutatorName}: ${replacement}`,
        );
      }
    }
  }
  return lines;
}

/** A report without the files a unit no longer mutates: Stryker carries every file of its
 * incremental file into the report, so one left out since (or deleted) would still count. */
export function withCurrentFiles(report, isCurrent) {
  return {
    ...report,
    files: Object.fromEntries(Object.entries(report.files).filter(([file]) => isCurrent(file))),
  };
}

function readUnitReport(unit) {
  const file = unitReportFile(unit.name);
  if (!fs.existsSync(file)) return null;
  return withCurrentFiles(
    JSON.parse(fs.readFileSync(file, 'utf8')),
    (source) => !isNotMutated(source) && fs.existsSync(source),
  );
}

async function main() {
  const units = allUnits();
  const args = process.argv.slice(2);
  if (args.includes('--mutate')) return runStryker(['stryker.config.mjs', ...args], {});

  const { unitNames, strykerOptions, summaryOnly, unknown } = parseArguments(
    args,
    units.map((unit) => unit.name),
  );
  if (unknown.length > 0) {
    console.error(
      `unknown unit ${unknown.join(', ')}; units: ${units.map((u) => u.name).join(' ')}`,
    );
    return 2;
  }
  fs.mkdirSync(unitsFolder, { recursive: true });
  const chosen = unitNames.length > 0 ? units.filter((u) => unitNames.includes(u.name)) : units;
  if (!summaryOnly) {
    for (const unit of chosen) {
      for (const part of unit.parts) {
        const database = part.postgres ? ' on SQLite and PostgreSQL' : '';
        console.log(
          `mutation: ${unit.name} (${part.name}), tests ${part.tests.join(', ')}${database}`,
        );
        const code = await runStryker([writePartConfig(unit, part), ...strykerOptions], {
          MUTATION_TESTS: part.tests.join(','),
          ...(part.postgres ? { MUTATION_POSTGRES: '1' } : {}),
        });
        if (code !== 0) {
          console.error(`mutation: Stryker stopped with ${code} on ${unit.name} (${part.name})`);
          return code;
        }
      }
      if (unit.parts.length > 1) writeUnitOfParts(unit);
    }
  }

  const results = unitResults(units, readUnitReport);
  const lines = summaryLines(results);
  const survivors = survivorLines(results);
  const reports = results.flatMap(({ report }) => (report === undefined ? [] : [report]));
  if (reports.length > 0) {
    const combined = combineReports(reports);
    fs.writeFileSync(`${reportsFolder}/mutation.json`, JSON.stringify(combined));
    fs.writeFileSync(`${reportsFolder}/mutation.html`, reportHtml(combined));
  }
  fs.writeFileSync(`${reportsFolder}/survivors.txt`, survivors.join('\n') + '\n');
  console.log(lines.join('\n'));
  console.log(
    `mutation: ${survivors.length} mutants undetected, listed in ${reportsFolder}/survivors.txt;` +
      ` combined report ${reportsFolder}/mutation.html`,
  );
  const below = results.some(({ unit, score }) => score !== null && score < unit.goal);
  return below ? 1 : 0;
}

if (import.meta.url === `file://${process.argv[1]}`) process.exitCode = await main();
