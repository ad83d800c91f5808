// The 3-D Secure step of a new card (CardThreeDsStep): the bank's page (acsUrl) opens in a frame with the
// classic form post (PaReq, MD = transactionId, TermUrl). The bank sends the frame back to TermUrl with MD
// and PaRes; the client then completes with /payments/cards/3ds. Two ways back are understood:
//   - TermUrl on the app's own origin (the sandbox's bank returns to /card-payment?MD=…&PaRes=…): the frame's
//     address is read when it loads there;
//   - a TermUrl page elsewhere posts { type: 'salonbook:3ds', transactionId, paRes } to this window
//     (only from the ACS's or the TermUrl's origin).
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { components } from '@salonbook/sdk';
import './ThreeDsFrame.css';

type Step = components['schemas']['CardThreeDsStep'];

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

export function ThreeDsFrame({ step, onResult, onCancel }: { step: Step; onResult: (result: ThreeDsResult) => void; onCancel: () => void }) {
  const { t } = useTranslation('common');
  const form = useRef<HTMLFormElement>(null);
  const done = useRef(false);
  const latest = useRef(onResult);
  useEffect(() => {
    latest.current = onResult;
  });

  useEffect(() => {
    form.current?.submit();
  }, [step.acsUrl, step.paReq]);

  useEffect(() => {
    const allowed = new Set([originOf(step.acsUrl), originOf(step.termUrl), window.location.origin].filter(Boolean));
    const listener = (event: MessageEvent) => {
      if (!allowed.has(event.origin) || done.current || !isThreeDsMessage(event.data, step.transactionId)) return;
      done.current = true;
      latest.current({ transactionId: step.transactionId, paRes: event.data.paRes });
    };
    window.addEventListener('message', listener);
    return () => window.removeEventListener('message', listener);
  }, [step]);

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
    const paRes = params.get('PaRes') ?? params.get('paRes');
    const md = params.get('MD') ?? params.get('md');
    if (done.current || !paRes || Number(md) !== step.transactionId) return;
    done.current = true;
    latest.current({ transactionId: step.transactionId, paRes });
  };

  const name = `threeds-${step.transactionId}`;
  return (
    <div className="threeds">
      <p className="threeds__lead">{t('threeDs.lead')}</p>
      <form ref={form} method="post" action={step.acsUrl} target={name} hidden>
        <input type="hidden" name="PaReq" value={step.paReq} />
        <input type="hidden" name="MD" value={String(step.transactionId)} />
        <input type="hidden" name="TermUrl" value={step.termUrl} />
      </form>
      <iframe name={name} title={t('threeDs.frame')} className="threeds__frame" onLoad={onLoad} data-testid="threeds-frame" />
      <button type="button" className="btn btn--secondary" onClick={onCancel}>
        {t('threeDs.cancel')}
      </button>
    </div>
  );
}
