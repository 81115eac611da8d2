import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { AppLayout } from '../components/layout/app-layout.tsx';
import { paths } from '../config/paths.ts';
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
const personalDetails = () => import('../features/personal-details/index.ts');
const staff = () => import('../features/staff/index.ts');
const servicePerformance = () => import('../features/service-performance/index.ts');
const serviceContent = () => import('../features/service-content/index.ts');
const pathways = () => import('./routes/pathway-selector-page.tsx');

/** All routes of spec §2, at the paths of config/paths.ts. Each feature's module exports its
 * pages by name. */
export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    // On a first load straight into a page that is its own chunk, the shell shows at once
    // instead of a blank window until the chunk arrives (decision 0070).
    hydrateFallbackElement: <AppLayout isPageLoading />,
    errorElement: <RootErrorPage />,
    children: [
      { index: true, element: <HomePage />, errorElement: <RouteErrorPage /> },
      { path: paths.account.path, ...page(accounts, 'AccountPage') },
      { path: paths.login.path, ...page(accounts, 'LoginPage') },
      { path: paths.signUp.path, ...page(accounts, 'SignUpPage') },
      { path: paths.resetPassword.path, ...page(accounts, 'ResetPasswordPage') },
      { path: paths.verifyEmail.path, ...page(accounts, 'VerifyEmailPage') },
      { path: paths.handover.path, ...page(accounts, 'HandoverPage') },
      { path: paths.assessmentPathways.path, ...page(pathways, 'AssessmentPathwaysPage') },
      { path: paths.assessments.path, ...page(assessments, 'AssessmentsPage') },
      { path: paths.overview.path, ...page(assessments, 'OverviewPage') },
      { path: paths.area.path, ...page(areaForm, 'AreaPage') },
      { path: paths.submitter.path, ...page(personalDetails, 'SubmitterPage') },
      { path: paths.preview.path, ...page(assessments, 'PreviewPage') },
      { path: paths.close.path, ...page(assessments, 'ClosePage') },
      { path: paths.submitted.path, ...page(assessments, 'SubmittedPage') },
      {
        path: paths.suggestions.path,
        ...page(assessments, 'SuggestionsPage'),
      },
      { path: paths.helpPathways.path, ...page(pathways, 'HelpPathwaysPage') },
      { path: paths.help.path, ...page(help, 'HelpPage') },
      { path: paths.areaHelp.path, ...page(help, 'AreaHelpPage') },
      { path: paths.staffInbox.path, ...page(staff, 'StaffInboxPage') },
      { path: paths.staffSignInReturn.path, ...page(accounts, 'StaffSignInReturnPage') },
      { path: paths.staffSubmission.path, ...page(staff, 'StaffSubmissionPage') },
      { path: paths.staffCallers.path, ...page(staff, 'StaffCallersPage') },
      { path: paths.startCaller.path, ...page(staff, 'StartCallerPage') },
      { path: paths.admin.path, ...page(staff, 'AdminPage') },
      { path: paths.performance.path, ...page(servicePerformance, 'PerformancePage') },
      { path: paths.contentAdmin.path, ...page(serviceContent, 'ContentPage') },
      { path: paths.contentAdminLinks.path, ...page(serviceContent, 'AreaLinksPage') },
      { path: paths.contentAdminPreview.path, ...page(serviceContent, 'ContentPreviewPage') },
      { path: paths.contentAdminVersions.path, ...page(serviceContent, 'ContentVersionsPage') },
      {
        path: paths.cookiePolicy.path,
        ...page(() => import('./routes/cookie-policy-page.tsx'), 'CookiePolicyPage'),
      },
      {
        path: paths.accessibilityStatement.path,
        ...page(
          () => import('./routes/accessibility-statement-page.tsx'),
          'AccessibilityStatementPage',
        ),
      },
      {
        path: paths.algorithmicTransparency.path,
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
