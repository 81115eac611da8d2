import type { Option } from '../personal-details/options.ts';
import {
  agentApplies,
  agentFields,
  fieldApplies,
  personalDetailsFields,
  personCaredForFields,
  type FieldSpec,
} from '../personal-details/personal-details-fields.ts';
import type {
  PersonalDetails,
  PersonCaredFor,
} from '../personal-details/personal-details-schema.ts';
import { formatDateOfBirth } from './format-dates.ts';

export interface SummaryRow {
  key: string;
  value: string;
}

function labelOf(options: readonly Option[], value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  return options.find((option) => option.value === value)?.label ?? value;
}

function yesNo(value: boolean | undefined): string | undefined {
  if (value === undefined) return undefined;
  return value ? 'Yes' : 'No';
}

function joinName(...parts: (string | undefined)[]): string | undefined {
  const name = parts.filter(Boolean).join(' ');
  return name || undefined;
}

/** The address as one line, with its postcode when the line does not already hold it (an
 * address typed by hand keeps its postcode in a separate box). */
export function addressLine(
  address: { single_line_address: string; postcode?: string | undefined } | undefined,
): string | undefined {
  if (!address) return undefined;
  const line = address.single_line_address.trim();
  const postcode = address.postcode?.trim() ?? '';
  const squash = (text: string) => text.replace(/\s+/g, '').toUpperCase();
  if (!postcode || squash(line).includes(squash(postcode))) return line || undefined;
  return line ? `${line}, ${postcode}` : postcode;
}

/** The stored value as a person reads it: a choice by its label, a date DD/MM/YYYY, yes or no. */
function shown(field: FieldSpec, value: unknown): string | undefined {
  if (value === undefined || value === null) return undefined;
  switch (field.kind) {
    case 'yesNo':
    case 'checkbox':
      return yesNo(value as boolean);
    case 'date':
      return formatDateOfBirth(value as string);
    case 'address':
      return addressLine(value as { single_line_address: string; postcode?: string });
    default:
      return field.options ? labelOf(field.options, value as string) : (value as string);
  }
}

/**
 * One row per field of the table that has a row, in the table's order, with the labels of the
 * table. Rows with an answer only: unanswered optional questions are left out rather than
 * shown empty.
 */
function tableRows(
  fields: readonly FieldSpec[],
  record: Readonly<Record<string, unknown>>,
  isCompletedByAgent = false,
): SummaryRow[] {
  return fields.flatMap((field) => {
    const row = field.row;
    if (!row) return [];
    let value: string | undefined;
    if (row.joinedWith) {
      value = joinName(record[field.name] as string, record[row.joinedWith] as string);
    } else if (row.onlyWhenYes) {
      value = record[field.name] === true ? 'Yes' : undefined;
    } else {
      const preferred = row.preferring ? (record[row.preferring] as string | undefined) : undefined;
      value = preferred ?? shown(field, record[field.name]);
    }
    const key = isCompletedByAgent && row.agentLabel ? row.agentLabel : row.label;
    return value ? [{ key, value }] : [];
  });
}

/** Rows for the person's details, shared by the web app's check-your-answers page and the
 * council's PDF (and so the staff copy) so all read the same: in the form's order, with labels
 * the resident chose rather than stored codes; dates of birth DD/MM/YYYY (spec §9). */
export function personalDetailsRows(details: PersonalDetails): SummaryRow[] {
  return tableRows(
    personalDetailsFields.filter((field) => !field.row?.inAgentCard),
    details,
    details.isCompletedByAgent === true,
  );
}

/** The agent's card: their details, then the two consents they gave. */
export function agentRows(details: PersonalDetails): SummaryRow[] {
  if (!fieldApplies(agentApplies, details)) return [];
  return [
    ...tableRows(agentFields, details.agent ?? {}),
    ...tableRows(
      personalDetailsFields.filter((field) => field.row?.inAgentCard),
      details,
    ),
  ];
}

export function personCaredForRows(person: PersonCaredFor): SummaryRow[] {
  return tableRows(personCaredForFields, person);
}
