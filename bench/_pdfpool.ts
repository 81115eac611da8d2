import { PdfWorkerPool } from '../apps/server/src/pdf/pdf-worker-pool.ts';
import { fullAssessment, realisticAssessment } from './bench-assessments.ts';
const pool = new PdfWorkerPool('Council', 'london-borough', { size: 1 });
for (const [name, form] of [['realistic', realisticAssessment()], ['full', fullAssessment()]] as const) {
  for (let i = 0; i < 4; i++) await pool.render(form, 'bench');
  const times: number[] = [];
  for (let i = 0; i < 7; i++) { const t = performance.now(); await pool.render(form, 'bench'); times.push(performance.now() - t); }
  times.sort((a, b) => a - b);
  console.log(name, 'median', times[3]!.toFixed(0), 'ms', 'min', times[0]!.toFixed(0));
}
await pool.close();
