import type { GazetteerRow } from './generate-addresses.ts';

export const gazetteerCsvHeader = ['uprn', 'single_line_address', 'postcode'] as const;

/** RFC 4180 CSV with a header line; every address holds commas, so it is always quoted. */
export function formatGazetteerCsv(rows: Iterable<GazetteerRow>): string {
  const lines = [gazetteerCsvHeader.join(',')];
  for (const row of rows) {
    lines.push([row.uprn, row.single_line_address, row.postcode].map(quoteCsvField).join(','));
  }
  return `${lines.join('\n')}\n`;
}

function quoteCsvField(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}
