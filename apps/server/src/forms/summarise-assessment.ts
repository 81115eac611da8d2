import { readDirtyFieldsText, type AssessmentSummary, type FormTypeCode } from '@csa/contracts';
import { isStoredAreaComplete, needsMoreHelp } from '@csa/questionnaire';
import { pathwayFor } from '@csa/questionnaire/content';

export interface SummaryRow {
  id: string;
  form_type_code: string;
  form_name: string;
  title: string;
  date_created: string;
  last_updated: string;
  status: string | null;
  date_submitted: string | null;
  version: number;
  reference: string | null;
  /** submitted_fields once submitted, else dirty_fields: what the list describes. */
  answers: string;
}

/**
 * An assessment as the list shows it: the dates and reference, and for each area with saved
 * answers whether it is complete and whether the resident asked for more help there (the list
 * page's suggestions), but none of the answers themselves. Where it stands with the council is
 * added by the caller (submission-progress.ts).
 */
export function summariseAssessment(row: SummaryRow): Omit<AssessmentSummary, 'progress'> {
  const formTypeCode = row.form_type_code as FormTypeCode;
  const { fields } = readDirtyFieldsText(row.answers);
  const areas = pathwayFor(formTypeCode)
    .topics.filter((topic) => fields[topic.id] !== undefined)
    .map((topic) => ({
      id: topic.id,
      isComplete: isStoredAreaComplete(topic, fields),
      needsHelp: needsMoreHelp(topic, fields[topic.id]?.answers ?? {}),
    }));
  return {
    id: row.id,
    formTypeCode,
    formName: row.form_name,
    title: row.title,
    dateCreated: row.date_created,
    lastUpdated: row.last_updated,
    status: row.status,
    dateSubmitted: row.date_submitted,
    version: row.version,
    reference: row.reference,
    areas,
  };
}
