let issued = 0;

/**
 * A UK mobile number no other call in this test file has had, from Ofcom's range kept for
 * drama (07700 900000 to 900999), so no real phone is ever texted. Each test file has its own
 * databases, so unique within the file is unique where it matters.
 */
export function uniqueMobileNumber(): string {
  issued += 1;
  if (issued > 999) throw new Error('more than 999 test mobile numbers in one file');
  return `07700900${String(issued).padStart(3, '0')}`;
}
