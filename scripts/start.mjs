// `npm start`: build the console and bundle the server if needed, then run the reference server (it prints the URL
// and the demo accounts). Signals are passed on so Ctrl+C shuts the server down gracefully.
import { spawn } from 'node:child_process';
import { buildConsoleIfStale } from './lib/console-build.mjs';
import { buildServerIfStale, SERVER_ARGS } from './lib/server-build.mjs';

buildConsoleIfStale();
buildServerIfStale();

const server = spawn(process.execPath, [...SERVER_ARGS], { stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
