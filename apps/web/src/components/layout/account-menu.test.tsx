import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AccountMenu, initialsFor } from './account-menu.tsx';
import { renderWithProviders } from '../../testing/render-with-providers.tsx';

afterEach(cleanup);

describe('initialsFor (spec §2: from the profile e-mail, at most 2, else guest)', () => {
  it('takes up to two initials from the e-mail', () => {
    expect(initialsFor('jane.doe@example.com')).toBe('JD');
    expect(initialsFor('mary-ann.smith.jones@example.com')).toBe('MA');
    expect(initialsFor('bob@example.com')).toBe('BO');
    expect(initialsFor('x@example.com')).toBe('X');
  });

  it('falls back to guest', () => {
    expect(initialsFor(null)).toBe('guest');
    expect(initialsFor('')).toBe('guest');
    expect(initialsFor('@example.com')).toBe('guest');
  });
});

describe('AccountMenu', () => {
  it('opens and closes by keyboard, returning focus to its button', async () => {
    const onLogout = vi.fn();
    await renderWithProviders(
      <AccountMenu email="jane.doe@example.com" name="Jane Doe" onLogout={onLogout} />,
    );
    const toggle = screen.getByRole('button', { name: /Account menu for Jane Doe/ });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('link', { name: 'Account' })).toBeNull();

    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('link', { name: 'Account' }).getAttribute('href')).toBe('/account');

    fireEvent.keyDown(document, { key: 'Escape' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(toggle);

    fireEvent.click(toggle);
    fireEvent.click(screen.getByRole('button', { name: 'Logout' }));
    expect(onLogout).toHaveBeenCalledOnce();
  });

  it('closes when Tab takes focus past Logout, so it covers nothing that has focus', async () => {
    const user = userEvent.setup();
    await renderWithProviders(
      <>
        <AccountMenu email="jane.doe@example.com" name="Jane Doe" onLogout={() => {}} />
        <a href="#next">Next on the page</a>
      </>,
    );
    const toggle = screen.getByRole('button', { name: /Account menu for Jane Doe/ });
    await user.click(toggle);
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Account' }));
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Logout' }));
    expect(toggle.getAttribute('aria-expanded')).toBe('true');

    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Next on the page' }));
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('button', { name: 'Logout' })).toBeNull();
  });
});
