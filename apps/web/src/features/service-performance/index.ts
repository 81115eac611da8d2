// The performance page for service managers and admins. One lazy chunk: residents and
// other staff never load it.
export { PerformancePage } from './pages/performance-page.tsx';
