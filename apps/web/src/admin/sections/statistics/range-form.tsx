import { Button, Col, Form, Row } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import {
  currentMonthRange,
  lastDays,
  resolveRange,
  ZStatisticsRange,
  type TDayRange,
} from '@scena/shared/commerce/statistics';
import { showFieldErrors } from '../../ui/form-support';
import './i18n';
import { DateRangeInput, useDateRule } from '../../ui/date-input';

interface RangeValues {
  range: [Dayjs, Dayjs];
}

const toPicker = (range: TDayRange): [Dayjs, Dayjs] => [dayjs(range.from), dayjs(range.to)];

/** The picker's ready ranges, in Warsaw days like the defaults. */
function presets(t: (key: string) => string) {
  const now = new Date();
  const month = currentMonthRange(now);
  const previous = currentMonthRange(dayjs(month.from).subtract(1, 'day').toDate());
  return [
    { label: t('admin.statistics.preset.last7'), value: toPicker(lastDays(now)) },
    { label: t('admin.statistics.preset.last30'), value: toPicker(lastDays(now, 30)) },
    { label: t('admin.statistics.preset.thisMonth'), value: toPicker(month) },
    { label: t('admin.statistics.preset.lastMonth'), value: toPicker(previous) },
    {
      label: t('admin.statistics.preset.thisYear'),
      value: toPicker({ from: `${month.from.slice(0, 4)}-01-01`, to: lastDays(now, 1).to }),
    },
  ];
}

/**
 * A statistics range (DD.MM.YYYY) and "Pokaż". A start after the end says 'Niepoprawna data', a range over three
 * years says so, under the picker, with the route's own rules (admin-commerce-people.md §5).
 */
export function StatisticsRangeForm({
  name,
  initial,
  onApply,
  loading,
}: {
  name: string;
  initial: TDayRange;
  onApply: (range: TDayRange) => void;
  loading: boolean;
}) {
  const { t } = useTranslation();
  const dateRule = useDateRule();
  const [form] = Form.useForm<RangeValues>();

  const apply = ({ range }: RangeValues) => {
    const query = { from: range[0].format('YYYY-MM-DD'), to: range[1].format('YYYY-MM-DD') };
    const parsed = ZStatisticsRange.safeParse(query);
    if (!parsed.success) {
      showFieldErrors(form, { range: parsed.error.issues[0]?.message ?? 'form.validate.date_range' });
      return;
    }
    const resolved = resolveRange(query, query as TDayRange);
    if ('field' in resolved) {
      showFieldErrors(form, { range: resolved.key });
      return;
    }
    showFieldErrors(form, {});
    onApply(resolved.range);
  };

  return (
    <Form
      form={form}
      name={name}
      layout="vertical"
      initialValues={{ range: toPicker(initial) }}
      onFinish={apply}
    >
      <Row gutter={16} align="bottom">
        <Col xs={24} md={14} xl={10}>
          <Form.Item name="range" label={t('admin.statistics.range')} rules={[dateRule]}>
            <DateRangeInput
              allowClear={false}
              presets={presets(t)}
              style={{ width: '100%', minWidth: 240 }}
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={10} xl={6}>
          <Form.Item>
            <Button type="primary" htmlType="submit" loading={loading}>
              {t('admin.statistics.show')}
            </Button>
          </Form.Item>
        </Col>
      </Row>
    </Form>
  );
}
