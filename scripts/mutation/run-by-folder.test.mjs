import { describe, expect, it } from 'vitest';
import { combineReports, reportHtml } from './combined-report.mjs';
import {
  parseArguments,
  summaryLines,
  survivorLines,
  unitOfParts,
  unitResults,
  withCurrentFiles,
} from './run-by-folder.mjs';

const units = ['server-pdf', 'server-forms'];

const mutant = (status, line, replacement = 'false') => ({
  status,
  mutatorName: 'BooleanLiteral',
  replacement,
  location: { start: { line, column: 3 }, end: { line, column: 7 } },
});

describe('the folder runner', () => {
  it('takes unit names, passes options and their values to Stryker, and refuses unknown units', () => {
    expect(
      parseArguments(['server-pdf', '--ignoreStatic', '--concurrency', '1', 'pdf'], units),
    ).toEqual({
      unitNames: ['server-pdf'],
      strykerOptions: ['--ignoreStatic', '--concurrency', '1'],
      summaryOnly: false,
      unknown: ['pdf'],
    });
    expect(parseArguments(['--summary'], units)).toMatchObject({ summaryOnly: true, unknown: [] });
  });

  const pdf = { name: 'server-pdf', goal: 80 };
  const forms = { name: 'server-forms', goal: 90 };
  const staff = { name: 'server-staff', goal: 90 };
  const reports = {
    'server-pdf': {
      files: {
        'apps/server/src/pdf/a.ts': {
          mutants: [
            mutant('Killed', 1),
            mutant('Killed', 2),
            mutant('Killed', 3),
            mutant('Survived', 4),
          ],
        },
        'apps/server/src/pdf/b.ts': { mutants: [mutant('Killed', 1)] },
      },
    },
    'server-forms': {
      files: {
        'apps/server/src/forms/c.ts': {
          mutants: [mutant('Killed', 1), mutant('NoCoverage', 9, 'if (true)\n  {}')],
        },
      },
    },
  };
  const results = unitResults([pdf, forms, staff], (unit) => reports[unit.name] ?? null);

  it('scores each unit over all its files, against its own goal', () => {
    expect(summaryLines(results)).toEqual([
      'unit | goal | killed/timeout/survived/no coverage/compile errors | score',
      'server-pdf | 80% | 4/0/1/0/0 | 80.00% meets goal',
      'server-forms | 90% | 1/0/0/1/0 | 50.00% BELOW GOAL',
      'server-staff | 90% | no report | not run',
    ]);
  });

  it('lists every undetected mutant by file and line, on one line each', () => {
    expect(survivorLines(results)).toEqual([
      'apps/server/src/pdf/a.ts:4:3 Survived BooleanLiteral: false',
      'apps/server/src/forms/c.ts:9:3 NoCoverage BooleanLiteral: if (true) {}',
    ]);
  });

  it('leaves out of a report the files a unit no longer mutates', () => {
    const report = { schemaVersion: '2', ...reports['server-pdf'] };
    const current = withCurrentFiles(report, (file) => file.endsWith('/a.ts'));
    expect(Object.keys(current.files)).toEqual(['apps/server/src/pdf/a.ts']);
    expect(current.schemaVersion).toBe('2');
  });

  it("makes a unit's report of its parts, each part keeping only its own files", () => {
    const unit = {
      parts: [
        { name: 'serving', mutate: ['apps/server/src/pdf/a.ts'] },
        { name: 'rest', mutate: ['apps/server/src/pdf/**/*.ts', '!apps/server/src/pdf/a.ts'] },
      ],
    };
    const fresh = { files: { 'apps/server/src/pdf/a.ts': { mutants: [mutant('Killed', 1)] } } };
    const rest = {
      files: {
        'apps/server/src/pdf/a.ts': { mutants: [mutant('Survived', 1)] },
        'apps/server/src/pdf/b.ts': { mutants: [mutant('Killed', 2)] },
      },
    };
    expect(unitOfParts(unit, [fresh, rest]).files).toEqual({
      'apps/server/src/pdf/a.ts': { mutants: [mutant('Killed', 1)] },
      'apps/server/src/pdf/b.ts': { mutants: [mutant('Killed', 2)] },
    });
  });

  it('combines the units into one report with every file and test file', () => {
    const combined = combineReports([
      { schemaVersion: '2', ...reports['server-pdf'], testFiles: { 'x.test.ts': {} } },
      { schemaVersion: '2', ...reports['server-forms'], testFiles: { 'y.test.ts': {} } },
    ]);
    expect(combined.schemaVersion).toBe('2');
    expect(Object.keys(combined.files)).toHaveLength(3);
    expect(Object.keys(combined.testFiles)).toEqual(['x.test.ts', 'y.test.ts']);
    expect(() => combineReports([])).toThrow('no unit report');
  });

  it('writes the HTML report so no text in it can close its script', () => {
    const html = reportHtml({ files: { 'a.ts': { source: '</script><b>' } } });
    expect(html).toContain('<mutation-test-report-app');
    expect(html).toContain('\\u003c/script>\\u003cb>');
    expect(html).not.toContain('</script><b>');
  });
});
