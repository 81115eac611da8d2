import { describe, expect, it } from 'vitest';
import { formatGazetteerCsv } from './gazetteer-csv-format.ts';
import { parseCsv, parseGazetteerCsv } from './parse-gazetteer-csv.ts';

describe('parseCsv', () => {
  it('keeps commas, doubled quotes and line breaks inside quoted fields', () => {
    const text = 'a,"b, c","say ""hi""","two\nlines"\n';
    expect(parseCsv(text)).toEqual([['a', 'b, c', 'say "hi"', 'two\nlines']]);
  });

  it('reads CRLF line ends, a byte order mark, empty fields and a last line without a break', () => {
    expect(parseCsv('\uFEFFx,,z\r\n1,2,\r\n\r\n3,"",4')).toEqual([
      ['x', '', 'z'],
      ['1', '2', ''],
      ['3', '', '4'],
    ]);
  });

  it('ends a last record without a line break, and keeps records whose first field is empty', () => {
    expect(parseCsv('a\nb')).toEqual([['a'], ['b']]);
    expect(parseCsv(',a\n\n')).toEqual([['', 'a']]);
  });

  it('keeps a quote inside an unquoted field, and a carriage return not followed by a line feed', () => {
    expect(parseCsv('5" Road,x\n')).toEqual([['5" Road', 'x']]);
    expect(parseCsv('a\rb,c\r\n')).toEqual([['a\rb', 'c']]);
  });

  it('refuses a quoted field that never closes', () => {
    expect(() => parseCsv('a,"b\n')).toThrow(/inside a quoted field/);
  });
});

describe('parseGazetteerCsv', () => {
  const csv = [
    'uprn,single_line_address,postcode',
    '100021000009,"Flat 3, 12 Acacia Road, Peckham, London, SE15 4AB",SE15 4AB',
    '100021000010,"12 Acacia Road, Peckham, London, SE15 4AB",se15 4ab',
  ].join('\r\n');

  it('reads rows whose address holds commas', () => {
    expect(parseGazetteerCsv(csv)).toEqual([
      {
        uprn: '100021000009',
        single_line_address: 'Flat 3, 12 Acacia Road, Peckham, London, SE15 4AB',
        postcode: 'SE15 4AB',
      },
      {
        uprn: '100021000010',
        single_line_address: '12 Acacia Road, Peckham, London, SE15 4AB',
        postcode: 'SE15 4AB',
      },
    ]);
  });

  it('finds the columns by name, in any order', () => {
    const reordered =
      'postcode,uprn,single_line_address\nN1 1AA,42,"1 Upper Street, London, N1 1AA"\n';
    expect(parseGazetteerCsv(reordered)).toEqual([
      { uprn: '42', single_line_address: '1 Upper Street, London, N1 1AA', postcode: 'N1 1AA' },
    ]);
  });

  it('trims names and fields, ignoring the case of the names', () => {
    const loose = ' Postcode ,UPRN, Single_Line_Address\n n1 1aa , 42 , 1 Upper Street \n';
    expect(parseGazetteerCsv(loose)).toEqual([
      { uprn: '42', single_line_address: '1 Upper Street', postcode: 'N1 1AA' },
    ]);
  });

  it('reads back what the generator writes', () => {
    const rows = [
      {
        uprn: '100021000001',
        single_line_address: 'Flat "Top", 1 Elm Road, Bow, London, E3 2AB',
        postcode: 'E3 2AB',
      },
    ];
    expect(parseGazetteerCsv(formatGazetteerCsv(rows))).toEqual(rows);
  });

  it.each([
    ['an empty file', '', /empty/],
    ['a missing column', 'uprn,postcode\n1,E3 2AB\n', /no column single_line_address/],
    ['a short line', 'uprn,single_line_address,postcode\n1,"1 Elm Road"\n', /line 2: 2 fields/],
    ['two missing columns', 'uprn\n1\n', /no column single_line_address, postcode$/],
    ['a bad UPRN', 'uprn,single_line_address,postcode\nabc,"1 Elm Road",E3 2AB\n', /line 2: UPRN/],
    [
      'a UPRN ending in a letter',
      'uprn,single_line_address,postcode\n1a,"1 Elm Road",E3\n',
      /UPRN/,
    ],
    [
      'a UPRN starting with a letter',
      'uprn,single_line_address,postcode\na1,"1 Elm Rd",E3\n',
      /UPRN/,
    ],
    [
      'a UPRN of 13 digits',
      'uprn,single_line_address,postcode\n1234567890123,"1 Elm Rd",E3\n',
      /UPRN/,
    ],
    ['an empty address', 'uprn,single_line_address,postcode\n1,"",E3 2AB\n', /line 2: the address/],
  ])('refuses %s', (_, text, message) => {
    expect(() => parseGazetteerCsv(text)).toThrow(message);
  });
});
