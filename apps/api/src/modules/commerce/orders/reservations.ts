import type { TPurchaseRefusal } from '@scena/shared/commerce/purchase-refusals';
import type { AppDeps } from '../../../deps';
import type { Db } from '../../../db/client';
import type { CodeRow, NewOrderRow, OrderRow, UserRow } from '../../../db/schema';
import { notFound } from '../../../lib/errors';
import { isPrepaidCode, ledgerOf, type ProductForSale } from '../../product-access';
import { codeStanding } from '@scena/shared/commerce/code-standing';
import { stockAllows } from '@scena/shared/commerce/ticket-stock';
import { codeHolders, listCodeLedgers, lockCodes } from '../codes/codes.repository';
import { completeOrder } from './complete-order';
import {
  countEventTicketsHeld,
  insertOrders,
  listUsersProductOrders,
  lockProduct,
} from './orders.repository';
import { refusalByOwnOrders } from './purchase-refusals';

/** One buyer's reservation: the order to insert if their own orders, the stock and the code allow it. */
export interface ReservationAsk {
  user: UserRow;
  code: CodeRow | null;
  values: NewOrderRow;
}

export type ReservationOutcome = { order: OrderRow } | { refusal: TPurchaseRefusal };

type ReservationDecision = NewOrderRow | TPurchaseRefusal;

/** How purchases of one product are decided; the app's is ReservationBatches, one per process. */
export interface Reservations {
  reserve(deps: AppDeps, product: ProductForSale, ask: ReservationAsk): Promise<ReservationOutcome>;
  /** Whether the event was found sold out a moment ago; only the early refusal reads this. */
  isSoldOut(eventId: number): boolean;
  markSoldOut(eventId: number): void;
  forgetSoldOut(eventId: number): void;
}

declare module '../../../deps' {
  interface AppDeps {
    reservations: Reservations;
  }
}

/**
 * Decides a batch of asks for one product in their order of arrival, from one read of the stock, of the asking
 * users' own orders and of their codes' uses. Inside a transaction that holds the product's lock (and its
 * codes'), what it read stays true until the commit, so no ticket and no use of a code is given twice
 * (ARCHITECTURE.md §5).
 */
export async function decideReservations(
  db: Db,
  product: ProductForSale,
  asks: ReservationAsk[],
  now: Date,
): Promise<ReservationDecision[]> {
  const userIds = [...new Set(asks.map((ask) => ask.user.id))];
  const codeIds = codeIdsOf(asks);
  const own = new Map<number, OrderRow[]>();
  for (const order of await listUsersProductOrders(db, userIds, product.type, product.id)) {
    const mine = own.get(order.userId);
    if (mine) mine.push(order);
    else own.set(order.userId, [order]);
  }
  let held = product.ticketLimit === null ? 0 : await countEventTicketsHeld(db, product.id);
  const ledgers = await listCodeLedgers(db, codeIds);
  const holders = await codeHolders(db, userIds, codeIds);

  return asks.map(({ user, code, values }) => {
    const mine = own.get(user.id) ?? [];
    // Gifts and group tickets are bought for others: the buyer's own ticket or payment does not stand in the way.
    const forSelf = values.kind === product.type;
    const ownRefusal = forSelf ? refusalByOwnOrders(product, user, mine, now) : null;
    if (ownRefusal) return ownRefusal;
    const quantity = code && isPrepaidCode(code) ? 0 : (values.productQuantity ?? 1);
    if (!stockAllows(product.ticketLimit, held, quantity)) return 'no_tickets';
    const ledger = code ? ledgers.get(code.id) : undefined;
    if (ledger) {
      // Priced before the lock: a voucher must still hold what the price took of it, a discount a use for them.
      const standing = codeStanding(ledgerOf(ledger), {
        usedIt: holders.has(`${user.id}:${ledger.code.id}`),
        expired: false,
      });
      const discount = values.codeDiscountGrosze ?? 0;
      if (standing.state !== 'active' || (standing.cashLeft !== null && standing.cashLeft < discount)) {
        return 'code_used_up';
      }
    }
    // What this order takes, for the asks after it in the batch.
    held += quantity;
    if (ledger) {
      ledger.uses += 1;
      ledger.spent += values.codeDiscountGrosze ?? 0;
      holders.add(`${user.id}:${ledger.code.id}`);
    }
    if (forSelf) own.set(user.id, [values as OrderRow, ...mine]);
    return values;
  });
}

