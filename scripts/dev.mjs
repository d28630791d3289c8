// `npm run dev`: the API server (restarted by `node --watch` when its files change) and the Vite
// dev server (port 5173, /api proxied to the API server by vite.config.ts). Signals are passed
// on to both; when either exits, the other is stopped and this script exits with its code.
import { spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const apiPort = process.env.API_PORT ?? '8080';

const children = [];
let exiting = false;

function start(name, command, args, env) {
  const child = spawn(command, args, { cwd: root, env: { ...process.env, ...env }, stdio: 'inherit' });
  child.on('exit', (code, signal) => {
    if (exiting) return;
    console.log(`[dev] ${name} exited (${signal ?? `code ${code}`}); stopping the others`);
    stopAll(signal ? 1 : (code ?? 1));
  });
  child.on('error', (error) => {
    console.error(`[dev] could not start ${name}: ${error.message}`);
    stopAll(1);
  });
  children.push({ name, child });
  return child;
}

function stopAll(code, signal = 'SIGTERM') {
  if (exiting) return;
  exiting = true;
  const running = children.filter(({ child }) => child.exitCode === null && child.signalCode === null);
  for (const { child } of running) child.kill(signal);
  // A child that ignores the signal is killed after 5 s so the terminal is given back.
  const force = setTimeout(() => {
    for (const { child } of running) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  }, 5_000);
  force.unref();
  Promise.all(
    running.map(({ child }) => new Promise((resolve) => (child.exitCode !== null || child.signalCode !== null ? resolve() : child.once('exit', resolve)))),
  ).then(() => process.exit(code));
}

start(
  'api',
  process.execPath,
  ['--watch', '--watch-preserve-output', '--import', 'tsx', 'server/main.ts'],
  {
    PORT: apiPort,
    HOST: process.env.HOST ?? '127.0.0.1',
    DATA_DIR: process.env.DATA_DIR ?? './data',
    API_PORT: apiPort,
  },
);
console.log(`[dev] API on http://127.0.0.1:${apiPort} (node --watch), app on http://localhost:5173 (vite)`);

// Vite's own bin, run by this Node (no npx wrapper whose child would outlive a signal).
start('vite', process.execPath, [path.join(root, 'node_modules/vite/bin/vite.js'), '--port', '5173'], {
  API_PORT: apiPort,
});

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => stopAll(0, signal));
}
