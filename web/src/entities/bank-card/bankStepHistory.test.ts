// The bank's step and the page's history, on a model of the joint session history as Chromium keeps it (measured: the
// form post that opens the bank's page and each form sent there add an entry; traversing entries that differ in the
// frame only fires no `popstate` on the page; a traversal is asynchronous). For any number of pages before the
// payment page, an opening post that adds an entry or not, and any number of pages the bank moves through: the step
// over, the history is back on the payment page's own entry (one Back then leaves it), and a Back during the step
// leaves the payment page; several steps in a row on the page (another card after a decline) count from where the last
// one left the history.
import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { BANK_STEP_MARK, bankStepHistory } from './bankStepHistory';

interface Entry {
  /** The page's own state (an object per page entry; the frame's entries share the page's). */
  top: object;
  page: string;
}

/** A tab's joint session history, the page's `history` and its `popstate`. */
function tab(pagesBefore: number) {
  const target = new EventTarget();
  const entries: Entry[] = [];
  for (let i = 0; i < pagesBefore; i++) entries.push({ top: { idx: i }, page: `page ${i}` });
  entries.push({ top: { idx: pagesBefore }, page: 'payment' });
  let index = entries.length - 1;
  const push = (entry: Entry) => {
    entries.splice(index + 1);
    entries.push(entry);
    index += 1;
  };
  const history = {
    get length() {
      return entries.length;
    },
    get state() {
      return entries[index]!.top;
    },
    pushState(state: object) {
      push({ top: state, page: entries[index]!.page });
    },
    replaceState(state: object) {
      // The page's state of this entry and of the frame's entries that share it.
      const old = entries[index]!.top;
      for (const entry of entries) if (entry.top === old) entry.top = state;
    },
    go(delta: number) {
      const to = index + delta;
      if (delta === 0 || to < 0 || to >= entries.length) return;
      setTimeout(() => {
        const before = entries[index]!.top;
        index = to;
        if (entries[index]!.top !== before) target.dispatchEvent(new Event('popstate'));
      }, 1);
    },
  };
  const win = Object.assign(target, { history }) as unknown as Window;
  return {
    win,
    /** The bank's frame moves to a new page (an entry of the frame: the page's state as it is). */
    framePush: () => push({ ...entries[index]!, top: entries[index]!.top }),
    back: () => history.go(-1),
    where: () => ({ index, page: entries[index]!.page, marked: BANK_STEP_MARK in entries[index]!.top, top: entries[index]!.top }),
    own: pagesBefore,
  };
}

const settle = () => new Promise((done) => setTimeout(done, 10));

const cases = fc.record({ pagesBefore: fc.integer({ min: 0, max: 4 }), postAddsEntry: fc.boolean(), bankPages: fc.integer({ min: 0, max: 3 }) });

