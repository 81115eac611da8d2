import type { ServiceContent } from '@csa/questionnaire';

/** A local link a council adds to manageNutrition's Meal support for Kent. */
export const lunchClub = {
  category: 'Meal support' as const,
  label: 'Lunch club at the Kent community centre',
  url: 'https://lunch-club.example.gov.uk/',
  localContent: true,
  blacklist: [],
};

/** The content with the lunch club added to manageNutrition for Kent, and new opening hours. */
export function withLunchClub(content: ServiceContent): ServiceContent {
  return {
    ...content,
    links: {
      ...content.links,
      local: {
        ...content.links.local,
        flavours: {
          ...content.links.local.flavours,
          kent: {
            areas: { ...content.links.local.flavours.kent?.areas, manageNutrition: [lunchClub] },
          },
        },
      },
    },
    wording: { ...content.wording, openingHours: 'Monday to Saturday, 8am to 8pm' },
  };
}
