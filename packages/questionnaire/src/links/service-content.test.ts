import { describe, expect, it } from 'vitest';
import { serviceContentSchema, serviceWordingSchema, shippedServiceContent } from './index.ts';

const facts = { councilName: 'Test Council', accessibilityContactEmail: 'access@council.test' };

describe('the service content a council publishes', () => {
  it('starts as the shipped catalogues and wording, which pass its own schema', () => {
    const shipped = shippedServiceContent(facts);
    expect(serviceContentSchema.parse(shipped)).toEqual(shipped);
    expect(shipped.wording.accessibilityTestedOn).toBe('2026-11-22');
  });

  it('keeps markup as the text it is, for pages to show as text', () => {
    const wording = {
      ...shippedServiceContent(facts).wording,
      openingHours: '<script>alert(1)</script>\r\n\r\n<b>Mondays</b> https://example.gov.uk/',
    };
    expect(serviceWordingSchema.parse(wording).openingHours).toBe(
      '<script>alert(1)</script>\n\n<b>Mondays</b> https://example.gov.uk/',
    );
  });

  it.each([
    ['an empty text', '   '],
    ['a control character', 'Open\u0007 daily'],
    ['a right-to-left override', 'Open \u202e daily'],
    ['text over its limit', 'x'.repeat(501)],
  ])('refuses %s', (_name, openingHours) => {
    const wording = { ...shippedServiceContent(facts).wording, openingHours };
    const result = serviceWordingSchema.safeParse(wording);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['openingHours']);
  });

  it('refuses a link whose address is not https', () => {
    const content = shippedServiceContent(facts);
    const entry = { ...content.links.CSA.areas.manageNutrition![0]!, url: 'http://example.org/' };
    const edited = {
      ...content,
      links: {
        ...content.links,
        CSA: {
          ...content.links.CSA,
          areas: { ...content.links.CSA.areas, manageNutrition: [entry] },
        },
      },
    };
    const result = serviceContentSchema.safeParse(edited);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual([
      'links',
      'CSA',
      'areas',
      'manageNutrition',
      0,
      'url',
    ]);
  });
});
