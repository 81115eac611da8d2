import type { FormTypeCode, PersonalDetails } from '@csa/contracts';

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
