// Zod-free helpers for showing stored data to people, used by the web app (including its
// first page) and by the server's PDF.
export * from './format-dates.ts';
export * from './personal-details-rows.ts';
export * from './link-in-area.ts';
