/** Work-order list, detail, people and log routes: being built (issue 6). */
import type { RouteModule } from '../../context';

export const workOrderQueryRoutes: RouteModule = async () => {};
