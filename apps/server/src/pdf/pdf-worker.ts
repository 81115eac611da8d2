import { parentPort } from 'node:worker_threads';
import type { Assessment } from '@csa/contracts';
import type { CouncilFlavour } from '@csa/questionnaire';
import { buildCopyDocument } from './build-copy-document.ts';
import type { DocumentCopy } from './document-copy.ts';
import { renderDocumentPdf } from './render-document-pdf.ts';

export interface RenderRequest {
  id: number;
  form: Assessment;
  councilName: string;
  flavour: CouncilFlavour;
  copy: DocumentCopy;
}

export type RenderResponse = { id: number; pdf: Uint8Array } | { id: number; error: string };

// Runs in a worker thread (see pdf-worker-pool.ts): laying out a long assessment takes long
// enough that it must not hold up other residents' requests on the main thread.
parentPort?.on('message', (request: RenderRequest) => {
  const respond = (response: RenderResponse, transfer: ArrayBuffer[] = []) =>
    parentPort?.postMessage(response, transfer);
  renderDocumentPdf(
    buildCopyDocument(request.form, request.councilName, request.flavour, request.copy),
  )
    .then((pdf) => {
      const bytes = new Uint8Array(pdf.buffer, pdf.byteOffset, pdf.byteLength).slice();
      respond({ id: request.id, pdf: bytes }, [bytes.buffer]);
    })
    .catch((error: unknown) => {
      respond({ id: request.id, error: error instanceof Error ? error.message : String(error) });
    });
});
// Tells the pool this worker has loaded, so a render's time limit counts rendering only.
parentPort?.postMessage({ ready: true });
