import type { FastifyReply } from 'fastify';
import type { Assessment } from '@csa/contracts';
import { AppError } from '../errors/index.ts';
import { PdfAccountBusyError, PdfQueueFullError } from './pdf-worker-pool.ts';

/** Refusals of a busy renderer, with when to try again: they are not faults. */
export function renderRefusal(error: unknown, reply: FastifyReply): AppError | null {
  if (error instanceof PdfAccountBusyError) {
    reply.header('Retry-After', '5');
    return new AppError(
      429,
      'PDF_IN_PROGRESS',
      'We are still making your last PDF. Please wait a few seconds and try again.',
    );
  }
  if (error instanceof PdfQueueFullError) {
    reply.header('Retry-After', '10');
    return new AppError(
      503,
      'PDF_BUSY',
      'Many PDFs are being made just now. Please try again in a few seconds.',
    );
  }
  return null;
}

/** Only the reference or the id goes in the file name: no names or other personal data. */
export function pdfFileName(form: Assessment): string {
  return `assessment-${(form.reference ?? form.id).replace(/[^A-Za-z0-9-]/g, '')}.pdf`;
}
