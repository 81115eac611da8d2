import type { FormTypeCode } from './content-schema.ts';

export interface AreaTitle {
  id: string;
  title: string;
}

/**
 * Each pathway's areas by id and title, in the content's order, for pages that list the
 * areas but show none of their questions (the help page's filter). The content itself is
 * about 15 KB of script per pathway to load on a phone; a test keeps this list equal to it.
 */
export const areaTitles: Record<FormTypeCode, readonly AreaTitle[]> = {
  CSA: [
    {
      id: 'accessWork',
      title: 'Accessing and taking part in work, training, education or volunteering',
    },
    { id: 'appropriatelyClothed', title: 'Getting dressed and choosing what clothes to wear' },
    {
      id: 'caringResponsibilities',
      title: 'Carrying out your caring responsibilities for a child',
    },
    { id: 'maintainingHome', title: 'Keeping your home clean and comfortable' },
    { id: 'manageNutrition', title: 'Your eating and drinking habits' },
    { id: 'manageRelationships', title: 'Your day-to-day relationships with family and friends' },
    { id: 'toiletNeeds', title: 'Using the toilet' },
    { id: 'movingSafely', title: 'Staying safe at home' },
    { id: 'personalHygiene', title: 'Your personal hygiene and appearance' },
    {
      id: 'usingFacilities',
      title: 'Using your local shops, leisure facilities and public services',
    },
  ],
  CARERS: [
    { id: 'carerRole', title: 'You and your caring role' },
    {
      id: 'carerCaringForMultipleAdults',
      title: 'Caring responsibilities for more than one person',
    },
    { id: 'carerChildCareResponsibilities', title: 'Caring responsibilities for children' },
    { id: 'carerUsingFacilities', title: 'Using local shops, services and facilities' },
    { id: 'carerMaintainingHome', title: 'Keeping your home safe, clean and comfortable' },
    { id: 'carerManageNutrition', title: 'Your eating and drinking habits' },
    { id: 'carerRecreationalActivities', title: 'Taking part in recreational activities' },
    {
      id: 'carerManageRelationships',
      title: 'Your day-to-day relationships with family, friends and others',
    },
    {
      id: 'carerAccessWork',
      title: 'Taking part in work, training, education or volunteering',
    },
  ],
};
