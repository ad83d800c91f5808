// The bank's 3-D Secure step leaves nothing in the page's history: one Back leaves the payment page, during the step
// or after it. The bank's page lives in a frame, and every page the bank's frame moves to is an entry of the joint
// session history (Chromium adds one for the form post that opens the bank's page, and one for each form the client
// sends there), so Back would move the frame instead of the page, and after the step an entry of a frame that is
// gone does nothing at all. Measured in Chromium, these hold:
//   - when the bank's page has loaded, the page adds an entry of its own (the same address, a marked state): a Back
//     from there is a traversal of the page itself, so it fires `popstate`, which the frame's entries never do;
//   - that Back (the client wants to leave) removes the frame and goes back past the payment page's own entry;
//   - when the step is over (the return, Cancel), the frame is removed first and the history goes back to the payment
//     page's own entry over every entry the step added; the marked entry makes that traversal fire `popstate` too,
//     which says when it is over, so the screen moves on (to the outcome's page) only after it.
// Where the entries cannot be counted (the page had forward entries when the step began, as the Navigation API or the
// history's length says), nothing is changed.

/** The marked state's key (beside React Router's own keys, kept as they were). */
export const BANK_STEP_MARK = 'salonbookBankStep';

/** How long a traversal may take before the screen moves on anyway. */
export const REWIND_WAIT_MS = 2000;

export interface BankStepHistory {
  /** The bank's page has loaded in the frame: the page's marked entry goes after the frame's. */
  bankLoaded(): void;
  /** The step is over and the frame is gone: every entry the step added is taken back, then `done` (once). */
  rewind(done: () => void): void;
  dispose(): void;
}

/**
 * The step's history on `win`, from before the bank's page is posted. `removeFrame` takes the frame out of the page
 * (synchronously: a traversal with the frame still there would move it); `onLeave` is told that Back ended the step: the
 * page is left (`stays` false: nothing else of the step happens), or, with no page before it, stays.
 */
export function bankStepHistory(win: Window, { removeFrame, onLeave }: { removeFrame: () => void; onLeave: (stays: boolean) => void }): BankStepHistory {
  const history = win.history;
  const startLength = history.length;
  // Forward entries would be cut off by the bank's post, and the length would not count what it added.
  const navigation = (win as { navigation?: { currentEntry: { index: number } | null; entries(): unknown[] } }).navigation;
  const forward = !!navigation?.currentEntry && navigation.currentEntry.index < navigation.entries().length - 1;
  /** The payment page's own entry and the marked one (their indexes), once the bank's page has loaded. */
  let own: number | null = null;
  let marked: number | null = null;
  let phase: 'open' | 'rewinding' | 'over' = 'open';
  let finish: (() => void) | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const over = () => {
    phase = 'over';
    clearTimeout(timer);
    const done = finish;
    finish = null;
    done?.();
  };

  const onPop = () => {
    if (phase === 'rewinding') return over();
    if (phase !== 'open' || own === null || marked === null) return;
    // Back from the marked entry (one entry back): the client leaves the payment page, to the page before it; when
    // there is none, to the payment page's own entry, where the step ends as if cancelled.
    phase = 'over';
    removeFrame();
    const stays = own === 0;
    const back = stays ? marked - 1 - own : marked - own;
    if (back > 0) history.go(-back);
    onLeave(stays);
  };
  win.addEventListener('popstate', onPop);

  return {
    bankLoaded() {
      if (phase !== 'open' || marked !== null || forward) return;
      const length = history.length;
      // The frame's post added an entry (Chromium), or took the place of the frame's blank page; else forward entries
      // were cut off and the indexes are not known.
      if (length === startLength + 1) own = length - 2;
      else if (length === startLength) own = length - 1;
      else return;
      history.pushState({ ...(history.state as object | null), [BANK_STEP_MARK]: true }, '');
      marked = history.length - 1;
    },
    rewind(done) {
      if (phase !== 'open') return;
      removeFrame();
      if (own === null) {
        phase = 'over';
        return done();
      }
      phase = 'rewinding';
      finish = done;
      timer = setTimeout(over, REWIND_WAIT_MS);
      history.go(-(history.length - 1 - own));
    },
    dispose() {
      win.removeEventListener('popstate', onPop);
      clearTimeout(timer);
    },
  };
}
