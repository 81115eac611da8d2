import type { FastifyInstance } from 'fastify';
import type { Config } from '../config/index.ts';
import { addressRoutes } from '../address/index.ts';
import { linksRoutes } from '../links/index.ts';
import { pdfRoutes } from './pdf-routes.ts';
import { formRoutes } from './form-routes.ts';

/**
 * Everything around an assessment: the form calls, the PDF, address search and the
 * council's links. One registration in app.ts; each part is its own encapsulated plugin.
 */
export async function assessmentPlugin(app: FastifyInstance, options: { config: Config }) {
  const { config } = options;
  const flavour = config.COUNCIL_FLAVOUR;
  await app.register(formRoutes, {
    supportedFormTypes: config.SUPPORTED_FORM_TYPES,
    flavour,
    maxOpenPerPathway: config.MAX_OPEN_ASSESSMENTS_PER_PATHWAY,
    maxAssessmentBytes: config.MAX_ASSESSMENT_BYTES,
  });
  await app.register(pdfRoutes);
  await app.register(addressRoutes, { config });
  await app.register(linksRoutes, { flavour });
}
