import { groszeToZloty } from '@scena/shared/catalog/money';
import type {
  TAdminPayment,
  TAdminPaymentDetail,
  TOrderCode,
  TRefund,
} from '@scena/shared/commerce/payments-admin';
import type { Language } from '@scena/shared';
import type { CodeRow } from '../../../db/schema';
import { adminOrderDto, type OrderWithProduct } from '../orders/order-dto';
import type { listActivationsOf, listOrderAudit, listOrderNotifications } from './payments-admin.repository';
import type { listRefundsOf } from '../refunds/refunds.repository';

type Activation = Awaited<ReturnType<typeof listActivationsOf>>[number];
type HistoryEntry = TAdminPaymentDetail['history'][number];

function fullName(person: { firstname: string | null; lastname: string | null }): string | null {
  return person.firstname === null ? null : `${person.firstname} ${person.lastname ?? ''}`.trim();
}

export function orderCodeDto(code: CodeRow, role: TOrderCode['role'], activations: Activation[]): TOrderCode {
  return {
    id: code.id,
    code: code.code,
    role,
    usage: activations.map((activation) => ({
      userId: activation.userId,
      firstname: activation.firstname,
      lastname: activation.lastname,
      used: Boolean(activation.used),
    })),
  };
}

/** A row of the back-office's order lists (admin-commerce-people.md §3 "Order/payment (admin row)"). */
export function adminPaymentDto(
  row: OrderWithProduct,
  language: Language,
  extra: { codes: TOrderCode[]; refundedGrosze: number },
): TAdminPayment {
  const made = extra.codes.filter((code) => code.role === 'made');
  return {
    ...adminOrderDto(row, language),
    codes: extra.codes,
    hand_granted: row.order.grantedByUserId !== null,
    refunded: groszeToZloty(extra.refundedGrosze),
    numberOfUses: made.filter((code) => code.usage.some((use) => use.used)).length,
  };
}

export function refundDto(row: Awaited<ReturnType<typeof listRefundsOf>>[number]): TRefund {
  const { refund } = row;
  return {
    id: refund.id,
    amount: groszeToZloty(refund.amountGrosze),
    reason: refund.reason,
    status: refund.status as TRefund['status'],
    confirmed: refund.payuRefundId !== null,
    created_at: refund.createdAt.toISOString(),
    finalized_at: refund.finalizedAt?.toISOString() ?? null,
    requested_by: fullName(row),
    withdraw_access: refund.withdrawAccess,
  };
}

function recordOrNull(value: unknown): Record<string, unknown> | null {
  return value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;
}

/** A staff change of the order: its audit row with the changed fields before and after. */
export function auditHistoryEntry(row: Awaited<ReturnType<typeof listOrderAudit>>[number]): HistoryEntry {
  const changes = recordOrNull(row.entry.changes);
  return {
    at: row.entry.createdAt.toISOString(),
    who: fullName(row),
    action: row.entry.action,
    before: recordOrNull(changes?.before),
    after: recordOrNull(changes?.after),
  };
}

/** The amount a refund notification names, in grosze (PayU's `refund.amount`, digits as text or a number). */
function refundAmountOf(body: unknown): number | null {
  const amount = (body as { refund?: { amount?: unknown } } | null)?.refund?.amount;
  if (typeof amount === 'number') return amount;
  return typeof amount === 'string' && /^\d{1,12}$/.test(amount) ? Number(amount) : null;
}

/**
 * A PayU notification about the order and whether it changed anything: an order's status (`status`, as the
 * order's own), or a refund's (`refund_status`, a refund's statuses, and its amount).
 */
export function notificationHistoryEntry(
  row: Awaited<ReturnType<typeof listOrderNotifications>>[number],
): HistoryEntry {
  return {
    at: row.receivedAt.toISOString(),
    who: null,
    action: `payu.${row.kind}`,
    before: null,
    after:
      row.kind === 'refund'
        ? { refund_status: row.status, amount_grosze: refundAmountOf(row.body), outcome: row.outcome }
        : { status: row.status, outcome: row.outcome },
  };
}
