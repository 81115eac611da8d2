import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../../../../testing/app-test-kit.tsx';
import { getHelpLinks } from '../get-help-links.ts';

afterEach(() => vi.unstubAllGlobals());

const link = {
  url: 'https://www.carersuk.org/',
  labels: ['Carers UK'],
  categories: ['Support services and organisations'],
  areaKeys: ['carerRole'],
  localContent: false,
  placements: [
    { areaKey: 'carerRole', label: 'Carers UK', category: 'Support services and organisations' },
  ],
};

describe('getHelpLinks', () => {
  it("gives the server's list of links", async () => {
    const requests = stubFetch(() => ({ status: 200, body: { data: [link] } }));
    expect(await getHelpLinks('CARERS')).toEqual([link]);
    expect(requests.map((request) => request.path)).toEqual(['/internal/v1/links/CARERS']);
  });

  it.each([[{}], [{ data: 'links' }], [null]])(
    'treats an answer that is not a list of links (%j) as a server fault',
    async (body) => {
      stubFetch(() => ({ status: 200, body }));
      await expect(getHelpLinks('CSA')).rejects.toMatchObject({
        status: 500,
        message: 'Server responded with an unexpected answer.',
      });
    },
  );
});
