/**
 * The app's roles. An account's `admin` field holds its role: ADMINISTRATOR (999) opens the
 * admin area and the admin-only API routes; anything else is a client.
 */
export const ADMINISTRATOR = 999;

export const isAdministrator = (user: { admin?: number | null } | null | undefined): boolean => user?.admin === ADMINISTRATOR;
