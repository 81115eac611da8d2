import { z } from 'zod';

export const formTypeCodeSchema = z.enum(['CSA', 'CARERS']);
export type FormTypeCode = z.infer<typeof formTypeCodeSchema>;

/** Lower-case pathway names used in routes and copy (spec §1: pathway csa / carers). */
export const pathwayOf: Record<FormTypeCode, 'csa' | 'carers'> = { CSA: 'csa', CARERS: 'carers' };

/** Spec §1: if configuration gives no supported codes the fallback is CSA only. */
export function parseSupportedFormTypes(value: string | undefined): FormTypeCode[] {
  const codes = (value ?? '')
    .split(',')
    .map((code) => code.trim().toUpperCase())
    .filter((code) => code.length > 0);
  if (codes.length === 0) return ['CSA'];
  return [...new Set(codes)].map((code) => formTypeCodeSchema.parse(code));
}
