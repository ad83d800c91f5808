// The 3-D Secure step (a new card's CardThreeDsStep, a payment's ThreeDsChallenge): the bank's page (acsUrl) opens
// in a frame with the classic form post (PaReq, MD, TermUrl). A frame, not a top-level navigation: the page keeps
// its state (the pay form, the idempotency key, the deadline) and the client can cancel; the CSP allows the banks'
// pages in frame-src and form-action (web/deploy/README.md). The bank sends the frame on to TermUrl:
//   - a prepayment's TermUrl is the backend's (completePrepayment3ds): it checks PaRes and sends the frame to the
//     app's light return page /payment-return.html?reservationId=…&status=… (ThreeDsFrame.return.ts, no app in the
//     frame), which posts { type: 'salonbook:payment-return', search } here: `onReturn` gets the query;
//   - a card's TermUrl is that page too, with MD and PaRes in the query (the sandbox's bank): `onResult`;
//   - a TermUrl page elsewhere may post { type: 'salonbook:3ds', transactionId, paRes } (only from the ACS's or the
//     TermUrl's origin).
// The frame's address is also read when it loads on the app's origin (a return page that could not post).
import { useCallback, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { components } from '@salonbook/sdk';
import { isPaymentReturn } from './ThreeDsFrame.messages';
import './ThreeDsFrame.css';

type CardStep = components['schemas']['CardThreeDsStep'];
type PaymentStep = NonNullable<components['schemas']['ThreeDsChallenge']>;
type Step = CardStep | PaymentStep;
const mdOf = (step: Step) => ('md' in step ? step.md : String(step.transactionId));

export interface ThreeDsResult {
  transactionId: number;
  paRes: string;
}

function originOf(url: string): string | null {
  try {
    return new URL(url, window.location.href).origin;
  } catch {
    return null;
  }
}

export function isThreeDsMessage(data: unknown, transactionId: number): data is { type: 'salonbook:3ds'; transactionId: number; paRes: string } {
  if (typeof data !== 'object' || data === null) return false;
  const message = data as Record<string, unknown>;
  return message.type === 'salonbook:3ds' && Number(message.transactionId) === transactionId && typeof message.paRes === 'string' && message.paRes !== '';
}

export { isPaymentReturn } from './ThreeDsFrame.messages';

export function ThreeDsFrame({
  step,
  onResult,
  onReturn,
  onCancel,
}: {
  step: Step;
  onResult?: (result: ThreeDsResult) => void;
  onReturn?: (params: URLSearchParams) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('common');
  const form = useRef<HTMLFormElement>(null);
  const done = useRef(false);
  const latest = useRef(onResult);
  const returned = useRef(onReturn);
  useEffect(() => {
    latest.current = onResult;
    returned.current = onReturn;
  });
  const transactionId = Number(mdOf(step));

  useEffect(() => {
    form.current?.submit();
  }, [step.acsUrl, step.paReq]);

  /**
   * A return's query: an outcome (`status`) to `onReturn`; MD and PaRes to `onResult`, or to `onReturn` when the
   * page asked for the query (a message) and has it. A query with neither (the frame's first blank page) is no return.
   */
  const settle = useCallback(
    (params: URLSearchParams, loaded = false) => {
      if (done.current) return;
      const paRes = params.get('PaRes') ?? params.get('paRes');
      const md = params.get('MD') ?? params.get('md');
      if (returned.current && (params.has('status') || (!loaded && paRes))) {
        done.current = true;
        returned.current(params);
      } else if (paRes && latest.current && Number(md) === transactionId) {
        done.current = true;
        latest.current({ transactionId, paRes });
      }
    },
    [transactionId],
  );

  useEffect(() => {
    const allowed = new Set([originOf(step.acsUrl), originOf(step.termUrl), window.location.origin].filter(Boolean));
    const listener = (event: MessageEvent) => {
      if (done.current) return;
      if (event.origin === window.location.origin && isPaymentReturn(event.data)) {
        settle(new URLSearchParams(event.data.search));
        return;
      }
      if (!allowed.has(event.origin) || !latest.current || !isThreeDsMessage(event.data, transactionId)) return;
      done.current = true;
      latest.current({ transactionId, paRes: event.data.paRes });
    };
    window.addEventListener('message', listener);
    return () => window.removeEventListener('message', listener);
  }, [step, transactionId, settle]);

  /** The frame came back to the app's origin: MD and PaRes are in its address (or its form post's query). */
  const onLoad = (event: { currentTarget: HTMLIFrameElement }) => {
    let search: string;
    try {
      const location = event.currentTarget.contentWindow?.location;
      if (!location || location.origin !== window.location.origin) return;
      search = location.search;
    } catch {
      return; // still on the bank's origin
    }
    settle(new URLSearchParams(search), true);
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
      <iframe name={name} title={t('threeDs.frame')} className="threeds__frame" onLoad={onLoad} data-testid="threeds-frame" />
      <button type="button" className="btn btn--secondary" onClick={onCancel}>
        {t('threeDs.cancel')}
      </button>
    </div>
  );
}
