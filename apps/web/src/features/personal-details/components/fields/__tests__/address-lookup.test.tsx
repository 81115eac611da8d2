import { afterEach, describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { AddressValue } from '../../../utils/personal-details-form-values.ts';
import { AddressLookup } from '../address-lookup.tsx';

const empty: AddressValue = { single_line_address: '', postcode: '', uprn: '' };
let chosen: AddressValue = empty;

function Harness() {
  const [value, setValue] = useState(empty);
  return (
    <AddressLookup
      path="address"
      legend="Your address"
      value={value}
      onChange={(next) => {
        chosen = next;
        setValue(next);
      }}
    />
  );
}

function renderLookup() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <Harness />
    </QueryClientProvider>,
  );
}

function answerWith(data: unknown[]) {
  const fetchMock = vi.fn(
    async () =>
      new Response(JSON.stringify({ data }), { headers: { 'Content-Type': 'application/json' } }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  chosen = empty;
});

async function type(text: string) {
  fireEvent.change(screen.getByLabelText('Search for the address'), { target: { value: text } });
  await act(async () => {
    await vi.advanceTimersByTimeAsync(500);
  });
}

describe('the address lookup', () => {
  it('waits for 3 characters, then announces the results and lets the resident choose one', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fetchMock = answerWith([
      {
        single_line_address: '1 Colebrooke Street, Peckham, London, SE15 6JY',
        postcode: 'SE15 6JY',
        uprn: '1',
      },
      {
        single_line_address: '2 Colebrooke Street, Peckham, London, SE15 6JY',
        postcode: 'SE15 6JY',
        uprn: '2',
      },
    ]);
    renderLookup();
    await type('Co');
    expect(fetchMock).not.toHaveBeenCalled();
    await type('Colebrooke');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const url = (fetchMock.mock.calls[0] as unknown as [URL])[0];
    expect(url.searchParams.get('query')).toBe('Colebrooke');
    expect(url.searchParams.get('limit')).toBe('500');
    expect(
      await screen.findByText('2 addresses found. Select the address from the list below.'),
    ).toBeTruthy();
    // Choosing is using: no second button to press.
    fireEvent.change(screen.getByLabelText('Select the address'), { target: { value: '1' } });
    expect(chosen).toEqual({
      single_line_address: '2 Colebrooke Street, Peckham, London, SE15 6JY',
      postcode: 'SE15 6JY',
      uprn: '2',
    });
    expect(screen.queryByRole('button', { name: 'Use this address' })).toBeNull();
    expect(screen.getByLabelText<HTMLSelectElement>('Select the address').value).toBe('1');
  });

  it('lists the best 20 of hundreds of addresses and says more were found', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    answerWith(
      Array.from({ length: 237 }, (_, index) => ({
        single_line_address: `${String(index + 1)} Long Road, London, SE1 1AA`,
        postcode: 'SE1 1AA',
        uprn: String(index + 1),
      })),
    );
    renderLookup();
    await type('1 Long Road');
    const more =
      '237 addresses found. The first 20 are listed below. If yours is not among them, add more detail, such as the house number or the full postcode.';
    expect(await screen.findByText(more)).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe(more);
    const list = screen.getByLabelText<HTMLSelectElement>('Select the address');
    expect([...list.options].map((option) => option.text)).toEqual([
      'First 20 of 237',
      ...Array.from(
        { length: 20 },
        (_, index) => `${String(index + 1)} Long Road, London, SE1 1AA`,
      ),
    ]);
    fireEvent.change(list, { target: { value: '19' } });
    expect(chosen.single_line_address).toBe('20 Long Road, London, SE1 1AA');
  });

  it('lists all of 20 addresses without saying there are more', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    answerWith(
      Array.from({ length: 20 }, (_, index) => ({
        single_line_address: `${String(index + 1)} Short Road, London, SE1 1AB`,
        postcode: 'SE1 1AB',
        uprn: String(index + 1),
      })),
    );
    renderLookup();
    await type('Short Road');
    expect(
      await screen.findByText('20 addresses found. Select the address from the list below.'),
    ).toBeTruthy();
    expect(screen.getByLabelText<HTMLSelectElement>('Select the address').options).toHaveLength(21);
  });

  it('gives examples in its hint that find a short list', () => {
    answerWith([]);
    renderLookup();
    expect(screen.getByText(/characters of the postcode/).textContent).toBe(
      'Type at least 3 characters of the postcode, street or building, for example SE15 6HS or 3A Colebrooke Street.',
    );
  });

  it('moves focus to the address box when the resident chooses to type it', async () => {
    answerWith([]);
    renderLookup();
    fireEvent.click(screen.getByRole('button', { name: 'Enter the address manually' }));
    expect(document.activeElement).toBe(screen.getByLabelText('Address'));
    fireEvent.click(screen.getByRole('button', { name: 'Search for the address instead' }));
    expect(document.activeElement).toBe(screen.getByLabelText('Search for the address'));
  });

  it('says when nothing matches and offers manual entry', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    answerWith([]);
    renderLookup();
    await type('zzzz');
    expect(await screen.findByText('No results found, please be more specific')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe(
      'No results found, please be more specific',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Enter the address manually' }));
    fireEvent.change(screen.getByLabelText('Address'), { target: { value: '3 New Build Lane' } });
    expect(chosen.single_line_address).toBe('3 New Build Lane');
  });

  it('never shows a different address from the one chosen when newer results arrive', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const line = (house: number) => `${String(house)} Colebrooke Street, London, SE15 6JY`;
    const found = (house: number) => ({
      single_line_address: line(house),
      postcode: 'SE15 6JY',
      uprn: String(house),
    });
    vi.stubGlobal('fetch', async (input: URL) => {
      const query = new URL(String(input)).searchParams.get('query') ?? '';
      const data = query.endsWith('Street') ? [found(10), found(12)] : [found(1), found(2)];
      return new Response(JSON.stringify({ data }), {
        headers: { 'Content-Type': 'application/json' },
      });
    });
    renderLookup();
    await type('Colebrooke');
    // The resident types more, and before the newer search has run, chooses from the list
    // still shown (a slow connection makes this easy).
    fireEvent.change(screen.getByLabelText('Search for the address'), {
      target: { value: 'Colebrooke Street' },
    });
    fireEvent.change(screen.getByLabelText('Select the address'), { target: { value: '1' } });
    expect(chosen.single_line_address).toBe(line(2));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(500);
    });
    await screen.findByRole('option', { name: line(10) });
    const list = screen.getByLabelText<HTMLSelectElement>('Select the address');
    expect(list.options[list.selectedIndex]?.text).not.toBe(line(12));
    // What the list shows selected is what was saved, or nothing.
    const shown = list.options[list.selectedIndex]?.text ?? '';
    expect([chosen.single_line_address, '2 found']).toContain(shown);
  });
});