function codeIdsOf(asks: ReservationAsk[]): number[] {
  return [...new Set(asks.flatMap((ask) => (ask.code ? [ask.code.id] : [])))];
}

/** Inserts the accepted orders in one statement; answers each ask's outcome. */
export async function insertReservations(
  db: Db,
  decisions: ReservationDecision[],
): Promise<ReservationOutcome[]> {
  const toInsert = decisions.filter((decision): decision is NewOrderRow => typeof decision !== 'string');
  const inserted = toInsert.length > 0 ? await insertOrders(db, toInsert) : [];
  const byExtId = new Map(inserted.map((order) => [order.extOrderId, order]));
  return decisions.map((decision) =>
    typeof decision === 'string' ? { refusal: decision } : { order: byExtId.get(decision.extOrderId)! },
  );
}

/** One batch in one transaction under the product's lock; a zero price completes at once, with its receipt. */
async function reserveBatch(
  deps: AppDeps,
  product: ProductForSale,
  asks: ReservationAsk[],
): Promise<ReservationOutcome[]> {
  return deps.db.transaction(async (tx) => {
    if (!(await lockProduct(tx, product.type, product.id))) throw notFound();
    await lockCodes(tx, codeIdsOf(asks));
    const outcomes = await insertReservations(
      tx,
      await decideReservations(tx, product, asks, deps.clock.now()),
    );
    for (const outcome of outcomes) {
      if ('order' in outcome && outcome.order.status === 'COMPLETED')
        await completeOrder(deps, tx, outcome.order, outcome.order.createdAt);
    }
    return outcomes;
  });
}

interface Waiting {
  ask: ReservationAsk;
  resolve: (outcome: ReservationOutcome) => void;
  reject: (error: unknown) => void;
}

/** At most this many buyers are decided in one transaction. */
const BATCH_MAX = 100;
/** How long "sold out" is believed without counting again (docs/decisions.md, commerce performance). */
const SOLD_OUT_MEMO_MS = 250;

/**
 * Purchases of one product are decided in batches, one batch at a time per process: while one transaction holds
 * the product's lock, the buyers arriving meanwhile wait here, and the next transaction decides all of them from
 * one read. Under a sale rush a hundred buyers cost a few transactions instead of a hundred in a row, and nobody
 * holds a pool connection while waiting. The row lock still keeps the truth across processes.
 */
export class ReservationBatches implements Reservations {
  private readonly queues = new Map<string, Waiting[]>();
  /** Events found sold out, until when that is taken as still true (SOLD_OUT_MEMO_MS). */
  private readonly soldOut = new Map<number, number>();

  /**
   * Whether the event was found sold out a moment ago (real time, not the app's clock). Under a rush the late
   * comers are told so without one more count each. An order written in this process forgets it at once (a
   * ticket released); one released by another instance is offered again at most SOLD_OUT_MEMO_MS later. Only
   * the early refusal reads this: the decision under the lock always counts.
   */
  isSoldOut(eventId: number): boolean {
    const until = this.soldOut.get(eventId);
    if (until === undefined) return false;
    if (until > Date.now()) return true;
    this.soldOut.delete(eventId);
    return false;
  }

  markSoldOut(eventId: number): void {
    this.soldOut.set(eventId, Date.now() + SOLD_OUT_MEMO_MS);
  }

  forgetSoldOut(eventId: number): void {
    this.soldOut.delete(eventId);
  }

  reserve(deps: AppDeps, product: ProductForSale, ask: ReservationAsk): Promise<ReservationOutcome> {
    const key = `${product.type}-${product.id}`;
    return new Promise((resolve, reject) => {
      const queue = this.queues.get(key);
      if (queue) {
        queue.push({ ask, resolve, reject });
        return;
      }
      this.queues.set(key, [{ ask, resolve, reject }]);
      void this.drain(deps, product, key);
    });
  }

  private async drain(deps: AppDeps, product: ProductForSale, key: string) {
    const queue = this.queues.get(key)!;
    while (queue.length > 0) {
      const batch = queue.splice(0, BATCH_MAX);
      try {
        const outcomes = await reserveBatch(
          deps,
          product,
          batch.map((waiting) => waiting.ask),
        );
        batch.forEach((waiting, index) => waiting.resolve(outcomes[index]!));
      } catch (error) {
        for (const waiting of batch) waiting.reject(error);
      }
    }
    this.queues.delete(key);
  }
}
