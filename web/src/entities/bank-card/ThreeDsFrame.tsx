// The 3-D Secure step of a new card (CardThreeDsStep): the bank's page (acsUrl) opens in a frame with the
// classic form post (PaReq, MD = transactionId, TermUrl). The bank sends the frame back to TermUrl with MD
// and PaRes; the client then completes with /payments/cards/3ds. Two ways back are understood:
//   - TermUrl on the app's own origin (the sandbox's bank returns to /card-payment?MD=…&PaRes=…): the frame's
//     address is read when it loads there;
//   - a TermUrl page elsewhere posts { type: 'salonbook:3ds', transactionId, paRes } to this window
//     (only from the ACS's or the TermUrl's origin).
// A prepayment's step (ThreeDsChallenge, with `md`) returns through the backend: the bank posts PaRes and MD to
// the backend's TermUrl, which answers 303 to the app's /card-payment?status=…; when the frame lands there (or that
// page, framed, posts { type: 'salonbook:payment-return', search }), `onReturn` gets the query.
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { components } from '@salonbook/sdk';
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

export function isPaymentReturn(data: unknown): data is { type: 'salonbook:payment-return'; search: string } {
  return typeof data === 'object' && data !== null && (data as Record<string, unknown>).type === 'salonbook:payment-return' && typeof (data as Record<string, unknown>).search === 'string';
}

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

  useEffect(() => {
    const allowed = new Set([originOf(step.acsUrl), originOf(step.termUrl), window.location.origin].filter(Boolean));
    const listener = (event: MessageEvent) => {
      if (done.current) return;
      if (event.origin === window.location.origin && returned.current && isPaymentReturn(event.data)) {
        done.current = true;
        returned.current(new URLSearchParams(event.data.search));
        return;
      }
      if (!allowed.has(event.origin) || !latest.current || !isThreeDsMessage(event.data, transactionId)) return;
      done.current = true;
      latest.current({ transactionId, paRes: event.data.paRes });
    };
    window.addEventListener('message', listener);
    return () => window.removeEventListener('message', listener);
  }, [step, transactionId]);

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
    const params = new URLSearchParams(search);
    if (returned.current && params.has('status')) {
      if (done.current) return;
      done.current = true;
      returned.current(params);
      return;
    }
    const paRes = params.get('PaRes') ?? params.get('paRes');
    const md = params.get('MD') ?? params.get('md');
    if (done.current || !paRes || !latest.current || Number(md) !== transactionId) return;
    done.current = true;
    latest.current({ transactionId, paRes });
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
