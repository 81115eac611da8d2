// Pages of issue 5 (assessment life cycle). Until they land, they show the "not ready" page.
export {
  ComingSoonForPathwayPage as AssessmentsPage,
  ComingSoonForPathwayPage as OverviewPage,
  ComingSoonForPathwayPage as SubmitterPage,
  ComingSoonForPathwayPage as PreviewPage,
  ComingSoonForPathwayPage as ClosePage,
  ComingSoonForPathwayPage as SubmittedPage,
  ComingSoonForPathwayPage as SuggestionsPage,
} from '../../app/routes/coming-soon-page.tsx';
