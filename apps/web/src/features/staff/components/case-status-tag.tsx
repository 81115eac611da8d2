import type { CaseStatus } from '@csa/contracts';

const tagClass: Record<CaseStatus, string> = {
  new: 'govuk-tag govuk-tag--blue',
  'in-progress': 'govuk-tag govuk-tag--yellow',
  contacted: 'govuk-tag govuk-tag--green',
  closed: 'govuk-tag govuk-tag--grey',
};

export const caseStatusLabels: Record<CaseStatus, string> = {
  new: 'New',
  'in-progress': 'In progress',
  contacted: 'Contacted',
  closed: 'Closed',
};

export function CaseStatusTag(props: { status: CaseStatus }) {
  return <strong className={tagClass[props.status]}>{caseStatusLabels[props.status]}</strong>;
}

/** The carers centre's 2-week promise has passed without contact. */
export function OverdueTag() {
  return <strong className="govuk-tag govuk-tag--red">Overdue</strong>;
}
