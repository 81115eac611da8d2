import type { Item } from '@csa/questionnaire';
import { areaFormStrings } from '../lib/area-form-strings.ts';

/** Content may hold a type this version cannot show (spec §8); the page says so plainly
 * instead of failing. */
export function UnsupportedItem(props: { item: Item }) {
  return <p className="govuk-body">{areaFormStrings.unsupportedQuestion(props.item.type)}</p>;
}
