// What service-performance/ offers the rest of the server; its other files are its own (eslint.config.js).
export { contactDigestPlugin } from './contact-digest-plugin.ts';
export { contactDigestWeekOf } from './contact-digest.ts';
export { contactDue } from './contact-due.ts';
export {
  countStarted,
  endJourney,
  type JourneyProgress,
  recordJourneySteps,
  recordJourneyStepsOnSqlite,
} from './count-performance.ts';
export { journeyStepsOf } from './journey-steps.ts';
export { performanceDay } from './performance-measures.ts';
export { ReachedSteps } from './reached-steps.ts';
export { servicePerformancePlugin } from './service-performance-plugin.ts';
