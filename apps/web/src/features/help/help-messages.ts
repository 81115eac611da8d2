import type { FormTypeCode } from '@csa/contracts';

/** The words of the public help pages. 'Show all links' is the spec's (§2); the link grid's
 * own words are in components/links. */
export const helpMessages = {
  title: {
    CSA: 'Useful resources for care and support',
    CARERS: 'Useful resources for carers',
  } satisfies Record<FormTypeCode, string>,
  intro:
    'Websites and services that may help, from national organisations and from the council. Choose an area to see only the links for it.',
  filterLabel: 'Show links for',
  showAll: 'Show all links',
  showing: (count: number) => `Showing ${String(count)} ${count === 1 ? 'link' : 'links'}.`,
  loadFailed: 'Could not load the useful resources',
  tryAgain: 'Please check your connection and try again.',
  areaTitle: (area: string) => `Help with: ${area}`,
  areaIntro: 'These websites and services may help with this area.',
  backToAssessment: 'Back to your assessment',
  allResources: 'See all useful resources',
  notFound: 'Page was not found',
} as const;
