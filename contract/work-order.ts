/**
 * Equipment work orders (docs/requirements.md §1, §3 "Repair task", "Work order acceptance detail", "Acceptance row",
 * "Process log entry"; §6 codes; §7 "Work orders and tasks"). The requirement does not show status changes: the
 * lifecycle is ours, documented in docs/work-order-lifecycle.md. The transition
 * table is data shared by the server (which enforces it) and the console (which offers only the
 * actions a row allows); the server stays the judge. One entry point over three parts: the model
 * (kinds, statuses, machine), the rows the routes answer, and the requests they take.
 */
export * from './work-order-model';
// The console's entry takes only the types of the rows and requests: their schemas (and the schema library with them)
// are for the server, which imports work-order-schemas.ts (docs/architecture.md §2).
export type * from './work-order-rows';
export type * from './work-order-requests';
