// @ts-check
// One JSON and one HTML report from the units' reports, so a whole run reads as Stryker's own
// report of the server and the engine would.
import { createRequire } from 'node:module';
import fs from 'node:fs';

/** The units' reports as one: every file's mutants and every test file, under the first
 * report's schema version and thresholds. */
export function combineReports(reports) {
  if (reports.length === 0) throw new Error('no unit report to combine');
  const [first] = reports;
  return {
    ...first,
    files: Object.assign({}, ...reports.map((report) => report.files)),
    testFiles: Object.assign({}, ...reports.map((report) => report.testFiles ?? {})),
  };
}

/** Stryker's HTML report page for a JSON report: the report app of mutation-testing-elements
 * (the package Stryker's own HTML reporter uses) with the report in it. */
export function reportHtml(report) {
  const require = createRequire(import.meta.url);
  const app = fs.readFileSync(
    require.resolve('mutation-testing-elements/dist/mutation-test-elements.js'),
    'utf8',
  );
  // A `</script>` inside an answer or a test name would end the script early.
  const data = JSON.stringify(report).replace(/</g, '\\u003c');
  return [
    '<!DOCTYPE html>',
    '<html lang="en">',
    '<head><meta charset="utf-8"><title>Mutation testing</title>',
    `<script>${app}</script>`,
    '</head>',
    '<body>',
    '<mutation-test-report-app titlePostfix="Stryker"></mutation-test-report-app>',
    `<script>document.querySelector('mutation-test-report-app').report = ${data};</script>`,
    '</body>',
    '</html>',
  ].join('\n');
}
