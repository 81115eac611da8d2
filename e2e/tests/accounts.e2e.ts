import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { accessibilityViolations } from '../support/axe.ts';
import { launchBrowser, openPage } from '../support/browser.ts';
import { signInContext } from '../support/seed-session.ts';
import { outboxMessage } from '../support/outbox.ts';
import { startServer, type RunningServer } from '../support/start-server.ts';

/**
 * The accounts journey in a real browser. Each test starts from its own account, made through
 * the API in the state the test needs (signed in, mobile linked, a PIN made), so one failing
 * step does not fail every step after it.
 */

interface OutboxEntry {
  recipient: string;
  template: string;
  body: string;
}

interface Account {
  email: string;
  token: string;
}

let server: RunningServer;
let browser: Browser;
/** Contexts a test opened; closed after it whatever happened. */
let openContexts: BrowserContext[] = [];

const password = 'my garden has three apple trees';
const dateOfBirth = '1948/3/7';
let issuedPhones = 0;
/** A number no other test here has used, from Ofcom's drama range. */
const newPhoneNumber = () => `07700900${String(400 + (issuedPhones += 1))}`;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
});
afterEach(async () => {
  await Promise.all(openContexts.map((context) => context.close()));
  openContexts = [];
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function api<T>(
  method: string,
  path: string,
  options: { token?: string; body?: unknown } = {},
): Promise<T> {
  const response = await fetch(`${server.baseUrl}${path}`, {
    method,
    headers: {
      Accept: 'application/json',
      ...(options.token ? { Authorization: `Bearer ${options.token}` } : {}),
      ...(options.body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
  });
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}`);
  return (await response.json()) as T;
}

/** A new account, signed up through the gateway's API. */
async function newAccount(): Promise<Account> {
  const email = `ada-${randomUUID()}@example.test`;
  const { data } = await api<{ data: { token: string } }>('POST', '/auth/signup', {
    body: { name: 'Ada Lovelace', email, password, postcode: 'SE15 4AB' },
  });
  return { email, token: data.token };
}

/** A new account whose address is confirmed through the e-mailed link, signed in again (the
 * first confirmation ends every session, decision 0090): only such an account may link a
 * mobile. */
async function confirmedAccount(): Promise<Account> {
  const { email } = await newAccount();
  const confirmation = await outboxMessage(server.baseUrl, email, 'verify-email');
  const key = /\?key=([\w-]+)/.exec(confirmation)?.[1];
  await api('GET', `/auth/verify-email?token=${key ?? ''}`);
  const { data } = await api<{ data: { token: string } }>('POST', '/auth/login', {
    body: { email, password },
  });
  return { email, token: data.token };
}

/** A browser context that has declined extra cookies (so the banner does not cover the
 * forms), signed in with `token` when given. */
async function residentPage(token?: string): Promise<{ page: Page; consoleErrors: string[] }> {
  const context = await browser.newContext();
  openContexts.push(context);
  await context.addCookies([
    { name: 'allow_google_analytics', value: 'false', url: server.baseUrl },
  ]);
  if (token) await signInContext(context, token);
  return openPage(context);
}

/** Signs in through the sign-in form, for tests that later sign out: a token put in session
 * storage by signInContext would be put back on the next page load. */
async function signInWithForm(page: Page, email: string): Promise<void> {
  await page.goto(`${server.baseUrl}/login`);
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('button', { name: /Account menu for/ }).waitFor();
}

async function openAccountPage(page: Page): Promise<void> {
  await page.goto(`${server.baseUrl}/account`);
  await page.getByRole('heading', { level: 1, name: 'Account' }).waitFor();
}

/** The newest message the log provider kept for a recipient (GET /dev/outbox). */
async function latestMessage(recipient: string, template: string): Promise<OutboxEntry> {
  const { data } = await api<{ data: OutboxEntry[] }>('GET', '/dev/outbox');
  const found = data.find((entry) => entry.recipient === recipient && entry.template === template);
  if (!found) throw new Error(`no ${template} message to ${recipient}`);
  return found;
}

const codeIn = (message: OutboxEntry) => /\b(\d{6})\b/.exec(message.body)?.[1] ?? '';

/** Links a mobile to the account through the API, with the texted code. */
async function linkMobile(account: Account, phoneNumber: string): Promise<void> {
  await api('POST', '/internal/v1/mobilePhoneProfile', {
    token: account.token,
    body: { phoneNumber, dateOfBirth },
  });
  const code = codeIn(await latestMessage(phoneNumber, 'mobile-link-code'));
  await api('POST', '/internal/v1/mobilePhoneProfile/verify', {
    token: account.token,
    body: { code },
  });
}

/** Makes a PIN for a trusted person through the API. */
async function makePin(account: Account): Promise<string> {
  // The PIN is the `token` of the answer that made it, shown only then.
  const { data } = await api<{ data: { token: string } }>('POST', '/internal/v1/agentLogin', {
    token: account.token,
  });
  return data.token;
}

async function expectAccessible(page: Page): Promise<void> {
  expect(await accessibilityViolations(page)).toEqual([]);
}

async function focusedText(page: Page): Promise<string> {
  return page.evaluate(() => (document.activeElement as HTMLElement | null)?.innerText ?? '');
}

/** Logout ends with a full page load of the home page; wait for it before going on. */
async function logOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: /Account menu for/ }).click();
  await Promise.all([
    page.waitForEvent('load'),
    page.getByRole('button', { name: 'Logout' }).click(),
  ]);
}

async function fillDateOfBirth(page: Page, prefix: string): Promise<void> {
  await page.locator(`#${prefix}-day`).fill('7');
  await page.locator(`#${prefix}-month`).fill('3');
  await page.locator(`#${prefix}-year`).fill('1948');
}

describe('accounts journey in a real browser', () => {
  it('signs up, with clear errors first', async () => {
    const email = `ada-${randomUUID()}@example.test`;
    const { page: resident, consoleErrors } = await residentPage();
    await resident.goto(server.baseUrl);
    await resident.getByRole('button', { name: 'Sign Up' }).click();
    await resident.getByRole('heading', { level: 1, name: 'Create an account' }).waitFor();
    await expectAccessible(resident);

    await resident.getByRole('button', { name: 'Create account' }).click();
    const summary = resident.locator('.govuk-error-summary');
    await summary.waitFor();
    expect(await summary.innerText()).toContain('Enter your name');
    expect(await summary.innerText()).toContain('Password must be 8 characters or more');
    // The summary takes focus and its links lead to the fields.
    expect(await resident.evaluate(() => document.activeElement?.className)).toContain(
      'govuk-error-summary',
    );
    await resident.getByRole('link', { name: 'Enter your email address' }).click();
    expect(await resident.evaluate(() => document.activeElement?.id)).toBe('signup-email');
    await expectAccessible(resident);

    await resident.getByLabel('Full name').fill('Ada Lovelace');
    await resident.getByLabel('Email address').fill(email);
    await resident.getByLabel('Create a password').fill(password);
    await resident.getByRole('button', { name: 'Show password' }).click();
    expect(await resident.getByLabel('Create a password').getAttribute('type')).toBe('text');
    await resident.getByLabel('Postcode').fill('se15 4ab');
    await resident.getByRole('button', { name: 'Create account' }).click();
    await resident.getByRole('button', { name: /Account menu for/ }).waitFor();
    expect(new URL(resident.url()).pathname).toBe('/');
    expect(consoleErrors).toEqual([]);
  });

  it('verifies the e-mail address from the link in the outbox', async () => {
    const { email, token } = await newAccount();
    const { page: resident } = await residentPage(token);
    const message = await latestMessage(email, 'verify-email');
    const link = new URL(/https?:\/\/\S+/.exec(message.body)?.[0] ?? '');
    await resident.goto(`${server.baseUrl}${link.pathname}${link.search}`);
    await resident.getByText(`Thank you. ${email} is confirmed.`).waitFor();
    await expectAccessible(resident);
  });

  it('logs out, and signing in returns to the account page the guard saved', async () => {
    const { email } = await newAccount();
    const { page: resident, consoleErrors } = await residentPage();
    await signInWithForm(resident, email);
    await logOut(resident);
    await resident.getByRole('button', { name: 'Log In' }).waitFor();

    await resident.goto(`${server.baseUrl}/account`);
    await resident.getByText('Redirecting to login/signup page...').waitFor();
    await expectAccessible(resident);
    await resident.getByRole('heading', { level: 1, name: 'Sign in' }).waitFor();
    await expectAccessible(resident);
    await resident.getByLabel('Email address').fill(email.toUpperCase());
    await resident.getByLabel('Password', { exact: true }).fill(password);
    await resident.getByRole('button', { name: 'Sign in' }).click();
    await resident.getByRole('heading', { level: 1, name: 'Account' }).waitFor();
    expect(new URL(resident.url()).pathname).toBe('/account');
    expect(await resident.title()).toMatch(/^Account – /);
    await expectAccessible(resident);
    expect(consoleErrors).toEqual([]);
  });

  it('edits details with validation and the verification message', async () => {
    const { email, token } = await newAccount();
    const { page: resident, consoleErrors } = await residentPage(token);
    await openAccountPage(resident);
    await resident.getByRole('button', { name: 'Change details' }).click();
    await resident.getByLabel('Name').fill('');
    await resident.getByLabel('Contact email (optional)').fill('not an email');
    await resident.getByRole('button', { name: 'Save details' }).click();
    await resident.locator('.govuk-error-summary').waitFor();
    const errors = await resident.locator('.govuk-error-summary').innerText();
    expect(errors).toContain('Enter your name');
    expect(errors).toContain('Enter an email address in the correct format');
    await expectAccessible(resident);

    await resident.getByLabel('Name').fill('Ada King');
    await resident.getByLabel('Contact email (optional)').fill(`contact-${email}`);
    await resident.getByRole('button', { name: 'Save details' }).click();
    await resident.getByText('Details were updated').waitFor();
    await resident
      .getByText(
        'A verification email has been sent. Please follow the instructions in this message to verify your new address.',
      )
      .waitFor();
    await expectAccessible(resident);
    await resident.getByRole('button', { name: 'OK' }).click();
    await resident.locator('.govuk-summary-list').getByText('Ada King').waitFor();
    expect(await focusedText(resident)).toBe('Change details');
    await latestMessage(`contact-${email}`, 'verify-email');
    expect(consoleErrors).toEqual([]);
  });

  it('links a mobile phone with the texted code', async () => {
    const { token } = await confirmedAccount();
    const phoneNumber = newPhoneNumber();
    const { page: resident, consoleErrors } = await residentPage(token);
    await openAccountPage(resident);
    await resident.getByRole('heading', { name: 'Link your mobile' }).waitFor();
    await resident.getByLabel('Mobile phone number').fill('0770 abc');
    await resident.getByRole('button', { name: 'Send me a code' }).click();
    await resident.getByText('Mobile phone number must only include numbers').first().waitFor();
    await expectAccessible(resident);

    await resident.getByLabel('Mobile phone number').fill(phoneNumber);
    await fillDateOfBirth(resident, 'link-mobile-dob');
    await resident.getByRole('button', { name: 'Send me a code' }).click();
    await resident.getByLabel('Security code').waitFor();
    // Focus is on the message that replaced the form, not dropped to the body.
    expect(await resident.evaluate(() => document.activeElement?.getAttribute('role'))).toBe(
      'status',
    );
    await expectAccessible(resident);
    const code = /\b(\d{6})\b/.exec(
      (await latestMessage(phoneNumber, 'mobile-link-code')).body,
    )?.[1];
    await resident.getByLabel('Security code').fill(code ?? '');
    await resident.getByRole('button', { name: 'Link mobile phone' }).click();
    await resident.getByText('Successfully linked mobile phone number with your account').waitFor();
    await resident.getByRole('button', { name: 'OK' }).click();
    await resident.getByText('Your mobile phone is linked').waitFor();
    await expectAccessible(resident);
    expect(consoleErrors).toEqual([]);
  });

  it('asks before removing the mobile, and Escape returns focus to the button', async () => {
    const account = await confirmedAccount();
    await linkMobile(account, newPhoneNumber());
    const { page: resident, consoleErrors } = await residentPage(account.token);
    await openAccountPage(resident);
    const remove = resident.getByRole('button', { name: 'Remove mobile phone number' });
    await remove.focus();
    await resident.keyboard.press('Enter');
    const dialog = resident.getByRole('dialog', { name: 'Are you sure?' });
    await dialog.waitFor();
    expect(await dialog.innerText()).toContain('It will be removed! Operation cannot be undone.');
    expect(await resident.evaluate(() => document.activeElement?.closest('dialog') !== null)).toBe(
      true,
    );
    await expectAccessible(resident);
    // Tab moves between the dialog's controls (and the browser's own UI), never into the page.
    await resident.keyboard.press('Tab');
    expect(
      await resident.evaluate(
        () =>
          document.activeElement === document.body ||
          document.activeElement?.closest('dialog') !== null,
      ),
    ).toBe(true);
    await resident.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    expect(await focusedText(resident)).toBe('Remove mobile phone number');
    await resident.getByText('Your mobile phone is linked').waitFor();
    expect(consoleErrors).toEqual([]);
  });

  it('logs out and signs in by mobile with the texted code', async () => {
    const account = await confirmedAccount();
    const phoneNumber = newPhoneNumber();
    await linkMobile(account, phoneNumber);
    const { page: resident, consoleErrors } = await residentPage();
    await resident.goto(server.baseUrl);
    await resident.getByRole('button', { name: 'Log In' }).click();
    await resident.getByRole('link', { name: 'Sign in with your mobile phone' }).click();
    await resident
      .getByRole('heading', { level: 1, name: 'Sign in with your mobile phone' })
      .waitFor();
    await expectAccessible(resident);
    await resident.getByLabel('Mobile phone number').fill(phoneNumber);
    await fillDateOfBirth(resident, 'mobile-login-dob');
    await resident.getByRole('button', { name: 'Send me a code' }).click();
    await resident.getByLabel('Security code').waitFor();
    await expectAccessible(resident);
    const code = /\b(\d{6})\b/.exec(
      (await latestMessage(phoneNumber, 'mobile-login-code')).body,
    )?.[1];
    await resident.getByLabel('Security code').fill(code ?? '');
    await resident.getByRole('button', { name: 'Sign in' }).click();
    await resident.getByRole('button', { name: /Account menu for/ }).waitFor();
    await resident.goto(`${server.baseUrl}/account`);
    await resident.getByRole('heading', { level: 1, name: 'Account' }).waitFor();
    expect(consoleErrors).toEqual([]);
  });

  it('generates PINs, shows them once, and deletes one after confirming', async () => {
    const { token } = await newAccount();
    const { page: resident, consoleErrors } = await residentPage(token);
    await openAccountPage(resident);
    const generate = resident.getByRole('button', { name: 'Generate PIN' });
    await generate.click();
    await resident.getByTestId('agent-pin').first().waitFor();
    const pin = (await resident.getByTestId('agent-pin').first().innerText()).trim();
    expect(pin).toMatch(/^\d{8}$/);
    // The new PIN is announced and focused, and nothing of it is kept in the browser.
    expect(await focusedText(resident)).toContain(`Your new PIN is ${pin}`);
    const stored = await resident.evaluate(() => JSON.stringify({ ...window.localStorage }));
    expect(stored).not.toContain(pin);
    await expectAccessible(resident);

    await generate.click();
    await expect.poll(() => resident.getByTestId('agent-pin').count()).toBe(2);
    await resident
      .getByRole('button', { name: /^Delete PIN \d{8} that works until/ })
      .last()
      .click();
    const dialog = resident.getByRole('dialog', {
      name: 'Are you sure you want to delete this PIN?',
    });
    await dialog.waitFor();
    await expectAccessible(resident);
    await dialog.getByRole('button', { name: 'Delete PIN' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => resident.getByTestId('agent-pin').count()).toBe(1);
    expect(await focusedText(resident)).toBe('Generate PIN');

    // After a reload the PIN is no longer known here: shown as ########.
    await resident.reload();
    await resident.getByTestId('agent-pin').first().waitFor();
    expect(await resident.getByTestId('agent-pin').first().innerText()).toBe('########');

    // At 320 px (400% zoom) the row stacks: nothing is pushed off the side of the page.
    await resident.setViewportSize({ width: 320, height: 800 });
    expect(await resident.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      320,
    );
    // The delete dialog fits too.
    await resident
      .getByRole('button', { name: /^Delete PIN/ })
      .first()
      .click();
    const narrowDialog = resident.getByRole('dialog', {
      name: 'Are you sure you want to delete this PIN?',
    });
    await narrowDialog.waitFor();
    expect(
      await narrowDialog.evaluate((element) => element.getBoundingClientRect().right),
    ).toBeLessThanOrEqual(320);
    await resident.keyboard.press('Escape');
    await narrowDialog.waitFor({ state: 'hidden' });
    expect(consoleErrors).toEqual([]);
  });

  it('lists the live PINs in another browser too, where each can be deleted', async () => {
    const account = await newAccount();
    const { email } = account;
    await makePin(account);
    const { page } = await residentPage();
    await page.goto(`${server.baseUrl}/login`);
    await page.getByLabel('Email address').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('button', { name: /Account menu for/ }).waitFor();
    await page.goto(`${server.baseUrl}/account`);
    await page.getByRole('heading', { level: 1, name: 'Account' }).waitFor();
    await page.getByTestId('agent-pin').first().waitFor();
    expect(await page.getByTestId('agent-pin').allInnerTexts()).toEqual(['########']);
    expect(await page.getByRole('button', { name: /^Delete PIN/ }).count()).toBe(1);
    await expectAccessible(page);
  });

  it('lets a trusted person sign in with the PIN but not change the account', async () => {
    const account = await newAccount();
    const { email } = account;
    const pin = await makePin(account);
    const { page: agent, consoleErrors } = await residentPage();
    const agentContext = agent.context();
    await agent.goto(`${server.baseUrl}/login?method=pin`);
    await agent.getByRole('heading', { level: 1, name: 'Sign in as a trusted person' }).waitFor();
    await expectAccessible(agent);
    await agent.getByLabel('Their email address').fill(email);
    await agent.getByLabel('PIN').fill(pin);
    await agent.getByRole('button', { name: 'Sign in' }).click();
    await agent.getByRole('button', { name: /Account menu for/ }).waitFor();

    await agent.goto(`${server.baseUrl}/account`);
    await agent.getByRole('heading', { level: 1, name: 'Account' }).waitFor();
    await agent.getByText('you cannot change their account').waitFor();
    expect(await agent.locator('.govuk-tag').allInnerTexts()).toContain('agent');
    expect(await agent.getByRole('button', { name: 'Change details' }).count()).toBe(0);
    expect(await agent.getByRole('button', { name: 'Delete my account' }).count()).toBe(0);
    await expectAccessible(agent);

    const token = await agent.evaluate(() => window.sessionStorage.getItem('token'));
    const change = await agentContext.request.put(`${server.baseUrl}/internal/v1/userProfile`, {
      headers: { Authorization: `Bearer ${token ?? ''}` },
      data: { name: 'Someone else', postcode: 'E1 1AA' },
    });
    expect(change.status()).toBe(403);
    const removal = await agentContext.request.delete(`${server.baseUrl}/internal/v1/user`, {
      headers: { Authorization: `Bearer ${token ?? ''}` },
    });
    expect(removal.status()).toBe(403);
    expect(consoleErrors).toEqual([]);
  });

  it('deletes the account only after "I am sure" is typed', async () => {
    const { email } = await newAccount();
    const { page: resident, consoleErrors: residentErrors } = await residentPage();
    await signInWithForm(resident, email);
    await openAccountPage(resident);
    const open = resident.getByRole('button', { name: 'Delete my account' });
    await open.click();
    const dialog = resident.getByRole('dialog', { name: 'Delete your account' });
    await dialog.waitFor();
    await expectAccessible(resident);

    await dialog.getByLabel(/To confirm, type/).fill('yes');
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    // A wrong phrase is said, beside the box, and focus goes back to it (WCAG 3.3.1).
    await dialog.getByText('Type I am sure to confirm you want to delete your account').waitFor();
    expect(await dialog.isVisible()).toBe(true);
    expect(
      await resident.evaluate(() => document.activeElement?.getAttribute('aria-describedby')),
    ).toMatch(/-error$/);
    await expectAccessible(resident);

    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(await focusedText(resident)).toBe('Delete my account');

    await open.click();
    await dialog.getByLabel(/To confirm, type/).fill('  i AM sure ');
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await resident.getByRole('button', { name: 'Log In' }).waitFor();
    expect(new URL(resident.url()).pathname).toBe('/');
    // The home page says it worked and what the council keeps.
    await resident.getByText('Your account has been deleted').waitFor();
    await resident
      .getByText(/Assessments you had already submitted stay with the council/)
      .waitFor();
    await expectAccessible(resident);

    const login = await fetch(`${server.baseUrl}/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password }),
    });
    expect(login.status).toBe(401);
    expect(residentErrors).toEqual([]);
  });
});
