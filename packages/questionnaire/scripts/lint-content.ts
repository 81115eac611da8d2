/**
 * Content linter CLI: `npx tsx packages/questionnaire/scripts/lint-content.ts`.
 * Prints every problem in the shipped CSA and CARERS content and exits 1 if there is any, so
 * CI refuses content that the engine would route wrongly.
 */
import { pathways } from '../src/content/index.ts';
import { lintPathways } from '../src/lint/lint-content.ts';

const problems = lintPathways(pathways);
for (const problem of problems) console.error(problem);
if (problems.length > 0) {
  console.error(`\n${problems.length} content problem(s).`);
  process.exit(1);
}
console.log(`Content is clean (${pathways.length} pathways).`);
