import { describe, expect, it } from 'vitest';
import { toCsv } from '../to-csv.ts';

describe('a table as CSV', () => {
  it('quotes what needs quoting, keeps "fewer than 5" as text and defuses formulas', () => {
    expect(
      toCsv(
        ['Step', 'Reached'],
        [
          ['Started an assessment', 12],
          ['Using the toilet', 'fewer than 5'],
          ['Said "shorter", please, twice', null],
          ['=HYPERLINK("x")', 0],
        ],
      ),
    ).toBe(
      'Step,Reached\r\n' +
        'Started an assessment,12\r\n' +
        'Using the toilet,fewer than 5\r\n' +
        '"Said ""shorter"", please, twice",\r\n' +
        `"'=HYPERLINK(""x"")",0\r\n`,
    );
  });
});
