import { z } from 'zod';
import { constants } from '@csa/contracts';

export interface DateOfBirthValues {
  day: string;
  month: string;
  year: string;
}

const { minYear, maxYear } = constants.mobileDateOfBirth;

function whole(label: string, min: number, max: number) {
  return z
    .string()
    .trim()
    .min(1, { error: `Enter the ${label.toLowerCase()} of your date of birth`, abort: true })
    .regex(/^\d+$/, { error: `${label} must be a number`, abort: true })
    .refine((value) => Number(value) >= min && Number(value) <= max, {
      error: `${label} must be between ${min} and ${max}`,
    });
}

/** Spec §5: day 1-31, month 1-12, year 1800-2100, all required. */
export const dateOfBirthFields = {
  day: whole('Day', 1, 31),
  month: whole('Month', 1, 12),
  year: whole('Year', minYear, maxYear),
};

/** Spec §3: year, month and day joined with slashes. */
export function joinDateOfBirth(values: DateOfBirthValues): string {
  return `${Number(values.year)}/${Number(values.month)}/${Number(values.day)}`;
}
