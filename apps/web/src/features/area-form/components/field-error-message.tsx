import type { Item } from '@csa/questionnaire';
import { ErrorMessage } from '../../../components/ui/form/field-parts.tsx';
import { questionId } from '../lib/field-ids.ts';

/** The GOV.UK error message under a question, as `errorId` names it. */
export function FieldErrorMessage(props: { item: Pick<Item, 'id'>; error?: string | undefined }) {
  return <ErrorMessage id={questionId(props.item)} message={props.error} />;
}
