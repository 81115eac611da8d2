// Pages for council staff: the team inbox, one submission, and administration. One
// lazy chunk: residents never load it.
export { StaffInboxPage } from './pages/staff-inbox-page.tsx';
export { StaffSubmissionPage } from './pages/staff-submission-page.tsx';
export { AdminPage } from './pages/admin-page.tsx';
export { StaffCallersPage } from './pages/staff-callers-page.tsx';
export { StartCallerPage } from './pages/start-caller-page.tsx';
