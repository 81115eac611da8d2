// What notifications/ offers the rest of the server; its other files are its own (eslint.config.js).
export type { NotificationProvider, OutgoingMessage } from './notification-provider.ts';
export { notificationsPlugin } from './notifications-plugin.ts';
export { outboxRoutes } from './outbox-routes.ts';
export { ukMobileNumber } from './uk-mobile-number.ts';
