// The personal details page, by the name the router expects.
export { SubmitterPage } from './pages/submitter-page.tsx';
