import type { Pathway, Topic } from '../../content-schema.ts';
import accessWork from './accessWork.json';
import appropriatelyClothed from './appropriatelyClothed.json';
import caringResponsibilities from './caringResponsibilities.json';
import maintainingHome from './maintainingHome.json';
import manageNutrition from './manageNutrition.json';
import manageRelationships from './manageRelationships.json';
import toiletNeeds from './toiletNeeds.json';
import movingSafely from './movingSafely.json';
import personalHygiene from './personalHygiene.json';
import usingFacilities from './usingFacilities.json';

/** Type-checks a JSON topic against the content model at compile time. */
const topic = (content: Topic): Topic => content;

/** The CSA (care and support self-assessment) pathway: the ten daily-living topics of
 * questionnaire.md §2, in the table's order. */
export const csaPathway: Pathway = {
  formTypeCode: 'CSA',
  groups: [
    {
      title: 'Your daily life',
      topicIds: [
        'accessWork',
        'appropriatelyClothed',
        'caringResponsibilities',
        'maintainingHome',
        'manageNutrition',
        'manageRelationships',
        'toiletNeeds',
        'movingSafely',
        'personalHygiene',
        'usingFacilities',
      ],
    },
  ],
  topics: [
    topic(accessWork),
    topic(appropriatelyClothed),
    topic(caringResponsibilities),
    topic(maintainingHome),
    topic(manageNutrition),
    topic(manageRelationships),
    topic(toiletNeeds),
    topic(movingSafely),
    topic(personalHygiene),
    topic(usingFacilities),
  ],
};
