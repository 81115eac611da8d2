// The area form of issue 4. Until it lands, the route shows the honest "not ready" page.
export { ComingSoonForPathwayPage as AreaPage } from '../../app/routes/coming-soon-page.tsx';
