import type { Ethnicity, Option } from './options.ts';

/**
 * Sub-groups per ethnicity, from the 2021 England and Wales census question. The spec's list
 * also has `chinese` and `african-caribbean` beside the census groups, so Chinese appears both
 * there and under Asian, and Caribbean under Black and African Caribbean; each keeps its own
 * value so a stored sub-group still says which top-level answer it came from.
 */
export const subEthnicityOptions = {
  'not-shared': [],
  white: [
    { value: 'white-british', label: 'English, Welsh, Scottish, Northern Irish or British' },
    { value: 'white-irish', label: 'Irish' },
    { value: 'white-gypsy-irish-traveller', label: 'Gypsy or Irish Traveller' },
    { value: 'white-roma', label: 'Roma' },
    { value: 'white-other', label: 'Any other White background' },
  ],
  mixed: [
    { value: 'mixed-white-black-caribbean', label: 'White and Black Caribbean' },
    { value: 'mixed-white-black-african', label: 'White and Black African' },
    { value: 'mixed-white-asian', label: 'White and Asian' },
    { value: 'mixed-other', label: 'Any other Mixed or multiple ethnic background' },
  ],
  asian: [
    { value: 'asian-indian', label: 'Indian' },
    { value: 'asian-pakistani', label: 'Pakistani' },
    { value: 'asian-bangladeshi', label: 'Bangladeshi' },
    { value: 'asian-chinese', label: 'Chinese' },
    { value: 'asian-other', label: 'Any other Asian background' },
  ],
  black: [
    { value: 'black-african', label: 'African' },
    { value: 'black-caribbean', label: 'Caribbean' },
    { value: 'black-other', label: 'Any other Black, Black British or Caribbean background' },
  ],
  other: [
    { value: 'other-arab', label: 'Arab' },
    { value: 'other-any', label: 'Any other ethnic group' },
  ],
  chinese: [
    { value: 'chinese', label: 'Chinese' },
    { value: 'chinese-other', label: 'Any other Chinese background' },
  ],
  'african-caribbean': [
    { value: 'african-caribbean', label: 'African Caribbean' },
    { value: 'african-caribbean-other', label: 'Any other African Caribbean background' },
  ],
} as const satisfies Record<Ethnicity, readonly Option[]>;

export type SubEthnicity = (typeof subEthnicityOptions)[Ethnicity][number]['value'];