describe('the bank step leaves nothing in the history', () => {
  it('the step over (return or Cancel): the frame is gone first, the history is on the payment page, then the screen goes on', async () => {
    await fc.assert(
      fc.asyncProperty(cases, async ({ pagesBefore, postAddsEntry, bankPages }) => {
        const t = tab(pagesBefore);
        const own = t.where().top;
        const order: string[] = [];
        const steps = bankStepHistory(t.win, { removeFrame: () => order.push('frame gone'), onLeave: () => order.push('left') });
        if (postAddsEntry) t.framePush();
        steps.bankLoaded();
        expect(t.where().marked).toBe(true);
        for (let i = 0; i < bankPages; i++) t.framePush();
        const done = vi.fn(() => order.push(`done at ${t.where().index}`));
        steps.rewind(done);
        expect(order).toEqual(['frame gone']);
        await settle();
        expect(done).toHaveBeenCalledTimes(1);
        expect(order).toEqual(['frame gone', `done at ${t.own}`]);
        expect(t.where()).toMatchObject({ page: 'payment', marked: false });
        expect(t.where().top).toMatchObject(own);
        // One Back now leaves the payment page.
        t.back();
        await settle();
        expect(t.where().index).toBe(pagesBefore === 0 ? 0 : t.own - 1);
        steps.dispose();
      }),
      { seed: 50, numRuns: 60 },
    );
  });

  it('several steps in a row on the page (another card after a decline, a Cancel): each is taken back, then one Back leaves', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 3 }),
        fc.array(fc.record({ postAddsEntry: fc.boolean(), bankPages: fc.integer({ min: 0, max: 2 }) }), { minLength: 2, maxLength: 4 }),
        async (pagesBefore, steps) => {
          const t = tab(pagesBefore);
          for (const { postAddsEntry, bankPages } of steps) {
            const step = bankStepHistory(t.win, { removeFrame: () => {}, onLeave: () => {} });
            if (postAddsEntry) t.framePush();
            step.bankLoaded();
            expect(t.where().marked).toBe(true);
            for (let i = 0; i < bankPages; i++) t.framePush();
            const done = vi.fn();
            step.rewind(done);
            await settle();
            expect(done).toHaveBeenCalledTimes(1);
            expect(t.where()).toMatchObject({ index: t.own, page: 'payment', marked: false });
            step.dispose();
          }
          t.back();
          await settle();
          expect(t.where().page).toBe(`page ${pagesBefore - 1}`);
        },
      ),
      { seed: 52, numRuns: 40 },
    );
  });

  it("Back on the bank's page leaves the payment page at once (or, first in the tab, ends the step on it)", async () => {
    await fc.assert(
      fc.asyncProperty(cases, async ({ pagesBefore, postAddsEntry }) => {
        const t = tab(pagesBefore);
        const onLeave = vi.fn();
        const removeFrame = vi.fn();
        const steps = bankStepHistory(t.win, { removeFrame, onLeave });
        if (postAddsEntry) t.framePush();
        steps.bankLoaded();
        t.back();
        await settle();
        await settle();
        expect(removeFrame).toHaveBeenCalledTimes(1);
        expect(onLeave).toHaveBeenCalledWith(pagesBefore === 0);
        expect(t.where().page).toBe(pagesBefore === 0 ? 'payment' : `page ${pagesBefore - 1}`);
        // Nothing else of the step happens after it.
        const done = vi.fn();
        steps.rewind(done);
        expect(done).not.toHaveBeenCalled();
        steps.dispose();
      }),
      { seed: 51, numRuns: 40 },
    );
  });

  it("entries that cannot be counted (forward entries the bank's post cuts off) are left alone; the screen goes on at once", async () => {
    const t = tab(2);
    t.win.history.pushState({ idx: 3 }, '');
    t.back(); // the client came back to the payment page: a forward entry stays
    await settle();
    Object.assign(t.win, { navigation: { currentEntry: { index: 2 }, entries: () => [0, 1, 2, 3] } });
    const steps = bankStepHistory(t.win, { removeFrame: () => {}, onLeave: () => {} });
    t.framePush();
    steps.bankLoaded();
    expect(t.where().marked).toBe(false);
    const done = vi.fn();
    steps.rewind(done);
    expect(done).toHaveBeenCalledTimes(1);
    steps.dispose();
  });

  it('the page moves on after a while even when the traversal never says it is over', async () => {
    vi.useFakeTimers();
    try {
      const t = tab(1);
      const steps = bankStepHistory(t.win, { removeFrame: () => {}, onLeave: () => {} });
      t.framePush();
      steps.bankLoaded();
      t.win.history.go = () => {}; // a browser that ignores it
      const done = vi.fn();
      steps.rewind(done);
      vi.advanceTimersByTime(1999);
      expect(done).not.toHaveBeenCalled();
      vi.advanceTimersByTime(1);
      expect(done).toHaveBeenCalledTimes(1);
      steps.dispose();
    } finally {
      vi.useRealTimers();
    }
  });
});
