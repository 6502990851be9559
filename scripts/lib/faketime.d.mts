// Types of faketime.mjs for the TypeScript tests.
export function findFaketime(): string | null;
export function ensureFaketime(): string;
