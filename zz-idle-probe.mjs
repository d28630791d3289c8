import { chromium } from '@playwright/test';
import { spawn, execSync } from 'node:child_process';
import fs from 'node:fs';
const port = 43998;
fs.rmSync('/tmp/zz-idle-data', { recursive: true, force: true });
const srv = spawn('node', ['dist-server/main.js'], { env: { ...process.env, PORT: String(port), DATA_DIR: '/tmp/zz-idle-data', SEED: 'demo', HOST: '127.0.0.1', STATIC_DIR: 'dist', DATABASE_URL: '', LOG_LEVEL: 'warn' }, stdio: 'ignore' });
for (;;) { try { if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) break; } catch {} await new Promise(r => setTimeout(r, 200)); }
const b = await chromium.launch({ executablePath: '/usr/bin/chromium-headless-shell', args: ['--no-sandbox', '--disable-gpu'] });
const chromeCpu = () => { const out = execSync(`for p in $(pgrep -f chromium-headless-shell); do awk '{print $14+$15}' /proc/$p/stat 2>/dev/null; done`).toString(); return out.split('\n').filter(Boolean).reduce((s, x) => s + Number(x), 0) / 100; };
const srvCpu = () => { const s = fs.readFileSync(`/proc/${srv.pid}/stat`, 'utf8'); const f = s.slice(s.lastIndexOf(')') + 2).split(' '); return (Number(f[11]) + Number(f[12])) / 100; };
const ctxOpts = process.argv[2] === 'block' ? { serviceWorkers: 'block' } : {};
for (const user of ['principal', 'teacher', 'principal']) {
  const ctx = await b.newContext(ctxOpts);
  const p = await ctx.newPage();
  let c0 = chromeCpu(), s0 = srvCpu(), t0 = Date.now();
  await p.goto(`http://127.0.0.1:${port}/`);
  await p.getByRole('button', { name: 'Login' }).waitFor();
  if (process.argv[3] === 'split') { await p.waitForTimeout(3000); const cx = chromeCpu(); console.log('login page only', (cx - c0).toFixed(2)); }
  await p.getByRole('textbox', { name: 'Username' }).fill(user);
  await p.getByPlaceholder('Enter your password').fill('demo1234');
  const cdp = await ctx.newCDPSession(p);
  if (process.argv[4] === 'prof') { await cdp.send('Profiler.enable'); await cdp.send('Profiler.start'); }
  await p.getByRole('button', { name: 'Login' }).click();
  for (let i = 0; i < 100 && new URL(p.url()).pathname.length <= 1; i++) await p.waitForTimeout(100);
  await p.waitForLoadState('networkidle');
  if (process.argv[2] !== 'block') await p.evaluate(() => navigator.serviceWorker.ready);
  await p.waitForTimeout(2000);
  let c1 = chromeCpu(), s1 = srvCpu(), t1 = Date.now();
  if (process.argv[4] === 'prof') { const { profile } = await cdp.send('Profiler.stop'); fs.writeFileSync(`/tmp/zz-page-${user}-${Date.now()}.cpuprofile`, JSON.stringify(profile)); }
  console.log(user, p.url(), 'login+load chrome', (c1 - c0).toFixed(2), 'server', (s1 - s0).toFixed(2), 'ms', t1 - t0);
  await p.waitForTimeout(10000);
  const c2 = chromeCpu();
  console.log(user, 'idle 10 s chrome', (c2 - c1).toFixed(2));
  await ctx.close();
}
await b.close(); srv.kill();
