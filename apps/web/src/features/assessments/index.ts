// Pages of the assessment life cycle, by the names the router expects.
export { AssessmentsPage } from './components/assessments-page.tsx';
export { OverviewPage } from './components/overview-page.tsx';
export { PreviewPage } from './components/preview-page.tsx';
export { ClosePage } from './components/close-page.tsx';
export { SubmittedPage } from './components/submitted-page.tsx';
export { SuggestionsPage } from './components/suggestions-page.tsx';
