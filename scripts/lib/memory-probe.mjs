// Preloaded into an app server by `npm run bench:memory` (node --expose-gc --import this): on the parent's message
// 'heap' it collects the garbage and answers process.memoryUsage(). A collection alone is not enough: what
// FinalizationRegistry callbacks release (undici's Request keeps its parent AbortSignal alive until its finalizer has
// run, which happens in a task after the collection) goes only after the event loop has turned, so it collects,
// lets the loop turn, three times over.
process.on('message', async (message) => {
  if (message !== 'heap') return;
  for (let i = 0; i < 3; i += 1) {
    globalThis.gc();
    await new Promise((done) => setTimeout(done, 100));
  }
  globalThis.gc();
  process.send?.({ heap: process.memoryUsage() });
});
