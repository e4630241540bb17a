import type { ReactNode } from 'react';
import { Flex, Tag, type TableColumnType } from 'antd';
import type { TFunction } from 'i18next';
import type { TAdminEvent } from '@scena/shared/catalog/events';
import { scheduleText, timingTag } from './event-status';

/** The "when" column of the events and festival tables: dates and hours, or the whole day. */
export function eventWhenColumn(t: TFunction): TableColumnType<TAdminEvent> {
  return {
    title: t('admin.events.col.when'),
    key: 'when',
    render: (_, event) => scheduleText(event, t('admin.events.fullDay')),
  };
}

/** The status column: the time status tag (finished, soon, in progress), then the table's own flags. */
export function eventStatusColumn(
  t: TFunction,
  now: Date,
  flags: (event: TAdminEvent) => ReactNode,
): TableColumnType<TAdminEvent> {
  return {
    title: t('admin.events.col.status'),
    key: 'status',
    render: (_, event) => {
      const timing = timingTag(event, now);
      return (
        <Flex wrap gap={4}>
          <Tag color={timing.color}>{t(timing.key)}</Tag>
          {flags(event)}
        </Flex>
      );
    },
  };
}
