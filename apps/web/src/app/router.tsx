import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { AppLayout } from '../components/layout/app-layout.tsx';
import { RootErrorPage, RouteErrorPage } from '../components/errors/route-error-page.tsx';
import { HomePage } from './routes/home-page.tsx';
import { SupportedPathwayOnly } from './routes/supported-pathway-only.tsx';

type PageModule = Record<string, unknown>;

/** Every page but home is its own chunk, loaded when its route is first visited, together
 * with the data-fetching layer (TanStack Query) that only those pages need. */
function page(
  load: () => Promise<PageModule>,
  exportName: string,
): Pick<RouteObject, 'lazy' | 'errorElement'> {
  return {
    errorElement: <RouteErrorPage />,
    lazy: async () => {
      const [module, { QueryProvider }] = await Promise.all([
        load(),
        import('../lib/query-provider.tsx'),
      ]);
      const Page = module[exportName] as ComponentType;
      return {
        Component: () => (
          <QueryProvider>
            <SupportedPathwayOnly>
              <Page />
            </SupportedPathwayOnly>
          </QueryProvider>
        ),
      };
    },
  };
}

const accounts = () => import('../features/accounts/index.ts');
const areaForm = () => import('../features/area-form/index.ts');
const assessments = () => import('../features/assessments/index.ts');
const help = () => import('../features/help/index.ts');
const staff = () => import('../features/staff/index.ts');
const pathways = () => import('./routes/pathway-selector-page.tsx');

/** All routes of spec §2. Each feature's module exports its pages by name. */
export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    // On a first load straight into a page that is its own chunk, the shell shows at once
    // instead of a blank window until the chunk arrives (decision 0070).
    hydrateFallbackElement: <AppLayout isPageLoading />,
    errorElement: <RootErrorPage />,
    children: [
      { index: true, element: <HomePage />, errorElement: <RouteErrorPage /> },
      { path: 'account', ...page(accounts, 'AccountPage') },
      { path: 'login', ...page(accounts, 'LoginPage') },
      { path: 'signup', ...page(accounts, 'SignUpPage') },
      { path: 'reset-password', ...page(accounts, 'ResetPasswordPage') },
      { path: 'verify-email', ...page(accounts, 'VerifyEmailPage') },
      { path: 'assessment', ...page(pathways, 'AssessmentPathwaysPage') },
      { path: 'assessment/:formTypeCode', ...page(assessments, 'AssessmentsPage') },
      { path: 'assessment/:formTypeCode/:formId', ...page(assessments, 'OverviewPage') },
      { path: 'assessment/:formTypeCode/:formId/area/:area', ...page(areaForm, 'AreaPage') },
      { path: 'assessment/:formTypeCode/:formId/submitter', ...page(assessments, 'SubmitterPage') },
      { path: 'assessment/:formTypeCode/:formId/preview', ...page(assessments, 'PreviewPage') },
      { path: 'assessment/:formTypeCode/:formId/close', ...page(assessments, 'ClosePage') },
      { path: 'assessment/:formTypeCode/:formId/submitted', ...page(assessments, 'SubmittedPage') },
      {
        path: 'assessment/:formTypeCode/:formId/suggestions',
        ...page(assessments, 'SuggestionsPage'),
      },
      { path: 'help', ...page(pathways, 'HelpPathwaysPage') },
      { path: 'help/:formTypeCode', ...page(help, 'HelpPage') },
      { path: 'help/:formTypeCode/:actAreaKey/:formId', ...page(help, 'AreaHelpPage') },
      { path: 'staff', ...page(staff, 'StaffInboxPage') },
      { path: 'staff/sign-in/return', ...page(accounts, 'StaffSignInReturnPage') },
      { path: 'staff/submissions/:id', ...page(staff, 'StaffSubmissionPage') },
      { path: 'admin', ...page(staff, 'AdminPage') },
      {
        path: 'cookie-policy',
        ...page(() => import('./routes/cookie-policy-page.tsx'), 'CookiePolicyPage'),
      },
      {
        path: 'accessibility-statement',
        ...page(
          () => import('./routes/accessibility-statement-page.tsx'),
          'AccessibilityStatementPage',
        ),
      },
      {
        path: 'algorithmic-transparency',
        ...page(
          () => import('./routes/algorithmic-transparency-page.tsx'),
          'AlgorithmicTransparencyPage',
        ),
      },
      // Spec §2: unknown routes show the home page.
      { path: '*', element: <HomePage />, errorElement: <RouteErrorPage /> },
    ],
  },
];
