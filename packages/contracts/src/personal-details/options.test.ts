import { describe, expect, it } from 'vitest';
import {
  accommodationStatusOptions,
  agentRelationshipOptions,
  caredForRelationshipOptions,
  ethnicityOptions,
  genderOptions,
  maritalStatusOptions,
  nationalIdentityOptions,
  optionValues,
  religionOptions,
  sexualOrientationOptions,
  subEthnicityOptions,
  yesNoUnknownOptions,
  type Option,
} from './index.ts';

describe('personal details option lists', () => {
  it('keep the values and order the spec gives', () => {
    expect(optionValues(genderOptions)).toEqual([
      'private',
      'female',
      'male',
      'identify-differently',
      'intersex',
    ]);
    expect(optionValues(maritalStatusOptions)).toEqual([
      'not_shared',
      'single',
      'married',
      'civil-partner',
      'cohabiting',
      'divorced',
      'widowed',
      'separated',
    ]);
    expect(optionValues(ethnicityOptions)).toEqual([
      'not-shared',
      'white',
      'mixed',
      'asian',
      'black',
      'other',
      'chinese',
      'african-caribbean',
    ]);
    expect(optionValues(religionOptions)).toEqual([
      'not-shared',
      'no-religion',
      'christian',
      'buddhist',
      'hindu',
      'islam-muslim',
      'jain',
      'jewish',
      'rastafarian',
      'sikh',
      'other',
    ]);
    expect(optionValues(nationalIdentityOptions)).toEqual([
      'not-shared',
      'british',
      'english',
      'welsh',
      'scottish',
      'northern Irish',
      'other',
    ]);
    expect(optionValues(sexualOrientationOptions)).toEqual([
      'not-shared',
      'heterosexual-straight',
      'gay-lesbian',
      'bisexual',
      'other',
      'not-sure',
    ]);
    expect(optionValues(agentRelationshipOptions)).toEqual([
      'husband',
      'wife',
      'son',
      'daughter',
      'brother',
      'sister',
      'other',
    ]);
    expect(optionValues(caredForRelationshipOptions)).toEqual([
      'husbandOrPartner',
      'wifeOrPartner',
      'parent',
      'grandparent',
      'son',
      'daughter',
      'brother',
      'sister',
      'other',
    ]);
    expect(optionValues(yesNoUnknownOptions)).toEqual(['yes', 'no', 'unknown']);
  });

  it('have 21 accommodation codes from not-shared to other-accommodation, with both tenancies', () => {
    const values = optionValues(accommodationStatusOptions);
    expect(values).toHaveLength(21);
    expect(values[0]).toBe('not-shared');
    expect(values.at(-1)).toBe('other-accommodation');
    expect(values).toEqual(expect.arrayContaining(['social-tenant', 'private-tenant']));
  });

  it('never repeat a value or leave a label empty', () => {
    const lists: readonly (readonly Option[])[] = [
      genderOptions,
      maritalStatusOptions,
      accommodationStatusOptions,
      ethnicityOptions,
      religionOptions,
      nationalIdentityOptions,
      sexualOrientationOptions,
      agentRelationshipOptions,
      caredForRelationshipOptions,
      yesNoUnknownOptions,
      ...Object.values(subEthnicityOptions),
    ];
    for (const list of lists) {
      const values = optionValues(list);
      expect(new Set(values).size).toBe(values.length);
      for (const option of list) expect(option.label.trim()).not.toBe('');
    }
  });

  it('label every not-shared choice "Prefer not to say"', () => {
    for (const list of [genderOptions, maritalStatusOptions, ethnicityOptions, religionOptions]) {
      expect(list[0]?.label).toBe('Prefer not to say');
    }
  });
});

describe('subEthnicityOptions', () => {
  it('gives every ethnicity but not-shared sub-groups ending with an "any other" choice', () => {
    expect(Object.keys(subEthnicityOptions).sort()).toEqual(optionValues(ethnicityOptions).sort());
    for (const { value } of ethnicityOptions) {
      const groups: readonly Option[] = subEthnicityOptions[value];
      if (value === 'not-shared') {
        expect(groups).toEqual([]);
        continue;
      }
      expect(groups.at(-1)?.label, value).toMatch(/^Any other /);
    }
  });

  it('uses each sub-group value once across all ethnicities', () => {
    const values = Object.values(subEthnicityOptions).flatMap((groups) =>
      optionValues<readonly Option[]>(groups),
    );
    expect(new Set(values).size).toBe(values.length);
  });
});
