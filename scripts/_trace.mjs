import { chromium } from 'playwright-core';
import { readFileSync } from 'node:fs';
const url = process.argv[2];
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu','--disable-background-networking','--disable-component-update','--disable-sync','--no-first-run'] });
const ctx = await b.newContext({ viewport: { width: 412, height: 823 } });
const page = await ctx.newPage();
const cdp = await ctx.newCDPSession(page);
await cdp.send('Emulation.setCPUThrottlingRate', { rate: Number(process.env.RATE ?? 4) });
await b.startTracing(page, { path: '/tmp/trace.json', categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'blink.user_timing'] });
await page.goto(url);
await page.waitForTimeout(6000);
await b.stopTracing();
await b.close();
const events = JSON.parse(readFileSync('/tmp/trace.json', 'utf8')).traceEvents;
const main = events.find((e) => e.name === 'thread_name' && e.args.name === 'CrRendererMain');
const mainEvents = events.filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X');
const tasks = mainEvents.filter((e) => e.name === 'RunTask' || e.name === 'ThreadControllerImpl::RunTask');
console.log('tasks', tasks.length, 'total ms', Math.round(tasks.reduce((a, e) => a + e.dur, 0) / 1000));
const long = tasks.filter((e) => e.dur > Number(process.env.MIN ?? 50) * 1000).sort((a, b) => a.ts - b.ts);
const t0 = tasks[0]?.ts ?? 0;
for (const t of long) {
  const inner = mainEvents.filter((e) => e.ts >= t.ts && e.ts + e.dur <= t.ts + t.dur && e !== t);
  const by = new Map();
  for (const e of inner) if (['UpdateLayoutTree','Layout','Paint','ParseHTML','EvaluateScript','FunctionCall','v8.compile','ParseAuthorStyleSheet','PrePaint','Commit','HitTest','v8.evaluateModule','TimerFire','FireAnimationFrame','EventDispatch','V8.GCScavenger','MajorGC','MinorGC','ScheduleStyleRecalculation','IntersectionObserverController::computeIntersections','Decode Image','Layerize','UpdateLayer'].includes(e.name)) by.set(e.name, (by.get(e.name) ?? 0) + e.dur);
  console.log(`${((t.ts - t0)/1000).toFixed(0).padStart(6)} ms  ${(t.dur/1000).toFixed(1).padStart(6)} ms  ` + [...by].sort((a,b)=>b[1]-a[1]).slice(0,5).map(([n,d])=>`${n} ${(d/1000).toFixed(1)}`).join(', '));
}
const by = new Map();
for (const e of mainEvents) if (['UpdateLayoutTree','Layout','Paint','ParseHTML','EvaluateScript','FunctionCall','v8.compile','ParseAuthorStyleSheet','PrePaint','v8.evaluateModule','Layerize'].includes(e.name)) by.set(e.name, (by.get(e.name) ?? 0) + e.dur);
console.log([...by].sort((a,b)=>b[1]-a[1]).map(([n,d])=>`${n} ${(d/1000).toFixed(0)}`).join(', '));
