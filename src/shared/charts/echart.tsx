/**
 * An ECharts canvas that follows its box: created once, given each new option whole (notMerge, so a series that
 * left the option leaves the chart), resized with its container, disposed with the component.
 */
import { useEffect, useRef } from 'react';
import { init, type ChartOption } from './echarts-core';

export interface EChartProps {
  option: ChartOption;
  height: number;
  /** read by screen readers; the chart's own aria description follows it */
  label: string;
  testId?: string;
}

export function EChart({ option, height, label, testId }: EChartProps) {
  const box = useRef<HTMLDivElement>(null);
  const chart = useRef<ReturnType<typeof init> | null>(null);

  useEffect(() => {
    const element = box.current;
    if (!element) return undefined;
    const instance = init(element, undefined, { renderer: 'canvas' });
    chart.current = instance;
    const observer = new ResizeObserver(() => instance.resize());
    observer.observe(element);
    return () => {
      observer.disconnect();
      instance.dispose();
      chart.current = null;
    };
  }, []);

  useEffect(() => {
    chart.current?.setOption({ aria: { enabled: true }, ...option }, { notMerge: true });
  }, [option]);

  return (
    <div ref={box} role="img" aria-label={label} data-testid={testId} style={{ height, width: '100%' }} />
  );
}
