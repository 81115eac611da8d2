import { describe, expect, it } from 'vitest';
import {
  agentFields,
  fieldApplies,
  personCaredForFields,
  personalDetailsFields,
} from './personal-details-fields.ts';
import {
  agentSchema,
  personCaredForSchema,
  personalDetailsSchema,
} from './personal-details-schema.ts';

const names = (fields: readonly { name: string }[]) => fields.map((field) => field.name).sort();

describe('the personal details field table', () => {
  it('lists every stored field once, for the person, the agent and each person cared for', () => {
    expect(names(personalDetailsFields)).toEqual(
      Object.keys(personalDetailsSchema.shape)
        .filter((name) => name !== 'agent' && name !== 'peopleCaredFor')
        .sort(),
    );
    expect(names(agentFields)).toEqual(Object.keys(agentSchema.shape).sort());
    expect(names(personCaredForFields)).toEqual(Object.keys(personCaredForSchema.shape).sort());
  });

  it('says a conditional field applies only while its answer holds', () => {
    const landlordName = personalDetailsFields.find((field) => field.name === 'landlordName');
    expect(
      landlordName && fieldApplies(landlordName, { accommodationStatus: 'social-tenant' }),
    ).toBe(true);
    expect(landlordName && fieldApplies(landlordName, { accommodationStatus: 'hostel' })).toBe(
      false,
    );
    expect(landlordName && fieldApplies(landlordName, {})).toBe(false);
    const firstName = personalDetailsFields.find((field) => field.name === 'firstName');
    expect(firstName && fieldApplies(firstName, {})).toBe(true);
    const health = personCaredForFields.find((field) => field.name === 'healthConditionsInfo');
    expect(health && fieldApplies(health, { hasHealthConditions: true })).toBe(true);
    expect(health && fieldApplies(health, { hasHealthConditions: 'yes' })).toBe(true);
    expect(health && fieldApplies(health, { hasHealthConditions: false })).toBe(false);
  });
});
