// @ts-check
// Mutation scores from Stryker's JSON reports, counted as Stryker counts them: killed and
// timed-out mutants over every valid one (survived and uncovered included). Ignored mutants
// (marked equivalent with a reason) and compile errors do not count.

const detectedStatuses = ['Killed', 'Timeout'];
const validStatuses = [...detectedStatuses, 'Survived', 'NoCoverage'];

/** @typedef {{ killed: number, timeout: number, survived: number, noCoverage: number,
 *   ignored: number, compileErrors: number }} MutantCounts */

/** @returns {MutantCounts} */
function noMutants() {
  return { killed: 0, timeout: 0, survived: 0, noCoverage: 0, ignored: 0, compileErrors: 0 };
}

const countOf = {
  Killed: 'killed',
  Timeout: 'timeout',
  Survived: 'survived',
  NoCoverage: 'noCoverage',
  Ignored: 'ignored',
  CompileError: 'compileErrors',
};

/** The score of some counts, or null when no mutant counts (a file of static code alone). */
export function scoreOf(counts) {
  const detected = counts.killed + counts.timeout;
  const valid = detected + counts.survived + counts.noCoverage;
  return valid === 0 ? null : (100 * detected) / valid;
}

/** Each file's counts in a Stryker JSON report. `RuntimeError` mutants (the code would not run
 * at all) are left out, as Stryker leaves them out of its score. */
export function countsPerFile(report) {
  /** @type {Record<string, MutantCounts>} */
  const perFile = {};
  for (const [file, { mutants }] of Object.entries(report.files)) {
    const counts = noMutants();
    for (const { status } of mutants) {
      const key = countOf[status];
      if (key !== undefined) counts[key] += 1;
    }
    perFile[file] = counts;
  }
  return perFile;
}

/** The sum of several files' counts. */
export function addCounts(countsList) {
  const total = noMutants();
  for (const counts of countsList) for (const key of Object.keys(total)) total[key] += counts[key];
  return total;
}

/** Per-file and overall score of one report (what CI's step prints). */
export function scores(report) {
  const perFile = countsPerFile(report);
  return {
    perFile: Object.fromEntries(
      Object.entries(perFile).map(([file, counts]) => [file, scoreOf(counts)]),
    ),
    overall: scoreOf(addCounts(Object.values(perFile))),
  };
}

/** `killed/timeout/survived/no coverage/compile errors` and, when any, `, N ignored`. */
export function describeCounts(counts) {
  const figures = [
    counts.killed,
    counts.timeout,
    counts.survived,
    counts.noCoverage,
    counts.compileErrors,
  ].join('/');
  return counts.ignored > 0 ? `${figures}, ${counts.ignored} ignored` : figures;
}

/** Whether a status is one the score counts; exported for the runner's listing of survivors. */
export function isUndetected(status) {
  return validStatuses.includes(status) && !detectedStatuses.includes(status);
}
