// The booking route's code that its first screen does not need, in chunks of their own: the steps after the
// services step (date formatting, the time grid, the phone and code fields come with them) and the express form.
// The route's first download is the services step alone; once a step is on screen the other steps' code is
// preloaded, one step per idle period, so moving on to the next step waits for no download (npm run perf weighs the
// route's own JS).
import { useEffect, useState, type ComponentType } from 'react';
import { inIdlePeriods, type Idle } from '../../lib/idle';
import type { Step } from './flow';

/** Code that comes when asked for: `load()` once (again after a failure), `loaded()` as soon as it is here. */
export interface Deferred<P> {
  load: () => Promise<ComponentType<P>>;
  loaded: () => ComponentType<P> | undefined;
}

export function deferred<P>(importer: () => Promise<ComponentType<P>>): Deferred<P> {
  let component: ComponentType<P> | undefined;
  let pending: Promise<ComponentType<P>> | undefined;
  return {
    load: () =>
      (pending ??= importer().then(
        (loaded) => (component = loaded),
        (error: unknown) => {
          pending = undefined; // a Retry asks again
          throw error;
        },
      )),
    loaded: () => component,
  };
}

/**
 * The component of `code` once it is here: at once if it is already (no fallback for a frame), else after its
 * download, meanwhile undefined (the caller shows its skeleton); `failed` when the download failed, `retry` asks
 * again. Not Suspense: a step is changed in a router transition, in which React would keep the previous step on
 * screen, with no sign of the tap, until the code arrived.
 */
export function useDeferred<P>(code: Deferred<P>): { Component: ComponentType<P> | undefined; failed: boolean; retry: () => void } {
  const [Component, setComponent] = useState(() => code.loaded());
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (Component) return;
    let current = true;
    code.load().then(
      (loaded) => current && setComponent(() => loaded),
      () => current && setFailed(true),
    );
    return () => {
      current = false;
    };
  }, [code, attempt]); // eslint-disable-line react-hooks/exhaustive-deps
  return {
    Component,
    failed,
    retry: () => {
      setFailed(false);
      setAttempt((n) => n + 1);
    },
  };
}

export type LaterStep = Exclude<Step, 'services'>;

/** The code of every step after the first. */
export const stepCode: Record<LaterStep, Deferred<object>> = {
  masters: deferred(() => import('./steps/MastersStep').then((m) => m.MastersStep)),
  time: deferred(() => import('./steps/TimeStep').then((m) => m.TimeStep)),
  details: deferred(() => import('./steps/DetailsStep').then((m) => m.DetailsStep)),
  preview: deferred(() => import('./steps/PreviewStep').then((m) => m.PreviewStep)),
  code: deferred(() => import('./steps/CodeStep').then((m) => m.CodeStep)),
};

/** The express form (/salon/:firmId/book?express=ID). */
export const expressCode = deferred(() => import('./ExpressBooking').then((m) => m.ExpressBooking));

let preloading = false;

/**
 * Every later step's code not here yet, in the order a client goes, one per idle period (its download and the
 * module's evaluation never share a task with the screen's work). Once per page: a step that failed to download
 * is asked for again when it is shown.
 */
export function preloadSteps(idle?: Idle): void {
  if (preloading) return;
  preloading = true;
  const waiting = (Object.keys(stepCode) as LaterStep[]).filter((step) => !stepCode[step].loaded());
  void inIdlePeriods(
    waiting.map((step) => () => stepCode[step].load()),
    idle,
  );
}
