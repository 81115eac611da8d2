import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Assessment } from '@csa/contracts';
import type { CouncilFlavour } from '@csa/questionnaire';
import type { DocumentCopy } from './document-copy.ts';
import { PdfWorkerPool, type PdfPoolOptions } from './pdf-worker-pool.ts';

export interface PdfRenderer {
  /** `accountId` is whose turn it is: each account has one render at a time (decision 0021).
   * `copy` is who the PDF is for: the resident's unless the council's is asked for. */
  render(form: Assessment, accountId: string, copy?: DocumentCopy): Promise<Buffer>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Renders an assessment's PDF off the main thread; shared by downloads and delivery. */
    pdfRenderer: PdfRenderer;
  }
}

/** One renderer per process, so the PDF routes and the delivery worker share its threads. */
export const pdfRendererPlugin = fp(
  async (
    app: FastifyInstance,
    options: {
      councilName: string;
      flavour: CouncilFlavour;
      idleMs: number;
      onRendered?: PdfPoolOptions['onRendered'];
    },
  ) => {
    const pool = new PdfWorkerPool(options.councilName, options.flavour, {
      idleMs: options.idleMs,
      ...(options.onRendered ? { onRendered: options.onRendered } : {}),
    });
    app.decorate('pdfRenderer', pool);
    app.addHook('onClose', async () => pool.close());
  },
  { name: 'pdf-renderer' },
);
