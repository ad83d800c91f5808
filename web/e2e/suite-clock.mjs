// Preloaded into the e2e run's app servers (node --import): their Date is the suite's clock (clock.ts), as the
// sandbox's and the browsers' are, so a page the server renders shows the same "today" as the page that hydrates it.
const origin = Number(process.env.E2E_CLOCK_ORIGIN);
const started = Number(process.env.E2E_CLOCK_STARTED);
if (origin && started) {
  const RealDate = Date;
  const offset = origin - started;
  class SuiteDate extends RealDate {
    constructor(...args) {
      if (args.length === 0) super(RealDate.now() + offset);
      else super(...args);
    }
    static now() {
      return RealDate.now() + offset;
    }
  }
  globalThis.Date = SuiteDate;
}
