/** Work-order create and transition routes: being built (issue 6). */
import type { RouteModule } from '../../context';

export const workOrderCommandRoutes: RouteModule = async () => {};
