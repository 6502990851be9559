// `npm start`: build the console if needed, then run the reference server (it prints the URL and
// the demo accounts). Signals are passed on so Ctrl+C shuts the server down gracefully.
import { spawn } from 'node:child_process';
import { buildConsoleIfStale } from './lib/console-build.mjs';

buildConsoleIfStale();

const server = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], { stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
