/** 计划管理 → 保养计划 (docs/plans.md). */
import { PlansPage } from '../plans-page';

export default function MaintenancePlansPage() {
  return <PlansPage kind="maint" />;
}
