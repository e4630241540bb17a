import { useState } from 'react';
import { Button, Flex, Input, Segmented } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TInvoiceSentFilter } from '@scena/shared/commerce/invoices-admin';
import { warsawToday } from '@scena/shared/time/calendar-date';
import { LoadFailure, SettingsCard } from '../../ui/settings-card';
import { downloadCsv } from '@/lib/download-file';
import { useInvoices } from './api';
import { filterInvoices, matchesSent } from './invoice-rows';
import { InvoiceSettingsCard } from './invoice-settings-card';
import { invoicesCsv, invoicesCsvName } from './invoices-csv';
import { InvoicesTable } from './invoices-table';
import './i18n';

/** The list opens on the requests still to be issued: the work left to do. */
export const DEFAULT_SENT_FILTER: TInvoiceSentFilter = 'unsent';
/** Every choice of INVOICE_SENT_FILTERS, the default first. */
const FILTER_ORDER: readonly TInvoiceSentFilter[] = ['unsent', 'sent', 'all'];

/**
 * ?view=invoices (admin-commerce-people.md §2 "Invoices"): a settings card and the list of invoice requests —
 * filtered not sent / sent / all, searched, marked sent or not, withdrawn, and exported as CSV.
 */
export function InvoicesSection() {
  const { t } = useTranslation();
  const invoices = useInvoices();
  const [sent, setSent] = useState<TInvoiceSentFilter>(DEFAULT_SENT_FILTER);
  const [search, setSearch] = useState('');
  const all = invoices.data ?? [];
  const shown = filterInvoices(all, { sent, search });
  const count = (filter: TInvoiceSentFilter) => all.filter((invoice) => matchesSent(invoice, filter)).length;
  const statusText = (status: string) => t(`admin.invoices.statusName.${status}`, { defaultValue: status });
  const filtered = sent !== 'all' || search.trim() !== '';

  return (
    <Flex vertical gap={24}>
      <InvoiceSettingsCard />
      <SettingsCard
        title={t('admin.invoices.listTitle', { count: shown.length })}
        extra={
          <Button
            disabled={shown.length === 0}
            onClick={() => downloadCsv(invoicesCsvName(warsawToday()), invoicesCsv(shown, statusText))}
          >
            {t('admin.invoices.csv')}
          </Button>
        }
      >
        <Flex wrap gap={16} align="center" style={{ marginBottom: 16 }}>
          {/* Three counted choices are wider than a 360 px phone: they scroll in place, not the page. */}
          <div style={{ maxWidth: '100%', overflowX: 'auto' }}>
            <Segmented<TInvoiceSentFilter>
              aria-label={t('admin.invoices.filterLabel')}
              value={sent}
              onChange={setSent}
              options={FILTER_ORDER.map((filter) => ({
                value: filter,
                label: invoices.data
                  ? t(`admin.invoices.filter.${filter}Count`, { count: count(filter) })
                  : t(`admin.invoices.filter.${filter}`),
              }))}
            />
          </div>
          <Input.Search
            allowClear
            aria-label={t('admin.invoices.search')}
            placeholder={t('admin.invoices.searchPlaceholder')}
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            style={{ maxWidth: 360 }}
          />
        </Flex>
        {invoices.isError ? (
          <LoadFailure
            title="admin.invoices.loadError"
            description={invoices.error.message}
            onRetry={() => void invoices.refetch()}
            retrying={invoices.isRefetching}
          />
        ) : (
          <InvoicesTable
            invoices={shown}
            loading={invoices.isPending}
            emptyText={
              filtered && all.length > 0 ? t('admin.invoices.emptyFiltered') : t('admin.invoices.empty')
            }
          />
        )}
      </SettingsCard>
    </Flex>
  );
}
