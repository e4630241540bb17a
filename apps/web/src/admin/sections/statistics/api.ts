import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type {
  TDayRange,
  TIncomePerDay,
  TOrdersPerDay,
  TOrdersPerVideo,
  TPaymentSumm,
  TProductStatisticsList,
  TViewsPerVideo,
} from '@scena/shared/commerce/statistics';
import { api } from '@/lib/api-client';

/** Every statistics call is under this key. */
export const statisticsKey = ['admin', 'statistics'] as const;

function ranged<T>(name: string, range: TDayRange) {
  return {
    queryKey: [...statisticsKey, name, range],
    queryFn: ({ signal }: { signal: AbortSignal }) =>
      api<T>(`/api/statistics/${name}?${new URLSearchParams({ from: range.from, to: range.to })}`, {
        signal,
      }),
    placeholderData: keepPreviousData,
  };
}

function whole<T>(name: string) {
  return {
    queryKey: [...statisticsKey, name],
    queryFn: ({ signal }: { signal: AbortSignal }) => api<T>(`/api/statistics/${name}`, { signal }),
  };
}

/** GET /api/statistics/orders: orders placed per Warsaw day of the range. */
export const useOrdersPerDay = (range: TDayRange) => useQuery(ranged<TOrdersPerDay>('orders', range));

/** GET /api/statistics/income: the income (zł) of the orders placed per day of the range. */
export const useIncomePerDay = (range: TDayRange) => useQuery(ranged<TIncomePerDay>('income', range));

/** GET /api/statistics/paymentsumm: the summaries of the range's orders for events, videos and any product. */
export const usePaymentSumm = (range: TDayRange) => useQuery(ranged<TPaymentSumm>('paymentsumm', range));

/** GET /api/statistics/ordersPerVideo: completed rentals per video. */
export const useOrdersPerVideo = () => useQuery(whole<TOrdersPerVideo>('ordersPerVideo'));

/** GET /api/statistics/viewsPerVideo: views per video and their average per day. */
export const useViewsPerVideo = () => useQuery(whole<TViewsPerVideo>('viewsPerVideo'));

/** GET /api/statistics/events or /videos: each product's summary so far. */
export const useProductStatistics = (type: 'event' | 'video') =>
  useQuery(whole<TProductStatisticsList>(`${type}s`));
