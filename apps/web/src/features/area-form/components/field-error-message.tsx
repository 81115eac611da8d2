import type { Item } from '@csa/questionnaire';
import { areaFormStrings } from '../lib/area-form-strings.ts';
import { errorId } from '../lib/field-ids.ts';

/** The GOV.UK error message under a question; screen readers hear "Error:" first. */
export function FieldErrorMessage(props: { item: Pick<Item, 'id'>; error?: string | undefined }) {
  if (!props.error) return null;
  return (
    <p id={errorId(props.item)} className="govuk-error-message">
      <span className="govuk-visually-hidden">{areaFormStrings.errorPrefix}</span> {props.error}
    </p>
  );
}
