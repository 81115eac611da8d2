// Help pages of issue 5. Until they land, they show the "not ready" page.
export {
  ComingSoonForPathwayPage as HelpPage,
  ComingSoonForPathwayPage as AreaHelpPage,
} from '../../app/routes/coming-soon-page.tsx';
