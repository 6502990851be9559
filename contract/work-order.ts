/**
 * Equipment work orders (docs/requirements.md §1, §3 "Repair task", "Work order acceptance detail", "Acceptance row",
 * "Process log entry"; §6 codes; §7 "Work orders and tasks"). The requirement does not show status changes: the
 * lifecycle is ours, documented in docs/work-order-lifecycle.md. The transition
 * table is data shared by the server (which enforces it) and the console (which offers only the
 * actions a row allows); the server stays the judge. One entry point over three parts: the model
 * (kinds, statuses, machine), the rows the routes answer, and the requests they take.
 */
export * from './work-order-model';
export * from './work-order-rows';
export * from './work-order-requests';
