// Pages of issue 3 (accounts). Until they land, these routes show the honest "not ready" page.
export { ComingSoonPage as LoginPage } from '../../app/routes/coming-soon-page.tsx';
export { ComingSoonPage as SignUpPage } from '../../app/routes/coming-soon-page.tsx';
export { ComingSoonPage as AccountPage } from '../../app/routes/coming-soon-page.tsx';
