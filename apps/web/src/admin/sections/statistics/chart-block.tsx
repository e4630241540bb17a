import { useId, useState, type ReactNode } from 'react';
import { Button, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import './i18n';

/**
 * A chart and the table with its figures (admin-commerce-people.md §2 "Statistics"). The chart is one image to
 * assistive technology, named by `label` (what it shows and its total); the table under it, shown on demand,
 * holds every figure for anyone who cannot read the bars.
 */
export function ChartBlock({
  title,
  label,
  height,
  note,
  chart,
  table,
}: {
  title: string;
  label: string;
  height: number;
  note?: string;
  chart: ReactNode;
  table: ReactNode;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const titleId = useId();
  const tableId = useId();
  return (
    <section aria-labelledby={titleId}>
      <Flex vertical gap={8}>
        <Typography.Title level={3} id={titleId} style={{ fontSize: 16, margin: 0 }}>
          {title}
        </Typography.Title>
        {note && (
          <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
            {note}
          </Typography.Paragraph>
        )}
        <div role="img" aria-label={label} style={{ width: '100%', height }}>
          {chart}
        </div>
        <div>
          <Button aria-expanded={open} aria-controls={tableId} onClick={() => setOpen((value) => !value)}>
            {t(open ? 'admin.statistics.hideTable' : 'admin.statistics.showTable')}
          </Button>
        </div>
        <div id={tableId} hidden={!open}>
          {open && table}
        </div>
      </Flex>
    </section>
  );
}
