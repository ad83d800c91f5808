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
// A step that ends this way leaves its entries forward of the payment page's: the page's entry is stamped with where
// it is, so the next step on the page (another card after a decline) counts from there. Where the entries cannot be
// counted (forward entries of another origin, the Navigation API says), nothing is changed.

/** The marked state's key (beside React Router's own keys, kept as they were). */
export const BANK_STEP_MARK = 'salonbookBankStep';

/** The stamp of the payment page's entry after a step was taken back: the history's length then and its index. */
export const BANK_STEP_REWOUND = 'salonbookBankRewound';

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
  const state = () => (history.state ?? {}) as Record<string, unknown>;
  /** The payment page's index now: after an earlier step taken back, its stamp; else the last entry, unless there are forward entries. */
  const start = ((): number | null => {
    const stamp = state()[BANK_STEP_REWOUND] as { length: number; index: number } | undefined;
    if (stamp && stamp.length === history.length) return stamp.index;
    const navigation = (win as { navigation?: { currentEntry: { index: number } | null; entries(): unknown[] } }).navigation;
    if (navigation?.currentEntry && navigation.currentEntry.index < navigation.entries().length - 1) return null;
    return history.length - 1;
  })();
  const startLength = history.length;
  /** The payment page's own entry and the marked one (their indexes), once the bank's page has loaded. */
  let own: number | null = null;
  let marked: number | null = null;
  let phase: 'open' | 'rewinding' | 'over' = 'open';
  let finish: (() => void) | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const over = (arrived: boolean) => {
    phase = 'over';
    // On the payment page's entry again, with the step's entries forward of it: where the next step counts from.
    if (arrived && own !== null) history.replaceState({ ...state(), [BANK_STEP_REWOUND]: { length: history.length, index: own } }, '');
    clearTimeout(timer);
    const done = finish;
    finish = null;
    done?.();
  };

  const onPop = () => {
    if (phase === 'rewinding') return over(true);
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
      if (phase !== 'open' || marked !== null || start === null) return;
      // The frame's post added an entry (Chromium: any forward entries are cut off), or took the place of the frame's
      // blank page (the history as it was): anything else, and the indexes are not known.
      if (history.length !== start + 2 && history.length !== startLength) return;
      own = start;
      const { [BANK_STEP_REWOUND]: _stamp, ...page } = state();
      history.pushState({ ...page, [BANK_STEP_MARK]: true }, '');
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
      timer = setTimeout(() => over(false), REWIND_WAIT_MS);
      history.go(-(history.length - 1 - own));
    },
    dispose() {
      win.removeEventListener('popstate', onPop);
      clearTimeout(timer);
    },
  };
}
