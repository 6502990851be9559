/** 计划管理 → 巡检计划 (docs/plans.md). */
import { PlansPage } from '../plans-page';

export default function InspectionPlansPage() {
  return <PlansPage kind="inspect" />;
}
