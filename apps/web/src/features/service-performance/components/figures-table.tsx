import { toCsv, type CsvCell } from '../utils/to-csv.ts';

export interface FiguresColumn {
  label: string;
  isNumeric?: boolean;
}

/**
 * One table of figures with a link that downloads the same rows as CSV (named `fileName`). The
 * figures arrive already suppressed: "fewer than 5" is a cell like any other.
 */
export function FiguresTable(props: {
  caption: string;
  columns: readonly FiguresColumn[];
  rows: readonly (readonly CsvCell[])[];
  fileName: string;
}) {
  const csv = toCsv(
    props.columns.map((column) => column.label),
    props.rows,
  );
  const href = `data:text/csv;charset=utf-8,${encodeURIComponent(csv)}`;
  return (
    <div className="performance-table">
      {/* A table wider than a phone scrolls in its own box, which a keyboard can reach. */}
      <div
        className="performance-table__scroll"
        role="region"
        aria-label={props.caption}
        // Keyboard users scroll the box only once it can take focus (WCAG 2.1.1).
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
      >
        <table className="govuk-table">
          <caption className="govuk-table__caption govuk-table__caption--s">
            {props.caption}
          </caption>
          <thead className="govuk-table__head">
            <tr className="govuk-table__row">
              {props.columns.map((column) => (
                <th
                  key={column.label}
                  scope="col"
                  className={`govuk-table__header${column.isNumeric ? ' govuk-table__header--numeric' : ''}`}
                >
                  {column.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="govuk-table__body">
            {props.rows.map((row, rowIndex) => (
              <tr key={rowIndex} className="govuk-table__row">
                {row.map((cell, cellIndex) =>
                  cellIndex === 0 ? (
                    <th key={cellIndex} scope="row" className="govuk-table__header">
                      {cell}
                    </th>
                  ) : (
                    <td
                      key={cellIndex}
                      className={`govuk-table__cell${props.columns[cellIndex]?.isNumeric ? ' govuk-table__cell--numeric' : ''}`}
                    >
                      {cell ?? 'Not available'}
                    </td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="govuk-body">
        <a className="govuk-link" href={href} download={props.fileName}>
          Download “{props.caption}” as CSV
        </a>
      </p>
    </div>
  );
}
