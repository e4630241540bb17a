import type { TOrderWithCodes } from '@scena/shared/commerce/orders';
import { isAdmin, type Language } from '@scena/shared';
import type { AppDeps } from '../../../deps';
import type { UserRow } from '../../../db/schema';
import { notFound } from '../../../lib/errors';
import { codeStanding } from '@scena/shared/commerce/code-standing';
import { ledgerOf } from '../../product-access';
import { listCodeLedgers, listCodesMadeBy } from '../codes/codes.repository';
import { orderDto, type OrderWithProduct } from './order-dto';
import { listOrdersWithProducts } from './orders.repository';

type MadeCodesKind = 'gift' | 'group_ticket';

/** The orders with the codes each made (a gift's, a group ticket's), each code used or not, ended or not. */
export async function withCodes(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  rows: OrderWithProduct[],
  language: Language,
): Promise<TOrderWithCodes[]> {
  const now = deps.clock.now();
  const made = await listCodesMadeBy(
    deps.db,
    rows.map((row) => row.order.id),
  );
  const ledgers = await listCodeLedgers(
    deps.db,
    made.map((code) => code.id),
  );
  // Nothing of it is left: its use taken, or a voucher spent whole (a voucher's remainder waits for its holder).
  const usedUp = (codeId: number) => {
    const ledger = ledgers.get(codeId);
    return (
      ledger !== undefined &&
      codeStanding(ledgerOf(ledger), { usedIt: false, expired: false }).state === 'used_up'
    );
  };
  return rows.map((row) => ({
    ...orderDto(row, language),
    codes: made
      .filter((code) => code.sourceOrderId === row.order.id)
      .map((code) => ({
        code: code.code,
        used: usedUp(code.id),
        expired: code.expiresAt <= now,
        expires_at: code.expiresAt.toISOString(),
      })),
  }));
}

/** GET /api/gifts/user and /api/groupTickets/user: the caller's orders of that kind with their codes, newest first. */
export async function listUserOrdersWithCodes(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  user: UserRow,
  kind: MadeCodesKind,
  language: Language,
): Promise<TOrderWithCodes[]> {
  return withCodes(deps, await listOrdersWithProducts(deps.db, { userId: user.id, kind }), language);
}

/**
 * GET /api/gifts/{extOrderId} and /api/groupTickets/{extOrderId}: one such order with its codes, for its buyer or
 * an administrator; for anyone else, or an order of another kind, it does not exist (404, product-decisions §1).
 */
export async function getOrderWithCodes(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  user: UserRow,
  kind: MadeCodesKind,
  extOrderId: string,
  language: Language,
): Promise<TOrderWithCodes> {
  const [row] = await listOrdersWithProducts(deps.db, { extOrderId, kind });
  if (!row || (row.order.userId !== user.id && !isAdmin({ role_id: user.roleId }))) throw notFound();
  return (await withCodes(deps, [row], language))[0]!;
}
