import type { FormTypeCode } from '../form-type-codes.ts';
import {
  agentApplies,
  agentFields,
  fieldApplies,
  personalDetailsFields,
  personCaredForFields,
  type FieldSpec,
} from './personal-details-fields.ts';
import type { PersonalDetails } from './personal-details-schema.ts';
import { validationMessages } from './personal-details-schema.ts';

/** The record without the fields of the table that no longer apply to it. */
function keepApplying<T extends object>(record: T, fields: readonly FieldSpec[]): T {
  const result: Record<string, unknown> = { ...(record as Record<string, unknown>) };
  for (const field of fields) {
    if (!fieldApplies(field, result)) delete result[field.name];
  }
  return result as T;
}

/**
 * Spec §4 personal-details dependency rules, read from the field table: a field that no
 * longer applies is removed, so a change of answer never leaves stale data behind (landlord,
 * other*, consent, agent, relationshipOther).
 */
export function applyPersonalDetailsRules(details: PersonalDetails): PersonalDetails {
  const result = keepApplying(details, personalDetailsFields);
  if (!fieldApplies(agentApplies, result)) delete result.agent;
  else if (result.agent) result.agent = keepApplying(result.agent, agentFields);
  if (result.peopleCaredFor) {
    result.peopleCaredFor = result.peopleCaredFor.map((person) =>
      keepApplying(person, personCaredForFields),
    );
  }
  return result;
}

export interface DetailsProblem {
  field: string;
  message: string;
}

/** Whether a required field holds an answer: a tick box must be ticked, an address needs its
 * line. */
function isAnswered(field: FieldSpec, value: unknown): boolean {
  if (field.kind === 'checkbox') return value === true;
  if (field.kind === 'address') {
    return Boolean((value as { single_line_address?: unknown } | undefined)?.single_line_address);
  }
  return value !== undefined && value !== null && value !== '';
}

/** The message for a required field left unanswered (spec §5). */
export function requiredMessage(field: Pick<FieldSpec, 'kind'>): string {
  return field.kind === 'address' ? validationMessages.address : validationMessages.required;
}

function missing(
  fields: readonly FieldSpec[],
  record: Readonly<Record<string, unknown>> | undefined,
  prefix = '',
): DetailsProblem[] {
  return fields.flatMap((field) =>
    field.requiredToSubmit &&
    fieldApplies(field, record ?? {}) &&
    !isAnswered(field, record?.[field.name])
      ? [{ field: `${prefix}${field.name}`, message: requiredMessage(field) }]
      : [],
  );
}

export const addPersonMessage = 'Add at least 1 person you care for';

/** What must be present before an assessment can be submitted, as the field table marks it:
 * name, date of birth and address of the person; for an agent, their name and both consents;
 * for CARERS, at least one person cared for with a name. */
export function personalDetailsProblems(
  details: PersonalDetails | undefined,
  formTypeCode: FormTypeCode,
): DetailsProblem[] {
  const own = personalDetailsFields.filter((field) => !field.row?.inAgentCard);
  const agentCard = personalDetailsFields.filter((field) => field.row?.inAgentCard);
  const problems = missing(own, details);
  if (details && fieldApplies(agentApplies, details)) {
    problems.push(
      ...missing(agentFields, details.agent ?? {}, 'agent.'),
      ...missing(agentCard, details),
    );
  }
  if (formTypeCode === 'CARERS') {
    const people = details?.peopleCaredFor ?? [];
    if (people.length < 1) problems.push({ field: 'peopleCaredFor', message: addPersonMessage });
    people.forEach((person, index) => {
      problems.push(...missing(personCaredForFields, person, `peopleCaredFor.${String(index)}.`));
    });
  }
  return problems;
}
