import type { FormTypeCode, Pathway } from '../content-schema.ts';
import { carersPathway } from './carers/index.ts';
import { csaPathway } from './csa/index.ts';

/** Both pathways. The web app loads one at a time through `load-pathway.ts`, so content never
 * weighs on the first page. */
export const pathways: Pathway[] = [csaPathway, carersPathway];

export function pathwayFor(formTypeCode: FormTypeCode): Pathway {
  return formTypeCode === 'CSA' ? csaPathway : carersPathway;
}
