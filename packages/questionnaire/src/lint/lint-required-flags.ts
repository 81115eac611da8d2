import { infoPageSuffixes, type Item, type Topic } from '../content-schema.ts';
import { isChoiceItem, isVideoItem, itemsInOrder } from '../engine/index.ts';
import { problemAt } from './problem-location.ts';

// questionnaire.md §5. Info page names come in two spellings (with and without "Info"), so
// the suffixes are matched without it.
const infoSuffixes = infoPageSuffixes.map((suffix) => suffix.replace(/^Info/, ''));
const optionalInfoSuffix = 'DontWantToHappen';
const requiredInfoSuffixes = infoSuffixes.filter((suffix) => suffix !== optionalInfoSuffix);
const optionalIds = ['whatSupport', 'otherInfo', 'mainInterests'];
const requiredIds = ['personalBackground', 'healthConditions'];

/** Whether §5 says the item must be required (true), optional (false) or leaves it open. */
export function expectedRequired(item: Item): boolean | undefined {
  if (isVideoItem(item) || item.type === 'suggestions') return false;
  if (optionalIds.includes(item.id)) return false;
  if (requiredIds.includes(item.id)) return true;
  if (isChoiceItem(item)) return true;
  if (item.type !== 'textarea') return undefined;
  if (item.id.endsWith(optionalInfoSuffix)) return false;
  if (requiredInfoSuffixes.some((suffix) => item.id.endsWith(suffix))) return true;
  // "conditional textareas once shown" are required.
  if (item.existsWhen) return true;
  return undefined;
}

export function lintRequiredFlags(topic: Topic): string[] {
  return itemsInOrder(topic).flatMap((located) => {
    const expected = expectedRequired(located.item);
    if (expected === undefined || expected === located.item.required) return [];
    const word = expected ? 'required' : 'optional';
    return [problemAt({ topic, ...located }, `must be ${word} (questionnaire.md §5)`)];
  });
}
