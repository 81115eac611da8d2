import { describe, expect, it } from 'vitest';
import { countsPerFile, describeCounts, scoreOf, scores } from './mutation-scores.mjs';

const mutant = (status) => ({ status });

const report = {
  files: {
    'a.ts': {
      mutants: ['Killed', 'Killed', 'Timeout', 'Survived', 'NoCoverage', 'Ignored'].map(mutant),
    },
    'b.ts': { mutants: ['CompileError', 'RuntimeError', 'Ignored'].map(mutant) },
  },
};

describe('mutation scores', () => {
  it('counts each status of a file, as Stryker names them', () => {
    expect(countsPerFile(report)['a.ts']).toEqual({
      killed: 2,
      timeout: 1,
      survived: 1,
      noCoverage: 1,
      ignored: 1,
      compileErrors: 0,
    });
  });

  it('scores killed and timed-out mutants over the valid ones, leaving out ignored ones', () => {
    expect(scores(report)).toEqual({ perFile: { 'a.ts': 60, 'b.ts': null }, overall: 60 });
  });

  it('has no score where no mutant counts', () => {
    expect(scoreOf(countsPerFile(report)['b.ts'])).toBeNull();
  });

  it('writes counts in the order the decision records use', () => {
    expect(describeCounts(countsPerFile(report)['a.ts'])).toBe('2/1/1/1/0, 1 ignored');
    expect(describeCounts(countsPerFile(report)['b.ts'])).toBe('0/0/0/0/1, 1 ignored');
    expect(describeCounts({ ...countsPerFile(report)['a.ts'], ignored: 0, compileErrors: 4 })).toBe(
      '2/1/1/1/4',
    );
  });
});
