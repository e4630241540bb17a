import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  ResponsiveContainer,
  Text,
  Tooltip,
  XAxis,
  YAxis,
  type YAxisTickContentProps,
} from 'recharts';
import { chartLabel } from '@scena/shared/commerce/statistics';

/** Bar colours from the back-office theme; each series is also named in the legend and the tooltip. */
export const SERIES_COLORS = ['#0958d9', '#237804', '#ad4e00'] as const;

export interface Series<K extends string> {
  key: K;
  name: string;
}

/** Bars per day (or per any short label), one group per row of `data`. */
export function ColumnChart<K extends string>({
  data,
  series,
  formatValue = String,
  formatTick = formatValue,
}: {
  data: Array<{ label: string } & Record<K, number>>;
  series: Series<K>[];
  /** The tooltip's figures. */
  formatValue?: (value: number) => string;
  /** The axis' figures (shorter). */
  formatTick?: (value: number) => string;
}) {
  return (
    <ResponsiveContainer width="100%" height="100%">
      <BarChart data={data} accessibilityLayer={false} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
        <CartesianGrid strokeDasharray="3 3" vertical={false} />
        <XAxis dataKey="label" tick={{ fontSize: 12 }} minTickGap={8} />
        <YAxis allowDecimals={false} tick={{ fontSize: 12 }} tickFormatter={formatTick} width={64} />
        <Tooltip formatter={(value) => formatValue(Number(value))} />
        {series.length > 1 && <Legend />}
        {series.map((one, index) => (
          <Bar
            key={one.key}
            dataKey={one.key}
            name={one.name}
            fill={SERIES_COLORS[index]}
            isAnimationActive={false}
          />
        ))}
      </BarChart>
    </ResponsiveContainer>
  );
}

/** A category's label on the axis: cut at 70 characters (§9), then wrapped within the axis' width. */
function CategoryTick(props: {
  x?: number | string;
  y?: number | string;
  payload?: { value: unknown };
  width: number;
}) {
  return (
    <Text
      x={props.x}
      y={props.y}
      width={props.width}
      maxLines={3}
      textAnchor="end"
      verticalAnchor="middle"
      // The size in style: the wrapping measures the text with it.
      style={{ fontSize: 12 }}
      fill="rgba(0,0,0,0.88)"
    >
      {chartLabel(String(props.payload?.value ?? ''))}
    </Text>
  );
}

/** Horizontal bars per named item (a video), its whole name in the tooltip. */
export function RowChart({
  data,
  name,
  axisWidth,
}: {
  data: Array<{ name: string; value: number }>;
  name: string;
  axisWidth: number;
}) {
  return (
    <ResponsiveContainer width="100%" height="100%">
      <BarChart
        data={data}
        layout="vertical"
        accessibilityLayer={false}
        margin={{ top: 0, right: 16, bottom: 0, left: 0 }}
      >
        <CartesianGrid strokeDasharray="3 3" horizontal={false} />
        <XAxis type="number" allowDecimals={false} tick={{ fontSize: 12 }} />
        <YAxis
          type="category"
          dataKey="name"
          width={axisWidth}
          interval={0}
          tick={(tick: YAxisTickContentProps) => <CategoryTick {...tick} width={axisWidth - 8} />}
        />
        <Tooltip />
        <Bar dataKey="value" name={name} fill={SERIES_COLORS[0]} isAnimationActive={false} />
      </BarChart>
    </ResponsiveContainer>
  );
}
