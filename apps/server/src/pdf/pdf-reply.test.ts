import { describe, expect, it } from 'vitest';
import type { Assessment } from '@csa/contracts';
import { pdfFileName, renderRefusal } from './pdf-reply.ts';
import { PdfAccountBusyError, PdfQueueFullError } from './pdf-worker-pool.ts';

describe('the reply to a PDF download', () => {
  const assessment = (reference: string | null) =>
    ({ id: '0b7c5a2e-1d2f-4c1a-9e3b-5f6a7b8c9d0e', reference }) as Assessment;

  it('names the file by the reference, or the id, with nothing that is not a letter, digit or hyphen', () => {
    expect(pdfFileName(assessment('CSA-2026-000123'))).toBe('assessment-CSA-2026-000123.pdf');
    expect(pdfFileName(assessment('CSA/2026 "0001"\r\n'))).toBe('assessment-CSA20260001.pdf');
    expect(pdfFileName(assessment(null))).toBe(
      'assessment-0b7c5a2e-1d2f-4c1a-9e3b-5f6a7b8c9d0e.pdf',
    );
  });

  it('turns a busy renderer into 429 or 503 with when to try again, and nothing else', () => {
    const headers: Record<string, string> = {};
    const reply = {
      header: (name: string, value: string) => {
        headers[name] = value;
        return reply;
      },
    } as unknown as Parameters<typeof renderRefusal>[1];

    expect(renderRefusal(new PdfAccountBusyError('busy'), reply)).toMatchObject({
      statusCode: 429,
      code: 'PDF_IN_PROGRESS',
    });
    expect(headers).toEqual({ 'Retry-After': '5' });
    expect(renderRefusal(new PdfQueueFullError('full'), reply)).toMatchObject({
      statusCode: 503,
      code: 'PDF_BUSY',
      message: 'Many PDFs are being made just now. Please try again in a few seconds.',
    });
    expect(headers).toEqual({ 'Retry-After': '10' });
    expect(renderRefusal(new Error('the worker failed'), reply)).toBeNull();
    expect(headers).toEqual({ 'Retry-After': '10' });
  });
});
