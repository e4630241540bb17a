import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TAdminInvoice, TInvoiceEditInput, TInvoiceList } from '@scena/shared/commerce/invoices-admin';
import { api } from '@/lib/api-client';

/** The invoice requests' queries; a change to one refreshes the list. */
export const invoicesKey = ['admin', 'invoices'] as const;

/**
 * GET /api/invoices: every invoice request, newest first. The screen filters sent / not sent and searches on
 * its own, so that switching the filter needs no call and each choice shows its count.
 */
export function useInvoices() {
  return useQuery({
    queryKey: [...invoicesKey, 'list'],
    queryFn: ({ signal }) => api<TInvoiceList>('/api/invoices', { signal }),
  });
}

/** PUT /api/invoices/{id}: marks the order's invoice sent or not sent. */
export function useMarkInvoiceSent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: TInvoiceEditInput }) =>
      api<TAdminInvoice>(`/api/invoices/${id}`, { method: 'PUT', body }),
    onSuccess: (invoice) => {
      // The row changes at once; the refetch then brings whatever else changed meanwhile.
      queryClient.setQueryData<TInvoiceList>([...invoicesKey, 'list'], (list) =>
        list?.map((row) => (row.id === invoice.id ? invoice : row)),
      );
      return queryClient.invalidateQueries({ queryKey: invoicesKey });
    },
  });
}

/** DELETE /api/invoices/{id}: withdraws the invoice request (the order stays). */
export function useWithdrawInvoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api<null>(`/api/invoices/${id}`, { method: 'DELETE' }),
    onSuccess: (_answer, id) => {
      queryClient.setQueryData<TInvoiceList>([...invoicesKey, 'list'], (list) =>
        list?.filter((row) => row.id !== id),
      );
      return queryClient.invalidateQueries({ queryKey: invoicesKey });
    },
  });
}
