/** Role ids and names (product-decisions §4). Only role 1 is an administrator: fail closed. */
export const ROLES = {
  1: 'admin',
  2: 'standard',
  3: 'premium',
  4: 'unverified',
  5: 'deleted',
} as const;

export type RoleId = keyof typeof ROLES;
export type RoleName = (typeof ROLES)[RoleId];

export const ROLE = { admin: 1, standard: 2, premium: 3, unverified: 4, deleted: 5 } as const;

export function roleName(roleId: number): RoleName | 'unknown' {
  return ROLES[roleId as RoleId] ?? 'unknown';
}

export function isAdmin(user: { role_id: number } | null | undefined): boolean {
  return user?.role_id === ROLE.admin;
}
