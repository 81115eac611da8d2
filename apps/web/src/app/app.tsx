import { Outlet, RouterProvider, createBrowserRouter } from 'react-router';
import type { RuntimeConfig } from '@csa/contracts';
import { RuntimeConfigProvider } from '../config/runtime-config.tsx';
import { AuthProvider } from '../lib/auth/auth-context.tsx';
import { routes } from './router.tsx';

/** The auth provider needs the router (it navigates), so it wraps the routes from inside. */
const router = createBrowserRouter([
  {
    element: (
      <AuthProvider>
        <Outlet />
      </AuthProvider>
    ),
    children: routes,
  },
]);

export function App(props: { config: RuntimeConfig }) {
  return (
    <RuntimeConfigProvider config={props.config}>
      <RouterProvider router={router} />
    </RuntimeConfigProvider>
  );
}
