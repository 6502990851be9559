import { useEffect, useState } from 'react';
import { Skeleton } from 'antd';
import { SKELETON_DELAY_MS } from '../config/constants';

/** A skeleton that appears only when loading takes longer than 200 ms, so fast pages never flicker. */
export function DelayedSkeleton({ delayMs = SKELETON_DELAY_MS }: { delayMs?: number }) {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setShown(true), delayMs);
    return () => clearTimeout(timer);
  }, [delayMs]);
  return shown ? <Skeleton active paragraph={{ rows: 8 }} data-testid="page-skeleton" /> : null;
}
