import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { RuntimeConfigProvider } from '../../../config/runtime-config.tsx';
import { AuthProvider } from '../../../lib/auth/auth-context.tsx';
import { stubFetch, testConfig, type RecordedRequest } from '../../../testing/app-test-kit.tsx';
import { HandoverPage } from '../pages/handover-page.tsx';

const profile = {
  id: 'new-user',
  name: 'Winifred Atwell',
  email: 'winifred@example.test',
  emailProfileEmail: 'winifred@example.test',
  postcode: 'SE5 8UB',
  imageUrl: null,
  registrationTime: '2026-11-29T10:00:00.000Z',
  roleNames: [],
  mobilePhoneNumber: null,
};
const wording = {
  contactDetails: 'Phone Test Council adult social care on 020 7946 0999.',
  openingHours: 'Monday to Friday, 9am to 5pm.',
};

/** Opens the handover page at `href` in the browser's own history, as following the link does. */
function openLink(href: string) {
  window.history.replaceState(null, '', href);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createBrowserRouter([
    { path: '/handover', element: <Shell /> },
    { path: '/assessment/:formTypeCode/:formId', element: <p>The assessment’s overview</p> },
  ]);
  function Shell() {
    return (
      <AuthProvider>
        <QueryClientProvider client={queryClient}>
          <HandoverPage />
        </QueryClientProvider>
      </AuthProvider>
    );
  }
  render(
    <RuntimeConfigProvider config={testConfig}>
      <RouterProvider router={router} />
    </RuntimeConfigProvider>,
  );
}

function answer(request: RecordedRequest, isLinkWorking: boolean) {
  if (request.path === '/internal/v1/content/wording') {
    return { status: 200, body: { data: { wording } } };
  }
  if (request.path === '/auth/handover/check') {
    return isLinkWorking
      ? { status: 200, body: { data: { formTypeCode: 'CARERS' } } }
      : {
          status: 400,
          body: {
            status: 400,
            method: 'POST',
            message: 'This link has expired or has already been used.',
            errors: [{ field: 'token', error: 'expired', code: 'LINK_EXPIRED' }],
          },
        };
  }
  if (request.path === '/auth/handover') {
    return {
      status: 201,
      body: {
        data: { token: 'session-token', user: profile, formId: 'form-1', formTypeCode: 'CARERS' },
      },
    };
  }
  if (request.path === '/internal/v1/userProfile') return { status: 200, body: { data: profile } };
  return { status: 404, body: {} };
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  window.sessionStorage.clear();
  window.history.replaceState(null, '', '/');
});

describe('the handover page', () => {
  it('takes the key out of the address, checks it in the body, and sets up the account on the same assessment', async () => {
    const requests = stubFetch((request) => answer(request, true));
    openLink('/handover?key=handover-key-1234567890');
    await screen.findByRole('heading', { name: 'Carry on with your assessment online' });
    await waitFor(() => expect(window.location.href).not.toContain('handover-key'));
    expect(screen.getByText(/carer’s self-assessment are saved/)).toBeDefined();
    expect(requests.find((request) => request.path === '/auth/handover/check')?.body).toEqual({
      token: 'handover-key-1234567890',
    });

    fireEvent.change(screen.getByLabelText('Full name'), { target: { value: 'Winifred Atwell' } });
    fireEvent.change(screen.getByLabelText('Email address'), {
      target: { value: 'winifred@example.test' },
    });
    fireEvent.change(screen.getByLabelText('Create a password'), {
      target: { value: 'correct horse battery staple' },
    });
    fireEvent.change(screen.getByLabelText('Postcode'), { target: { value: 'SE5 8UB' } });
    fireEvent.click(screen.getByRole('button', { name: 'Set up account and continue' }));

    await screen.findByText('The assessment’s overview');
    expect(window.location.pathname).toBe('/assessment/CARERS/form-1');
    expect(requests.filter((request) => request.path === '/auth/handover')).toEqual([
      {
        method: 'POST',
        path: '/auth/handover',
        body: {
          token: 'handover-key-1234567890',
          name: 'Winifred Atwell',
          email: 'winifred@example.test',
          password: 'correct horse battery staple',
          postcode: 'SE5 8UB',
        },
      },
    ]);
  });

  it('shows the problems of an empty form in the error summary and sends nothing', async () => {
    const requests = stubFetch((request) => answer(request, true));
    openLink('/handover?key=handover-key-1234567890');
    fireEvent.click(await screen.findByRole('button', { name: 'Set up account and continue' }));
    await screen.findByText('There is a problem');
    expect(requests.some((request) => request.path === '/auth/handover')).toBe(false);
  });

  it('says plainly when the link was used or expired, and how to phone the council', async () => {
    stubFetch((request) => answer(request, false));
    openLink('/handover?key=used-key-1234567890');
    await screen.findByRole('heading', {
      name: 'This link has expired or has already been used',
    });
    await screen.findByText(wording.contactDetails);
    expect(screen.getByText(wording.openingHours)).toBeDefined();
    expect(screen.queryByLabelText('Email address')).toBeNull();
    expect(window.location.href).not.toContain('used-key');
  });

  it('says the same when the address holds no key (a reload after arrival)', async () => {
    const requests = stubFetch((request) => answer(request, true));
    openLink('/handover');
    await screen.findByRole('heading', {
      name: 'This link has expired or has already been used',
    });
    expect(requests.some((request) => request.path === '/auth/handover/check')).toBe(false);
  });
});
