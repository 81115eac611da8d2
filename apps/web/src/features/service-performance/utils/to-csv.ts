/** A table as CSV (RFC 4180): every cell quoted when it holds a comma, quote or line break,
 * and a cell that a spreadsheet would run as a formula is prefixed with an apostrophe. */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  return [header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

export type CsvCell = string | number | null;

function csvCell(cell: CsvCell): string {
  if (cell === null) return '';
  let text = String(cell);
  if (typeof cell === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}
