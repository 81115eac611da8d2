import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { AppLayout } from '../components/layout/app-layout.tsx';
import { RootErrorPage, RouteErrorPage } from '../components/errors/route-error-page.tsx';
import { HomePage } from './routes/home-page.tsx';

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
            <Page />
          </QueryProvider>
        ),
      };
    },
  };
}

const comingSoon = () => import('./routes/coming-soon-page.tsx');
const pathways = () => import('./routes/pathway-selector-page.tsx');

/** All routes of spec §2. */
export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    errorElement: <RootErrorPage />,
    children: [
      { index: true, element: <HomePage />, errorElement: <RouteErrorPage /> },
      { path: 'account', ...page(comingSoon, 'ComingSoonPage') },
      { path: 'login', ...page(comingSoon, 'ComingSoonPage') },
      { path: 'signup', ...page(comingSoon, 'ComingSoonPage') },
      { path: 'assessment', ...page(pathways, 'AssessmentPathwaysPage') },
      { path: 'assessment/:formTypeCode', ...page(comingSoon, 'ComingSoonForPathwayPage') },
      { path: 'assessment/:formTypeCode/:formId', ...page(comingSoon, 'ComingSoonForPathwayPage') },
      {
        path: 'assessment/:formTypeCode/:formId/area/:area',
        ...page(comingSoon, 'ComingSoonForPathwayPage'),
      },
      {
        path: 'assessment/:formTypeCode/:formId/submitter',
        ...page(comingSoon, 'ComingSoonForPathwayPage'),
      },
      {
        path: 'assessment/:formTypeCode/:formId/preview',
        ...page(comingSoon, 'ComingSoonForPathwayPage'),
      },
      {
        path: 'assessment/:formTypeCode/:formId/close',
        ...page(comingSoon, 'ComingSoonForPathwayPage'),
      },
      {
        path: 'assessment/:formTypeCode/:formId/submitted',
        ...page(comingSoon, 'ComingSoonForPathwayPage'),
      },
      {
        path: 'assessment/:formTypeCode/:formId/suggestions',
        ...page(comingSoon, 'ComingSoonForPathwayPage'),
      },
      { path: 'help', ...page(pathways, 'HelpPathwaysPage') },
      { path: 'help/:formTypeCode', ...page(comingSoon, 'ComingSoonForPathwayPage') },
      {
        path: 'help/:formTypeCode/:actAreaKey/:formId',
        ...page(comingSoon, 'ComingSoonForPathwayPage'),
      },
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
      // Spec §2: unknown routes show the home page.
      { path: '*', element: <HomePage />, errorElement: <RouteErrorPage /> },
    ],
  },
];
