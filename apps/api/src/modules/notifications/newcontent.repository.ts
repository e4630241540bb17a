import { and, asc, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';

export interface NewContentRecipient {
  id: number;
  email: string;
  firstname: string;
  language: string;
  mailing: boolean;
  unsubscribeToken: string | null;
}

/** Active users (roles 1–3, verified, not deleted); with `mailingOnly`, only those subscribed to the mailing. */
export async function findNewContentRecipients(
  db: Db,
  options: { mailingOnly: boolean },
): Promise<NewContentRecipient[]> {
  return db
    .select({
      id: users.id,
      email: users.email,
      firstname: users.firstname,
      language: users.language,
      mailing: users.mailing,
      unsubscribeToken: users.unsubscribeToken,
    })
    .from(users)
    .where(
      and(
        inArray(users.roleId, [1, 2, 3]),
        isNull(users.deletedAt),
        isNotNull(users.verifiedAt),
        options.mailingOnly ? eq(users.mailing, true) : undefined,
      ),
    )
    .orderBy(asc(users.id));
}

/** Gives a subscriber without one the token of the unsubscribe link (kept if another request set it first). */
export async function ensureUnsubscribeToken(
  db: Db,
  userId: number,
  token: string,
  now: Date,
): Promise<string> {
  const [row] = await db
    .update(users)
    .set({ unsubscribeToken: token, updatedAt: now })
    .where(and(eq(users.id, userId), isNull(users.unsubscribeToken)))
    .returning({ token: users.unsubscribeToken });
  if (row?.token) return row.token;
  const [current] = await db
    .select({ token: users.unsubscribeToken })
    .from(users)
    .where(eq(users.id, userId));
  return current?.token ?? token;
}
