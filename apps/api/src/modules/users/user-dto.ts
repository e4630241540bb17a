import { roleName, type TAdminUser, type TUser } from '@scena/shared';
import type { UserRow } from '../../db/schema';

function iso(value: Date | null): string | null {
  return value ? value.toISOString() : null;
}

/** The user as its owner sees it. */
export function toUserDto(user: UserRow, context: { tosVersion: number; paymentStatus?: number }): TUser {
  return {
    id: user.id,
    email: user.email,
    firstname: user.firstname,
    lastname: user.lastname,
    birthday: user.birthday,
    country_code: user.countryCode,
    street: user.street,
    postal_code: user.postalCode,
    city: user.city,
    state: user.state,
    nip: user.nip,
    company: user.company,
    mailing: user.mailing,
    role_id: user.roleId,
    role: roleName(user.roleId),
    language: user.language,
    created_at: user.createdAt.toISOString(),
    last_login: iso(user.lastLogin),
    tos_accepted: (user.tosVersion ?? 0) >= context.tosVersion,
    paymentStatus: context.paymentStatus ?? 0,
  };
}

/** The user as an administrator sees it (adds the last sign-in's IP and its country). */
export function toAdminUserDto(
  user: UserRow,
  context: { tosVersion: number; paymentStatus?: number },
): TAdminUser {
  return { ...toUserDto(user, context), last_ip: user.lastIp, country: user.lastCountry };
}
