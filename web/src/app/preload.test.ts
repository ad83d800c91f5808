import { afterEach, describe, expect, it } from 'vitest';
import { preloadScreens, routeFiles } from './preload';

/** Idle periods the test hands out one at a time. */
function manualIdle() {
  const waiting: Array<() => void> = [];
  return {
    idle: (task: () => void) => void waiting.push(task),
    /** Runs the next idle period's task; false when none is asked for. */
    run: () => {
      const task = waiting.shift();
      task?.();
      return !!task;
    },
  };
}

const hints = () => Array.from(document.head.querySelectorAll<HTMLLinkElement>('link'));
const settle = () => new Promise((done) => setTimeout(done, 0));

afterEach(() => {
  document.head.innerHTML = '';
  document.documentElement.removeAttribute('data-screens-preloaded');
});

describe('preloadScreens', () => {
  it('lists every route file once, code and styles apart', () => {
    const files = routeFiles({
      routes: {
        root: { module: '/assets/root.js', imports: ['/assets/react.js'], css: ['/assets/root.css'] },
        home: { module: '/assets/home.js', imports: ['/assets/react.js', '/assets/card.js'], css: ['/assets/root.css', '/assets/home.css'] },
        gone: undefined,
      },
    });
    expect(files).toEqual({ js: ['/assets/root.js', '/assets/react.js', '/assets/home.js', '/assets/card.js'], css: ['/assets/root.css', '/assets/home.css'] });
  });

  it('asks for one file per idle period, at most four at a time, and skips what the page has', async () => {
    const present = document.createElement('link');
    present.rel = 'modulepreload';
    present.setAttribute('href', '/assets/a.js');
    document.head.appendChild(present);
    const js = ['/assets/a.js', ...Array.from({ length: 6 }, (_, i) => `/assets/s${i}.js`)];
    const { idle, run } = manualIdle();
    let finished = false;
    void preloadScreens({ js, css: ['/assets/s.css'] }, [], idle).then(() => (finished = true));

    const added = () => hints().filter((link) => link !== present);
    for (let period = 1; period <= 4; period++) {
      expect(run()).toBe(true);
      await settle();
      expect(added()).toHaveLength(period);
    }
    // Four in flight: the next period is asked for only once one of them has come.
    expect(run()).toBe(false);
    added()[0]!.dispatchEvent(new Event('load'));
    await settle();
    expect(run()).toBe(true);
    await settle();
    expect(added().map((link) => [link.rel, link.getAttribute('href')])).toEqual([
      ...['s0', 's1', 's2', 's3', 's4'].map((name) => ['modulepreload', `/assets/${name}.js`]),
    ]);

    // A failed file counts as done; each file that comes lets the next one go, until every one has come.
    const done = new Set([added()[0]!]);
    added()[1]!.dispatchEvent(new Event('error'));
    done.add(added()[1]!);
    for (let step = 0; step < 30 && !finished; step++) {
      const next = added().find((link) => !done.has(link));
      if (!run() && next) {
        done.add(next);
        next.dispatchEvent(new Event('load'));
      }
      await settle();
    }
    expect(finished).toBe(true);
    const links = added();
    expect(links.map((link) => link.getAttribute('href'))).toEqual([...js.slice(1), '/assets/s.css']);
    expect(links.at(-1)!.rel).toBe('prefetch');
  });
});
