import { and, asc, eq, gt, sql, type SQL } from 'drizzle-orm';
import type { TCodeLedger } from '@scena/shared/commerce/code-standing';
import type { Db } from '../../db/client';
import { codeActivations, codes, orders, refunds, type CodeRow } from '../../db/schema';
import { preparedOn } from '../../lib/prepared-query';
import { holdsStock } from './stock.repository';

/*
 * A code's ledger, what is left on it and which of a viewer's codes price a product: the catalogue's answers show
 * the price with the viewer's best code, and commerce charges it, so both read it here.
 */

/** Uses of a code: the orders that hold it (order-status.ts), each using it once. */
const usesOf = (codeId: SQL) =>
  sql<number>`(select count(*)::int from ${orders} where ${orders.codeId} = ${codeId} and ${holdsStock()})`;

/**
 * The outer query's code columns, named with their table: in a select from codes alone drizzle leaves columns
 * unqualified, and inside a subquery on orders a bare "id" would be the order's.
 */
const outerCode = { id: sql.raw('"codes"."id"'), sourceOrderId: sql.raw('"codes"."source_order_id"') };

/** What the code's ledger (code-standing.ts) reads: its uses, what they took off prices, what its gift refunded. */
export const ledgerColumns = {
  uses: usesOf(outerCode.id),
  spent: sql<number>`(select coalesce(sum(${orders.codeDiscountGrosze}), 0)::int from ${orders} where ${orders.codeId} = ${outerCode.id} and ${holdsStock()})`,
  withdrawn: sql<number>`(select coalesce(sum(${refunds.amountGrosze}), 0)::int from ${refunds} where ${refunds.orderId} = ${outerCode.sourceOrderId} and ${refunds.status} in ('PENDING', 'FINALIZED'))`,
};

/** A code with what its ledger reads. */
export interface CodeWithLedger {
  code: CodeRow;
  uses: number;
  spent: number;
  withdrawn: number;
}

export function withLedger<R extends { code: CodeRow; uses: unknown; spent: unknown; withdrawn: unknown }>(
  row: R,
) {
  return { ...row, uses: Number(row.uses), spent: Number(row.spent), withdrawn: Number(row.withdrawn) };
}

/** A code's ledger (code-standing.ts) from the repository's columns. */
export function ledgerOf(row: CodeWithLedger): TCodeLedger {
  return {
    discountCash: row.code.discountCashGrosze,
    limit: row.code.usageLimit,
    uses: row.uses,
    spent: row.spent,
    withdrawn: row.withdrawn,
  };
}

/** Whether the activation's user has an order that holds the code. */
const usedByActivationUser = sql<boolean>`exists (select 1 from ${orders} where ${orders.userId} = ${codeActivations.userId} and ${orders.codeId} = ${codes.id} and ${holdsStock()})`;

const unexpiredActivations = preparedOn((db) =>
  db
    .select({ code: codes, ...ledgerColumns, usedByUser: usedByActivationUser })
    .from(codeActivations)
    .innerJoin(codes, eq(codeActivations.codeId, codes.id))
    .where(
      and(eq(codeActivations.userId, sql.placeholder('userId')), gt(codes.expiresAt, sql.placeholder('now'))),
    )
    .orderBy(asc(codes.expiresAt), asc(codes.id))
    .prepare('unexpired_activations'),
);

/** A code the user activated, with its ledger and whether the user used it. */
export interface ActivationLedger extends CodeWithLedger {
  usedByUser: boolean;
}

/**
 * The user's activated codes that have not expired, soonest to expire first (pricing.ts bestCode keeps the first
 * on a tie): code-price.ts decides which of them lower a price now, and which are used up.
 */
export async function listUnexpiredActivations(
  db: Db,
  userId: number,
  now: Date,
): Promise<ActivationLedger[]> {
  const rows = await unexpiredActivations(db).execute({ userId, now });
  return rows.map((row) => ({ ...withLedger(row), usedByUser: Boolean(row.usedByUser) }));
}
