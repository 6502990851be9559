/**
 * The device ledger detail's reliability block (docs/reliability.md): the figures of the last 90 days for one device,
 * from the same route and cache as the 设备可靠性 page; shown to those who hold that page's code.
 */
import { useQuery } from '@tanstack/react-query';
import { Spin, Typography } from 'antd';
import { useState } from 'react';
import { PERM } from '@contract/permissions';
import type { ReliabilityQuery } from '@contract/reliability';
import { DATE_TIME_FORMAT } from '@/shared/dates';
import { useT } from '@/shared/i18n';
import { usePermission } from '@/shared/permissions';
import { fetchReliability, FigureCards, reliabilityKeys } from '@/shared/reliability';
import { lastDays } from '@/shared/ui/past-range-picker';

const DAYS = 90;

export function DeviceReliability({ deviceId }: { deviceId: number }) {
  const t = useT();
  const can = usePermission();
  const allowed = can(PERM.RELIABILITY_QUERY);
  // The range is fixed at the opening (up to the next whole hour), so the key stays while the drawer is open.
  const [query] = useState<ReliabilityQuery>(() => {
    const [begin, end] = lastDays(DAYS);
    return { deviceId, beginTime: begin.format(DATE_TIME_FORMAT), endTime: end.format(DATE_TIME_FORMAT) };
  });
  const answer = useQuery({
    queryKey: reliabilityKeys.figures(query),
    queryFn: () => fetchReliability(query),
    enabled: allowed,
  });
  if (!allowed) return null;
  return (
    <section style={{ marginTop: 16 }} data-testid="device-reliability">
      <Typography.Title level={5}>{t('reliability.last90')}</Typography.Title>
      {answer.data ? <FigureCards figures={answer.data} narrow /> : <Spin />}
    </section>
  );
}
