import type { Assessment, FormTypeCode, PersonalDetails } from '@csa/contracts';

/** Personal details that satisfy personalDetailsProblems for the pathway. */
export function completePersonalDetails(formTypeCode: FormTypeCode): PersonalDetails {
  const details: PersonalDetails = {
    firstName: 'Ada',
    lastName: 'Okafor',
    dob: '1950-03-07',
    address: {
      single_line_address: '1 Colebrooke Street, Peckham, London, SE15 6JY',
      postcode: 'SE15 6JY',
    },
    nhsNumber: '9434765919',
    gender: 'female',
    accommodationStatus: 'social-tenant',
    landlordName: 'Peckham Homes',
  };
  if (formTypeCode === 'CARERS') {
    details.peopleCaredFor = [{ firstName: 'Sam', lastName: 'Okafor', relationship: 'parent' }];
  }
  return details;
}

/** An open CSA assessment with nothing answered, as the repository returns it, with
 * `changes` on top: for tests of code that takes an assessment without a database. */
export function openAssessment(changes: Partial<Assessment> = {}): Assessment {
  return {
    id: 'form-1',
    formTypeCode: 'CSA',
    formName: 'My assessment',
    title: 'Care and Support Assessment Form',
    dateCreated: '2026-11-01T10:00:00.000Z',
    lastUpdated: '2026-11-01T10:00:00.000Z',
    status: null,
    dirtyFields: '{}',
    submittedFields: null,
    dateSubmitted: null,
    pageCount: 3,
    lastValidPage: 0,
    allPagesValidated: false,
    version: 1,
    reference: null,
    ...changes,
  };
}
