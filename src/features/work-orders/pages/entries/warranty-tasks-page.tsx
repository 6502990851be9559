/** /WorkOrderTask/WarrantyTasks: the page registry's lazy chunk for this work-order list (config in page-configs.ts). */
import { WO_PAGES } from '../page-configs';
import { WorkOrderListPage } from '../work-order-list-page';

export default function WarrantyTasksPage() {
  return <WorkOrderListPage config={WO_PAGES.warrantyTasks} />;
}
