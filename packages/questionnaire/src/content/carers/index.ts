import type { Pathway, Topic } from '../../content-schema.ts';
import carerRole from './carerRole.json';
import carerCaringForMultipleAdults from './carerCaringForMultipleAdults.json';
import carerChildCareResponsibilities from './carerChildCareResponsibilities.json';
import carerUsingFacilities from './carerUsingFacilities.json';
import carerMaintainingHome from './carerMaintainingHome.json';
import carerManageNutrition from './carerManageNutrition.json';
import carerRecreationalActivities from './carerRecreationalActivities.json';
import carerManageRelationships from './carerManageRelationships.json';
import carerAccessWork from './carerAccessWork.json';

/**
 * JSON modules are typed with widened values (e.g. `default: boolean` rather than `true`), so
 * each topic is asserted to `Topic` here; the schema and content linter check the real shape.
 */
const topic = (json: unknown): Topic => json as Topic;

/** The carers' questionnaire (questionnaire.md §2 Carers table). */
export const carersPathway: Pathway = {
  formTypeCode: 'CARERS',
  groups: [
    { title: 'You and your caring role', topicIds: ['carerRole'] },
    {
      title: 'How caring affects your life',
      topicIds: [
        'carerCaringForMultipleAdults',
        'carerChildCareResponsibilities',
        'carerUsingFacilities',
        'carerMaintainingHome',
        'carerManageNutrition',
        'carerRecreationalActivities',
        'carerManageRelationships',
        'carerAccessWork',
      ],
    },
  ],
  topics: [
    topic(carerRole),
    topic(carerCaringForMultipleAdults),
    topic(carerChildCareResponsibilities),
    topic(carerUsingFacilities),
    topic(carerMaintainingHome),
    topic(carerManageNutrition),
    topic(carerRecreationalActivities),
    topic(carerManageRelationships),
    topic(carerAccessWork),
  ],
};
