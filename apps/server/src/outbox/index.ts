// What outbox/ offers the rest of the server; its other files are its own (eslint.config.js).
export {
  type DeliveryJob,
  DeliveryJobRepository,
  type DeliveryStatus,
  type DeliveryTeam,
  deliveryTeamFor,
  finishedSteps,
} from './delivery-job-repository.ts';
export { parseReminderJobKind, reminderJobKind, type ReminderType } from './reminder-job-kind.ts';
