/**
 * The server's entry to the work-order contract (work-order.ts is the console's): the model and the schemas of the
 * rows and requests (docs/architecture.md §2).
 */
export * from './work-order-model';
export * from './work-order-rows';
export * from './work-order-requests';
