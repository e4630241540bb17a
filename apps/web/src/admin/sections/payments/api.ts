import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  TAdminPayment,
  TAdminPaymentDetail,
  TFreeAccessInput,
  TPaymentEditInput,
  TPaymentList,
  TPaymentListQuery,
  TProductPayments,
  TRefundRequestInput,
} from '@scena/shared/commerce/payments-admin';
import type { TAdminEvent } from '@scena/shared/catalog/events';
import type { TAdminVideo } from '@scena/shared/catalog/videos';
import { api } from '@/lib/api-client';
import { eventsPath } from '../events/api';

/** Every order list of the back-office is under this key: a change to one order refreshes them all. */
export const paymentsKey = ['admin', 'payments'] as const;

/** The list path of a kind of order: event orders at /api/payments/, video orders at /api/videopayments/. */
export const ORDER_PATH = { event: '/api/payments', video: '/api/videopayments' } as const;
export type OrderKind = keyof typeof ORDER_PATH;

function listQuery(filter: TPaymentListQuery, kind: OrderKind): string {
  const params = new URLSearchParams({
    date_from: filter.date_from,
    date_to: filter.date_to,
    status: filter.status,
  });
  const id = kind === 'event' ? filter.event_id : filter.video_id;
  if (id !== null) params.set(kind === 'event' ? 'event_id' : 'video_id', String(id));
  return `${ORDER_PATH[kind]}/?${params}`;
}

/** The kinds a filter asks for: an event filter alone leaves the video orders out, and the other way round. */
export function kindsOf(filter: Pick<TPaymentListQuery, 'event_id' | 'video_id'>): OrderKind[] {
  const kinds: OrderKind[] = [];
  if (filter.event_id !== null || filter.video_id === null) kinds.push('event');
  if (filter.video_id !== null || filter.event_id === null) kinds.push('video');
  return kinds;
}

/**
 * The payments screen's list (admin-commerce-people.md §2): GET /api/payments/ and /api/videopayments/ for the
 * range, merged newest first, with their refund totals added up.
 */
export function usePayments(filter: TPaymentListQuery) {
  return useQuery({
    queryKey: [...paymentsKey, 'list', filter],
    queryFn: async ({ signal }): Promise<TPaymentList> => {
      const lists = await Promise.all(
        kindsOf(filter).map((kind) => api<TPaymentList>(listQuery(filter, kind), { signal })),
      );
      return {
        orders: lists
          .flatMap((list) => list.orders)
          .sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id),
        refunds: lists.reduce((sum, list) => sum + list.refunds, 0),
      };
    },
    placeholderData: keepPreviousData,
  });
}

/** The filters' products: every event since 2000-01-01 (admin-commerce-people.md §9) and every video. */
export function usePaymentProducts() {
  const events = useQuery({
    queryKey: ['admin', 'payments', 'events'],
    queryFn: ({ signal }) => api<TAdminEvent[]>(eventsPath({ date_from: '2000-01-01' }), { signal }),
  });
  const videos = useQuery({
    queryKey: ['admin', 'payments', 'videos'],
    queryFn: ({ signal }) => api<TAdminVideo[]>('/api/videos', { signal }),
  });
  return {
    events: events.data ?? [],
    videos: videos.data ?? [],
    loading: events.isPending || videos.isPending,
  };
}

function orderPath(order: Pick<TAdminPayment, 'extOrderId' | 'productType'>): string {
  return `${order.productType === 'video' ? ORDER_PATH.video : ORDER_PATH.event}/${encodeURIComponent(order.extOrderId)}`;
}

/** GET /api/payments/{extOrderId} as an administrator: the order with its refunds and history. */
export function usePaymentDetail(order: TAdminPayment | null) {
  return useQuery({
    queryKey: [...paymentsKey, 'detail', order?.extOrderId],
    queryFn: ({ signal }) => api<TAdminPaymentDetail>(orderPath(order!), { signal }),
    enabled: order !== null,
  });
}

function useOrderMutation<T>(call: (order: TAdminPayment, body: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ order, body }: { order: TAdminPayment; body: T }) => call(order, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: paymentsKey }),
  });
}

/** PUT /api/payments/{extOrderId}: status, country and the end of access. */
export function useEditPayment() {
  return useOrderMutation((order, body: TPaymentEditInput) =>
    api<TAdminPaymentDetail>(orderPath(order), { method: 'PUT', body }),
  );
}

/** DELETE /api/payments/{extOrderId}: cancels an unfinished order (kept for the record). */
export function useCancelPayment() {
  return useOrderMutation((order, _body: null) => api(orderPath(order), { method: 'DELETE' }));
}

/** POST /api/payments/{extOrderId}/refunds: a refund through PayU, whole or in part. */
export function useRefund() {
  return useOrderMutation((order, body: TRefundRequestInput) =>
    api<TAdminPaymentDetail>(`${orderPath(order)}/refunds`, { method: 'POST', body }),
  );
}

/** The order panel's path of a product: /api/payments/event/{id} or /api/videopayments/video/{id}. */
function productOrdersPath(kind: OrderKind, id: number): string {
  return `${ORDER_PATH[kind]}/${kind}/${id}`;
}

/** GET /api/payments/event/{id} and /api/videopayments/video/{id}: every order of the product, and its views. */
export function useProductPayments(kind: OrderKind, id: number) {
  return useQuery({
    queryKey: [...paymentsKey, 'product', kind, id],
    queryFn: ({ signal }) => api<TProductPayments>(productOrdersPath(kind, id), { signal }),
  });
}

/** POST /api/payments/free/{eventId} and /api/videopayments/free/{videoId}: access granted by e-mail. */
export function useGrantAccess(kind: OrderKind, id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TFreeAccessInput) =>
      api<TAdminPayment>(`${ORDER_PATH[kind]}/free/${id}`, { method: 'POST', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: paymentsKey }),
  });
}
