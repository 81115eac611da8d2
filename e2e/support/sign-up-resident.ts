import { randomUUID } from 'node:crypto';

/**
 * Signs a new resident up through the built-in gateway's API and returns their session token,
 * for journeys about assessments rather than sign-in. Works on either database, unlike
 * writing rows into the SQLite file (seed-session.ts). The address is unique per call.
 */
export async function signUpResident(baseUrl: string, name: string): Promise<{ token: string }> {
  const response = await fetch(`${baseUrl}/auth/signup`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify({
      name,
      email: `resident-${randomUUID()}@example.test`,
      password: 'correct horse battery staple',
      postcode: 'SE15 4AB',
    }),
  });
  if (response.status !== 201) {
    throw new Error(`sign-up answered ${response.status}: ${await response.text()}`);
  }
  const { data } = (await response.json()) as { data: { token: string } };
  return { token: data.token };
}
