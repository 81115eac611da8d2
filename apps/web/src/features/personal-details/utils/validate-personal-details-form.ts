import { z } from 'zod';
import {
  addPersonMessage,
  agentApplies,
  agentFields,
  constants,
  fieldApplies,
  isValidNhsNumber,
  personalDetailsFields,
  personCaredForFields,
  phonePattern,
  requiredMessage,
  validationMessages,
  type FieldSpec,
  type FormTypeCode,
} from '@csa/contracts';
import {
  isoDateOf,
  type AddressValue,
  type DateValue,
  type PersonalDetailsFormValues,
} from './personal-details-form-values.ts';

export const dateMessages = {
  invalid: 'Date of birth must be a real date',
  future: 'Date of birth must be in the past',
} as const;

export { addPersonMessage };

const emailSchema = z.email();

function isBlank(value: string): boolean {
  return value.trim() === '';
}

function isDateBlank(value: DateValue): boolean {
  return isBlank(value.day) && isBlank(value.month) && isBlank(value.year);
}

/** Whether the form holds no answer to a field, by the kind of input that asks it. */
function isUnanswered(field: FieldSpec, value: unknown): boolean {
  switch (field.kind) {
    case 'checkbox':
      return value !== true;
    case 'date':
      return isDateBlank(value as DateValue);
    case 'address':
      return isBlank((value as AddressValue).single_line_address);
    default:
      return isBlank(value as string);
  }
}

/** Whole years between a date of birth and today, in calendar terms. */
function ageOn(isoDate: string, today: Date): number {
  const [year = 0, month = 1, day = 1] = isoDate.split('-').map(Number);
  let age = today.getFullYear() - year;
  const hadBirthday =
    today.getMonth() + 1 > month || (today.getMonth() + 1 === month && today.getDate() >= day);
  if (!hadBirthday) age -= 1;
  return age;
}

/**
 * The checks of spec §5, by the dotted path of the field at fault, with the spec's exact
 * messages: required names, date of birth and address; e-mail, phone and NHS number formats;
 * for an agent their name and both consents; for CARERS at least one person, each named.
 * Also what the server needs to accept the details for submission, so a saved form is one
 * that can be sent.
 */
export function validatePersonalDetailsForm(
  values: PersonalDetailsFormValues,
  formTypeCode: FormTypeCode,
  today: Date = new Date(),
): Record<string, string> {
  const errors: Record<string, string> = {};
  // What submission needs, from the field table the server checks too.
  const required = (fields: readonly FieldSpec[], record: object, prefix = '') => {
    const answers = record as Record<string, unknown>;
    for (const field of fields) {
      if (field.requiredToSubmit && fieldApplies(field, answers)) {
        if (isUnanswered(field, answers[field.name])) {
          errors[`${prefix}${field.name}`] = requiredMessage(field);
        }
      }
    }
  };
  const contact = (prefix: string, phone: string, email: string) => {
    if (!isBlank(phone) && !phonePattern.test(phone.trim())) {
      errors[`${prefix}phone`] = validationMessages.phone;
    }
    if (!isBlank(email) && !emailSchema.safeParse(email.trim()).success) {
      errors[`${prefix}email`] = validationMessages.email;
    }
  };
  const dateOfBirth = (path: string, value: DateValue, isAdult: boolean) => {
    if (isDateBlank(value)) return;
    const isoDate = isoDateOf(value);
    if (!isoDate) {
      errors[path] = dateMessages.invalid;
      return;
    }
    const age = ageOn(isoDate, today);
    if (age < 0 || isoDate > today.toISOString().slice(0, 10)) errors[path] = dateMessages.future;
    else if (isAdult && age < constants.minimumAgeHint) {
      errors[path] = validationMessages.dateOfBirthHint;
    }
  };

  required(personalDetailsFields, values);
  dateOfBirth('dob', values.dob, true);
  if (!isBlank(values.nhsNumber)) {
    if (!/^\d{10}$/.test(values.nhsNumber)) errors.nhsNumber = validationMessages.nhsPattern;
    else if (!isValidNhsNumber(values.nhsNumber)) errors.nhsNumber = validationMessages.nhsCheck;
  }
  contact('', values.phone, values.email);

  if (fieldApplies(agentApplies, values)) {
    required(agentFields, values.agent, 'agent.');
    contact('agent.', values.agent.phone, values.agent.email);
  }

  if (formTypeCode === 'CARERS') {
    if (values.peopleCaredFor.length < constants.minimumPeopleCaredFor) {
      errors.peopleCaredFor = addPersonMessage;
    }
    values.peopleCaredFor.forEach((person, index) => {
      const prefix = `peopleCaredFor.${String(index)}.`;
      required(personCaredForFields, person, prefix);
      dateOfBirth(`${prefix}dob`, person.dob, false);
    });
  }
  return errors;
}
