/** Council roles held in roleNames. A team role opens that team's inbox; `admin` manages staff
 * and sees the delivery queue and the audit log. Kept free of zod: the web app's header, in
 * the first load, reads them to link staff to their pages. */
export const teamRoleNames = ['customer-services', 'carers-centre'] as const;
export const staffRoleNames = [...teamRoleNames, 'admin'] as const;
export type TeamRoleName = (typeof teamRoleNames)[number];
export type StaffRoleName = (typeof staffRoleNames)[number];
