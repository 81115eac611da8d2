// What audit/ offers the rest of the server; its other files are its own (eslint.config.js).
export { type AuditAction, AuditLog, auditPageSize, callerAuditDetail } from './audit-log.ts';
export { loadStaffActor, type StaffActor } from './staff-actor.ts';
