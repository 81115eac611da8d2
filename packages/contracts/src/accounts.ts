import { z } from 'zod';

/** Spec §3 User. `email` is the contact e-mail; `emailProfileEmail` is the login e-mail (absent
 * for people who sign in only by mobile). */
export const userProfileSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  emailProfileEmail: z.string().nullable(),
  postcode: z.string().nullable(),
  imageUrl: z.string().nullable(),
  registrationTime: z.string(),
  roleNames: z.array(z.string()),
  mobilePhoneNumber: z.string().nullable(),
});
export type UserProfile = z.infer<typeof userProfileSchema>;
