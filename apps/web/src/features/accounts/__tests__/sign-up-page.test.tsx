import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { personNameMessages } from '@csa/contracts';
import { stubFetch } from '../../../testing/app-test-kit.tsx';
import { renderSignedInPage } from '../../../testing/signed-in-page.tsx';
import { SignUpPage } from '../pages/sign-up-page.tsx';

afterEach(() => {
  cleanup();
  window.sessionStorage.clear();
  vi.unstubAllGlobals();
});

function createAccount(name: string) {
  fireEvent.change(screen.getByLabelText('Full name'), { target: { value: name } });
  fireEvent.change(screen.getByLabelText('Email address'), {
    target: { value: 'ada@example.test' },
  });
  fireEvent.change(screen.getByLabelText('Create a password'), {
    target: { value: 'correct horse battery staple' },
  });
  fireEvent.change(screen.getByLabelText('Postcode'), { target: { value: 'SE15 4AB' } });
  fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
}

describe('the sign-up page', () => {
  it('refuses a name with a link beside the field and in the summary, sending nothing', async () => {
    const requests = stubFetch(() => ({ status: 201, body: {} }));
    renderSignedInPage('/signup', '/signup', <SignUpPage />);
    createAccount('Ada, claim your refund at www.evil.example');
    expect(await screen.findByRole('link', { name: personNameMessages.link })).toBeTruthy();
    expect(document.getElementById('signup-name-error')?.textContent).toContain(
      personNameMessages.link,
    );
    expect(requests.filter((request) => request.path === '/auth/signup')).toEqual([]);
  });

  it('shows the refusal when the address has had too many confirmation emails', async () => {
    const refusal = 'Too many confirmation emails have been sent. Wait an hour, then try again.';
    stubFetch((request) =>
      request.path === '/auth/signup'
        ? { status: 429, body: { errors: [{ error: refusal, code: 'TOO_MANY_EMAILS' }] } }
        : { status: 200, body: {} },
    );
    renderSignedInPage('/signup', '/signup', <SignUpPage />);
    createAccount('Ada Lovelace');
    expect(await screen.findByText(refusal)).toBeTruthy();
  });
});
