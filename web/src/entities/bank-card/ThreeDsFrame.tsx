// The 3-D Secure step (a new card's CardThreeDsStep, a payment's ThreeDsChallenge): the bank's page (acsUrl) opens
// in a frame with the classic form post (PaReq, MD, TermUrl). A frame, not a top-level navigation: the page keeps
// its state (the pay form, the idempotency key, the deadline) and the client can cancel; the CSP allows the banks'
// pages in frame-src and form-action (web/deploy/README.md). The TermUrl of every step (a prepayment's, a gift
// card's, a card being saved) is the backend's, named by the server (completePrepayment3ds): the bank posts PaRes
// and MD there, the backend completes the step and sends the frame to the app's light return page
// /payment-return.html?…&status=… (ThreeDsFrame.return.ts, no app in the frame), which posts
// { type: 'salonbook:payment-return', search } here: `onReturn` gets the query, once. The query only says that the
// step is over: the screen asks the server for the state. The frame's address is also read when it loads on the
// app's origin (a return page that could not post).
// The step leaves nothing in the page's history (bankStepHistory.ts): one Back during the step leaves the payment page;
// when the step is over (the return, Cancel) the frame is removed and the entries it added are taken back before
// `onReturn` / `onCancel` are called, so Back from what the screen shows next leaves it too.
import { useCallback, useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import type { components } from '@salonbook/sdk';
import { isPaymentReturn } from './ThreeDsFrame.messages';
import { bankStepHistory, type BankStepHistory } from './bankStepHistory';
import './ThreeDsFrame.css';
import { Button } from '../../ui/Button';

type CardStep = components['schemas']['CardThreeDsStep'];
type PaymentStep = NonNullable<components['schemas']['ThreeDsChallenge']>;
type Step = CardStep | PaymentStep;
const mdOf = (step: Step) => ('md' in step ? step.md : String(step.transactionId));

export { isPaymentReturn } from './ThreeDsFrame.messages';

export function ThreeDsFrame({ step, onReturn, onCancel }: { step: Step; onReturn: (params: URLSearchParams) => void; onCancel: () => void }) {
  const { t } = useTranslation('common');
  const form = useRef<HTMLFormElement>(null);
  const done = useRef(false);
  const returned = useRef(onReturn);
  const cancelled = useRef(onCancel);
  useEffect(() => {
    returned.current = onReturn;
    cancelled.current = onCancel;
  });
  /** The frame is in the page until the step ends (it must be gone before the history goes back over its entries). */
  const [open, setOpen] = useState(true);
  const history = useRef<BankStepHistory | null>(null);

  // Before the post: the history's length then tells how many entries the bank's page adds.
  useEffect(() => {
    const steps = bankStepHistory(window, {
      removeFrame: () => flushSync(() => setOpen(false)),
      onLeave: (stays) => {
        done.current = true;
        if (stays) cancelled.current();
      },
    });
    history.current = steps;
    return () => steps.dispose();
  }, [step.acsUrl, step.paReq]);

  useEffect(() => {
    form.current?.submit();
  }, [step.acsUrl, step.paReq]);

  /** The step is over: the frame goes, the history is as before it, then `then` (once). */
  const end = useCallback((then: () => void) => {
    if (done.current) return;
    done.current = true;
    if (history.current) history.current.rewind(then);
    else then();
  }, []);

  /** A return's query: an outcome (`status`) to `onReturn`, once. A query without one (the frame's first blank page) is no return. */
  const settle = useCallback(
    (params: URLSearchParams) => {
      if (params.has('status')) end(() => returned.current(params));
    },
    [end],
  );

  useEffect(() => {
    const listener = (event: MessageEvent) => {
      if (event.origin === window.location.origin && isPaymentReturn(event.data)) settle(new URLSearchParams(event.data.search));
    };
    window.addEventListener('message', listener);
    return () => window.removeEventListener('message', listener);
  }, [settle]);

  /** The frame came back to the app's origin: the outcome is in its address. On the bank's origin: its page is there. */
  const onLoad = (event: { currentTarget: HTMLIFrameElement }) => {
    let search: string;
    try {
      const location = event.currentTarget.contentWindow?.location;
      if (!location) return;
      if (location.origin !== window.location.origin) return history.current?.bankLoaded();
      search = location.search;
    } catch {
      return history.current?.bankLoaded(); // the bank's origin: its location cannot be read
    }
    settle(new URLSearchParams(search));
  };

  const name = `threeds-${mdOf(step)}`;
  return (
    <div className="threeds">
      <p className="threeds__lead">{t('threeDs.lead')}</p>
      <form ref={form} method="post" action={step.acsUrl} target={name} hidden>
        <input type="hidden" name="PaReq" value={step.paReq} />
        <input type="hidden" name="MD" value={mdOf(step)} />
        <input type="hidden" name="TermUrl" value={step.termUrl} />
      </form>
      {open && <iframe name={name} title={t('threeDs.frame')} className="threeds__frame" onLoad={onLoad} data-testid="threeds-frame" />}
      <Button variant="secondary" disabled={!open} onClick={() => end(() => cancelled.current())}>
        {t('threeDs.cancel')}
      </Button>
    </div>
  );
}
