import type { TAdminPayment } from '@scena/shared/commerce/payments-admin';
import type { Language } from '@scena/shared';
import type { Db } from '../../../db/client';
import type { OrderWithProduct } from '../orders/order-dto';
import { adminPaymentDto, orderCodeDto } from './admin-payment-dto';
import { listCodesMadeBy } from '../codes/codes.repository';
import { listActivationsOf } from './payments-admin.repository';
import { sumRefundsByOrder } from '../refunds/refunds.repository';

function groupBy<T>(items: T[], key: (item: T) => number | null): Map<number, T[]> {
  const groups = new Map<number, T[]>();
  for (const item of items) {
    const id = key(item);
    if (id === null) continue;
    const group = groups.get(id);
    if (group) group.push(item);
    else groups.set(id, [item]);
  }
  return groups;
}

/**
 * The back-office rows of loaded orders: the code each used and those each made with who activated them, and
 * the grosze refunded of each (finalized refunds, before `refundsBefore` when given: a list's range end). Three
 * queries for any number of orders. `refundedGrosze` is the sum over all of them.
 */
export async function adminPaymentsOf(
  db: Db,
  rows: OrderWithProduct[],
  language: Language,
  refundsBefore?: Date,
): Promise<{ payments: TAdminPayment[]; refundedGrosze: number }> {
  const ids = rows.map((row) => row.order.id);
  const made = await listCodesMadeBy(db, ids);
  const usedIds = rows.flatMap((row) => (row.code ? [row.code.id] : []));
  const codeIds = [...new Set([...usedIds, ...made.map((code) => code.id)])];
  const activations = groupBy(await listActivationsOf(db, codeIds), (activation) => activation.codeId);
  const refunded = await sumRefundsByOrder(db, ids, {
    statuses: ['FINALIZED'],
    finalizedBefore: refundsBefore,
  });
  const madeBy = groupBy(made, (code) => code.sourceOrderId);
  const payments = rows.map((row) =>
    adminPaymentDto(row, language, {
      codes: [
        ...(row.code ? [orderCodeDto(row.code, 'used', activations.get(row.code.id) ?? [])] : []),
        ...(madeBy.get(row.order.id) ?? []).map((code) =>
          orderCodeDto(code, 'made', activations.get(code.id) ?? []),
        ),
      ],
      refundedGrosze: refunded.get(row.order.id) ?? 0,
    }),
  );
  return { payments, refundedGrosze: [...refunded.values()].reduce((sum, grosze) => sum + grosze, 0) };
}
