import { gazetteerCsvHeader } from './gazetteer-csv-format.ts';
import type { GazetteerRow } from './generate-addresses.ts';

/**
 * Reads a gazetteer CSV (header `uprn,single_line_address,postcode`) as written by the generator
 * or exported by a council's address system. Pure: it takes text, so it can be tested without
 * files and fed from a stream in chunks of whole lines by the caller.
 */
export function parseGazetteerCsv(text: string): GazetteerRow[] {
  const [header, ...records] = parseCsv(text);
  if (header === undefined) throw new Error('the gazetteer CSV is empty');
  const names = header.map((name) => name.trim().toLowerCase());
  const columns = gazetteerCsvHeader.map((name) => names.indexOf(name)) as [number, number, number];
  const missing = gazetteerCsvHeader.filter((_, index) => columns[index] === -1);
  if (missing.length > 0) throw new Error(`the gazetteer CSV has no column ${missing.join(', ')}`);
  const [uprnColumn, addressColumn, postcodeColumn] = columns;

  return records.map((record, index) => {
    // Line numbers count the header as line 1; a quoted line break would shift them, which
    // gazetteer exports do not contain.
    const line = index + 2;
    if (record.length !== header.length) {
      throw new Error(
        `line ${line}: ${record.length} fields where the header has ${header.length}`,
      );
    }
    // Every column is there (checked above) and the record is as long as the header.
    const field = (column: number) => String(record[column]).trim();
    const row = {
      uprn: field(uprnColumn),
      single_line_address: field(addressColumn),
      postcode: field(postcodeColumn).toUpperCase(),
    };
    if (!/^\d{1,12}$/.test(row.uprn))
      throw new Error(`line ${line}: UPRN '${row.uprn}' is not 1 to 12 digits`);
    if (row.single_line_address === '') throw new Error(`line ${line}: the address is empty`);
    return row;
  });
}

/** RFC 4180 records: fields may be quoted, quoted fields may hold commas, line breaks and
 * doubled quotes; lines may end in LF or CRLF; blank lines are skipped. */
export function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let isQuoted = false;
  let index = text.startsWith('\uFEFF') ? 1 : 0;

  const endRecord = () => {
    record.push(field);
    const isBlank = record.length === 1 && record[0] === '';
    if (!isBlank) records.push(record);
    record = [];
    field = '';
  };

  for (; index < text.length; index += 1) {
    const char = text[index];
    if (isQuoted) {
      if (char !== '"') field += char;
      else if (text[index + 1] === '"') {
        field += '"';
        index += 1;
      } else isQuoted = false;
    } else if (char === '"' && field === '') isQuoted = true;
    else if (char === ',') {
      record.push(field);
      field = '';
    } else if (char === '\n') endRecord();
    // The CR of a CRLF is dropped: the LF after it ends the record.
    else if (char !== '\r' || text[index + 1] !== '\n') field += char;
  }
  if (isQuoted) throw new Error('the CSV ends inside a quoted field');
  // A last line without a line break (a text ending in one leaves a blank record, skipped).
  endRecord();
  return records;
}
