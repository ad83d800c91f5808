// The booking route's code that its first screen does not need, in chunks of their own: the steps after the
// services step (date formatting, the time grid, the phone and code fields come with them) and the express form.
// The route's first download is the services step alone; once a step is on screen the other steps' code is
// preloaded, one step per idle period, so moving on to the next step waits for no download (npm run perf weighs the
// route's own JS).
import { useEffect, useState, type ComponentType } from 'react';
import { inIdlePeriods, type Idle } from '../../lib/idle';
import type { Step } from './flow';

/**
 * Code that comes when asked for (a component, or a function of a module): `load()` once (again after a failure),
 * `loaded()` as soon as it is here.
 */
export interface Deferred<T> {
  load: () => Promise<T>;
  loaded: () => T | undefined;
}

export function deferred<T>(importer: () => Promise<T>): Deferred<T> {
  let value: T | undefined;
  let pending: Promise<T> | undefined;
  return {
    load: () =>
      (pending ??= importer().then(
        (loaded) => (value = loaded),
        (error: unknown) => {
          pending = undefined; // a Retry asks again
          throw error;
        },
      )),
    loaded: () => value,
  };
}

/**
 * What `code` holds once it is here: at once if it is already (no fallback for a frame), else after its download,
 * meanwhile undefined (the caller shows its skeleton); `failed` when the download failed, `retry` asks again.
 * `wanted` false asks for nothing yet. Not Suspense: a step is changed in a router transition, in which React would
 * keep the previous step on screen, with no sign of the tap, until the code arrived.
 */
export function useDeferred<T>(code: Deferred<T>, wanted = true): { value: T | undefined; failed: boolean; retry: () => void } {
  // Read from `code` itself, so code that arrived since the first render (preloaded meanwhile) is used at once, with
  // no frame of skeleton; the state only renders again when this component's own download ends.
  const value = code.loaded();
  const [, arrived] = useState(0);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (value !== undefined || !wanted) return;
    let current = true;
    code.load().then(
      () => current && arrived((n) => n + 1),
      () => current && setFailed(true),
    );
    return () => {
      current = false;
    };
  }, [code, attempt, wanted]); // eslint-disable-line react-hooks/exhaustive-deps
  return {
    value,
    failed,
    retry: () => {
      setFailed(false);
      setAttempt((n) => n + 1);
    },
  };
}

export type LaterStep = Exclude<Step, 'services'>;

/** The code of every step after the first. */
export const stepCode: Record<LaterStep, Deferred<ComponentType>> = {
  masters: deferred(() => import('./steps/MastersStep').then((m) => m.MastersStep)),
  time: deferred(() => import('./steps/TimeStep').then((m) => m.TimeStep)),
  details: deferred(() => import('./steps/DetailsStep').then((m) => m.DetailsStep)),
  preview: deferred(() => import('./steps/PreviewStep').then((m) => m.PreviewStep)),
  code: deferred(() => import('./steps/CodeStep').then((m) => m.CodeStep)),
};

/** The mobile check a step after the details needs to be shown (flow.ts allowedStep), with the phone module. */
export const mobileCheck = deferred(() => import('../../lib/phone').then((m) => m.isMobilePhone));

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
  // The mobile check last: the check step needs it, and its module is the phone fields' (here with the details).
  void inIdlePeriods([...waiting.map((step) => () => stepCode[step].load()), () => mobileCheck.load()], idle);
}
