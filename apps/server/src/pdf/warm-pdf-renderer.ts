import type { Assessment } from '@csa/contracts';
import type { PdfRenderer } from './pdf-renderer-plugin.ts';

/** The turn the warm-up takes in the renderer's one-render-per-account rule. */
const warmUpAccount = 'pdf-warm-up';

/** A word in each script whose fallback font is shaped ("name" or "help"), so the warm-up
 * also parses those fonts and runs their shaping once (Chinese is left to first use: see
 * `warmedUpFallbackFontKeys`). */
export const warmUpWords = 'Zoë Ελένη Олена নাম નામ ਨਾਮ பெயர் اسم مدد 12';

/** A blank CSA assessment with a made-up name in every script: nothing personal, just enough
 * to load the renderer's code, every font and the text layout in a worker. */
export function warmUpAssessment(): Assessment {
  const now = new Date().toISOString();
  return {
    id: 'pdf-warm-up',
    formTypeCode: 'CSA',
    formName: 'Warm-up',
    title: 'Care and Support Assessment Form',
    dateCreated: now,
    lastUpdated: now,
    status: null,
    dirtyFields: JSON.stringify({ personalDetails: { firstName: warmUpWords } }),
    submittedFields: null,
    dateSubmitted: null,
    pageCount: 3,
    lastValidPage: 0,
    allPagesValidated: false,
    version: 1,
    reference: null,
  };
}

/**
 * Renders one blank PDF as the service starts, so the first resident to download one does not
 * wait for a worker thread to start and load its code and fonts (measured: 8.5 s for
 * that first PDF, about 1 s after). Resolves with how long it took; never rejects (a failure only means the
 * first real PDF is slow, and that render reports its own error).
 */
export async function warmPdfRenderer(
  renderer: PdfRenderer,
): Promise<{ ms: number; error?: string }> {
  const started = performance.now();
  try {
    await renderer.render(warmUpAssessment(), warmUpAccount);
    return { ms: Math.round(performance.now() - started) };
  } catch (error) {
    return {
      ms: Math.round(performance.now() - started),
      error: error instanceof Error ? error.message : String(error),
    };
  }
}
