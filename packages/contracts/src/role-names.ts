/** Council roles held in roleNames. A team role opens that team's inbox; `admin` manages staff
 * and sees the delivery queue and the audit log; `service-manager` reads the service's
 * performance figures. Kept free of zod: the web app's header, in the first load, reads them
 * to link staff to their pages. */
export const teamRoleNames = ['customer-services', 'carers-centre'] as const;
/** Reads the service's performance figures (counts only), as admins can. */
export const serviceManagerRoleName = 'service-manager' as const;
export const staffRoleNames = [...teamRoleNames, 'admin', serviceManagerRoleName] as const;
/** Who may read the service's performance. */
export const performanceRoleNames = [serviceManagerRoleName, 'admin'] as const;
export type TeamRoleName = (typeof teamRoleNames)[number];
export type StaffRoleName = (typeof staffRoleNames)[number];
