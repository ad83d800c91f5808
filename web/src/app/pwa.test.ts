import { describe, expect, it, vi } from 'vitest';
import { applyUpdate } from './pwa';

/** A worker and the page's service worker container, as far as 'Обновить' uses them. */
function fakeWorkers({ waiting }: { waiting: boolean }) {
  const container = new EventTarget();
  const worker = Object.assign(new EventTarget(), { state: 'installed' as ServiceWorkerState, postMessage: vi.fn() });
  const registration = { waiting: waiting ? worker : null };
  const page = {
    addEventListener: container.addEventListener.bind(container),
    getRegistration: () => Promise.resolve(registration as unknown as ServiceWorkerRegistration),
  };
  const turn = (state: ServiceWorkerState) => {
    worker.state = state;
    worker.dispatchEvent(new Event('statechange'));
  };
  return { page, worker, turn, controllerChanges: () => container.dispatchEvent(new Event('controllerchange')) };
}

describe("'Обновить'", () => {
  it('asks the waiting worker to take over, and reloads once it controls the page', async () => {
    const { page, worker, controllerChanges, turn } = fakeWorkers({ waiting: true });
    const reload = vi.fn();
    await applyUpdate(page, reload);
    expect(worker.postMessage).toHaveBeenCalledWith({ type: 'SKIP_WAITING' });
    expect(reload).not.toHaveBeenCalled();
    controllerChanges();
    turn('activated');
    expect(reload).toHaveBeenCalledOnce();
  });

  it('reloads when the new worker is active, on a page no worker controlled (the first visit)', async () => {
    const { page, turn } = fakeWorkers({ waiting: true });
    const reload = vi.fn();
    await applyUpdate(page, reload);
    turn('activating');
    expect(reload).not.toHaveBeenCalled();
    turn('activated');
    expect(reload).toHaveBeenCalledOnce();
  });

  it('reloads at once when nothing waits any more: another tab took the update first', async () => {
    const { page, worker } = fakeWorkers({ waiting: false });
    const reload = vi.fn();
    await applyUpdate(page, reload);
    expect(worker.postMessage).not.toHaveBeenCalled();
    expect(reload).toHaveBeenCalledOnce();
  });
});
