import type { FormTypeCode, Pathway } from './content-schema.ts';

/** Loads one pathway's content on demand (a separate chunk in the browser). */
export async function loadPathway(formTypeCode: FormTypeCode): Promise<Pathway> {
  if (formTypeCode === 'CSA') return (await import('./content/csa/index.ts')).csaPathway;
  return (await import('./content/carers/index.ts')).carersPathway;
}
