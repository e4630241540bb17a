import { groszeToZloty } from '@scena/shared/catalog/money';
import { itemPath } from '@scena/shared/site/site-paths';
import { productSlugOf } from '@scena/shared/commerce/product-slug';
import type { TAdminCode, TCodeUse, TUserCode } from '@scena/shared/commerce/codes';
import { codeStanding, isVoucher, voucherLeft } from '@scena/shared/commerce/code-standing';
import type { CodeRow } from '../../../db/schema';
import type { listCodeUses, listUserActivations } from './codes.repository';
import { ledgerOf, type CodeWithLedger } from '../../product-access';

interface ProductTitles {
  eventTitle: string | null;
  videoTitle: string | null;
}

function productOf(code: CodeRow) {
  if (code.eventId !== null) return { type: 'event' as const, id: code.eventId };
  if (code.videoId !== null) return { type: 'video' as const, id: code.videoId };
  return { type: 'any' as const };
}

function commonDto(code: CodeRow, titles: ProductTitles, cashLeft: number | null) {
  return {
    id: code.id,
    code: code.code,
    desc: code.description,
    discount_percent: code.discountPercent,
    discount_cash: code.discountCashGrosze === null ? null : groszeToZloty(code.discountCashGrosze),
    event_id: code.eventId,
    video_id: code.videoId,
    product_id: productSlugOf(productOf(code)),
    product_title: titles.eventTitle ?? titles.videoTitle ?? null,
    expiration_date: code.expiresAt.toISOString(),
    cash_left: cashLeft === null ? null : groszeToZloty(cashLeft),
  };
}

export function adminCodeDto(
  row: ProductTitles & CodeWithLedger,
  uses?: Awaited<ReturnType<typeof listCodeUses>>,
): TAdminCode {
  const ledger = ledgerOf(row);
  return {
    ...commonDto(row.code, row, isVoucher(ledger) ? voucherLeft(ledger) : null),
    limit: row.code.usageLimit,
    numberOfUses: Number(row.uses),
    created_at: row.code.createdAt.toISOString(),
    ...(uses ? { uses: uses.map(codeUseDto) } : {}),
  };
}

function codeUseDto(use: Awaited<ReturnType<typeof listCodeUses>>[number]): TCodeUse {
  return {
    id: use.activation.id,
    userId: use.user.id,
    firstname: use.user.firstname,
    lastname: use.user.lastname,
    email: use.user.email,
    activation_date: use.activation.activatedAt.toISOString(),
    used: use.order !== null,
    usage_date: use.order?.createdAt.toISOString() ?? null,
    extOrderId: use.order?.extOrderId ?? null,
  };
}

/** A user's activated code as their account lists it, with where they stand with it at `now`. */
export function userCodeDto(
  row: Awaited<ReturnType<typeof listUserActivations>>[number],
  now: Date,
): TUserCode {
  const { code } = row;
  const standing = codeStanding(ledgerOf(row), {
    usedIt: row.usedAt !== null,
    expired: code.expiresAt.getTime() <= now.getTime(),
  });
  const path =
    code.eventId !== null
      ? itemPath('event', { id: code.eventId, slug: row.eventSlug })
      : code.videoId !== null
        ? itemPath('video', { id: code.videoId, slug: row.videoSlug })
        : null;
  return {
    ...commonDto(code, row, standing.cashLeft),
    code_id: code.id,
    product_path: path,
    activation_date: row.activation.activatedAt.toISOString(),
    used: row.usedAt !== null,
    usage_date: row.usedAt ? new Date(row.usedAt).toISOString() : null,
    state: standing.state,
  };
}
