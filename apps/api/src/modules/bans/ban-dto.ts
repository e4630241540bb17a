import type { TBan } from '@scena/shared';
import type { BanWithUser } from './bans.repository';

export function toBanDto(ban: BanWithUser): TBan {
  return {
    id: ban.id,
    user_id: ban.userId,
    firstname: ban.firstname,
    lastname: ban.lastname,
    email: ban.email,
    country_code: ban.countryCode,
    reason: ban.reason,
    expiration_date: ban.expirationDate ? ban.expirationDate.toISOString() : null,
    forever: ban.forever === 1,
    created_at: ban.createdAt.toISOString(),
    origin: ban.origin,
    details: ban.details ?? null,
    created_by:
      ban.creatorId === null
        ? null
        : { id: ban.creatorId, firstname: ban.creatorFirstname ?? '', lastname: ban.creatorLastname ?? '' },
  };
}
