import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config/load-config.ts';
import { publicLink } from './public-link.ts';

describe('links in e-mails', () => {
  it('joins the public address and the path with one slash, whether the address ends in one or not', () => {
    for (const base of ['https://care.example.gov.uk', 'https://care.example.gov.uk/']) {
      expect(publicLink(loadConfig({ PUBLIC_BASE_URL: base }), '/reset-password', 'k')).toBe(
        'https://care.example.gov.uk/reset-password?key=k',
      );
    }
  });
});
