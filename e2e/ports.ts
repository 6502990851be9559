/** Where the servers under test listen (scripts/e2e.mjs picks free ports and passes them on). */
const port = Number(process.env.E2E_PORT ?? 6597);
const shortTtlPort = Number(process.env.E2E_SHORT_TTL_PORT ?? port + 1);

export const PORTS = { main: port, shortTtl: shortTtlPort };
export const baseURL = `http://127.0.0.1:${port}`;
/** A second server whose access tokens live 3 s, for the transparent-refresh journey. */
export const shortTtlURL = `http://127.0.0.1:${shortTtlPort}`;
