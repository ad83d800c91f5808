// The one payment panel of the app: every card payment (a prepayment, a gift card, a salon's certificate) shows its
// methods through it (PayForm), and its 3-D Secure step: the bank's page in a frame (ThreeDsFrame) in place of the
// methods, which stay mounted but hidden, so what was chosen or typed is there when the bank's page is left.
// The step is the flow's (payFlow: `flow.challenge(step)` when an answer asks for 3-D Secure). However the step ends
// (the bank confirms or declines, the client presses Cancel), the server is asked (`flow.settle`), never the return's
// query: paid, the screen moves on (a Cancel during a charge that went through too); not paid after a decline, the
// bank's reason the return names (refusal.ts, else `threeDsFailed`); otherwise (Cancel, a return the server does not
// confirm yet, no answer to the question) the payment may still arrive: said so, with 'Check again'.
// A page reloaded (or opened again) while its bank step was open asks the server at once too: the step is remembered
// on this device under the screen's `stepKey` for as long as the server holds a charge at the bank (15 minutes). So is
// a decline and the bank's reason, until the next attempt: reloaded, the page still says why (the server, asked again,
// knows only that nothing was paid).
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PayForm, type PayMethod } from './PayForm';
import { ThreeDsFrame } from './ThreeDsFrame';
import type { PayFlow, PayProblem } from './payFlow';
import { refusalKey } from './refusal';
import { useSdk } from '../../lib/sdk';

/** How long an open bank step is remembered: the sandbox's and the contract's hold of a charge at the bank. */
const OPEN_STEP_SECONDS = 15 * 60;
/** What this device remembers of a bank step: open, or declined (with the reason its return named, if any). */
type RememberedStep = true | { declined: string | null };
import './pay.css';

export interface PaymentPanelProps {
  flow: PayFlow;
  /** The methods in the order shown; the first is chosen at first. */
  methods: PayMethod[];
  /** The amount as written ('2 000 ₽'), for the buttons. */
  amount: string;
  /** Another payment call of the screen is in flight (the flow's own attempts are counted already). */
  pending?: boolean;
  /** The methods are still loading (the saved cards): a status line instead of the form. */
  loading?: boolean;
  /** A problem the screen knows beside the flow's (back from a hosted page that did not pay). */
  error?: PayProblem | null;
  /** The text when the bank declines without naming why and the server says it is not paid. */
  threeDsFailed: string;
  /** What is being paid (e.g. 'prepayment-90211'): a reload during its bank step asks the server on the next visit. */
  stepKey?: string;
  /** Above the methods, hidden with them during 3-D Secure (the prepayment's deadline). */
  children?: ReactNode;
}

export function PaymentPanel({ flow, methods, amount, pending = false, loading = false, error, threeDsFailed, stepKey, children }: PaymentPanelProps) {
  const { t } = useTranslation(['payments', 'common']);
  const titleId = useId();
  const step = flow.step;
  const sdk = useSdk();
  const remembered = stepKey ? `bank-step:${stepKey}` : null;

  const mayArrive = (text: string): PayProblem => {
    const problem: PayProblem = { text, pending: true, again: t('payments:pending.check'), retry: () => void flow.settle(problem, problem) };
    return problem;
  };

  // Open, the step is remembered on this device; over, forgotten.
  useEffect(() => {
    if (remembered && step) sdk.ttl.set<RememberedStep>(remembered, true, OPEN_STEP_SECONDS);
  }, [remembered, step, sdk]);

  // The next attempt under way: a decline remembered is no longer the page's word.
  useEffect(() => {
    if (remembered && flow.busy && sdk.ttl.get<RememberedStep>(remembered) !== true) sdk.ttl.remove(remembered);
  }, [remembered, flow.busy, sdk]);

  const declined = (reason: string | null): PayProblem => ({ text: reason ? t(`payments:errors.${refusalKey(reason)}`) : threeDsFailed });

  // Back to a page whose step was left open (a reload, the tab closed), or was declined: the server says what became
  // of it; not paid after a decline, the bank's reason again.
  const asked = useRef(false);
  useEffect(() => {
    const step = remembered ? sdk.ttl.get<RememberedStep>(remembered) : null;
    if (asked.current || !remembered || !step) return;
    asked.current = true;
    const pending = mayArrive(t('payments:pending.text'));
    if (step === true) {
      sdk.ttl.remove(remembered);
      void flow.settle(pending, pending);
    } else void flow.settle(declined(step.declined), pending);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the page opens
  }, []);

  /** The bank's step is over (`params`: the return's query; null: Cancel): the server says what happened. */
  const afterBank = (params: URLSearchParams | null) => {
    flow.challenge(null);
    if (remembered) sdk.ttl.remove(remembered);
    const pending = mayArrive(t(params ? 'payments:pending.text' : 'payments:pending.cancelled'));
    if (params?.get('status') !== 'declined') return void flow.settle(pending, pending);
    const reason = params.get('reason');
    if (remembered) sdk.ttl.set<RememberedStep>(remembered, { declined: reason }, OPEN_STEP_SECONDS);
    void flow.settle(declined(reason), pending);
  };
  return (
    <>
      {step && (
        <section className="card payment__threeds" aria-labelledby={titleId}>
          <h2 id={titleId}>{t('common:threeDs.title')}</h2>
          {/* Why this bank page opened (a charge already waiting at the bank): the form's line is hidden with it. */}
          {flow.error && <p role="status">{flow.error.text}</p>}
          <ThreeDsFrame step={step} onReturn={afterBank} onCancel={() => afterBank(null)} />
        </section>
      )}
      <div className="payment__choose" hidden={step !== null}>
        {children}
        {loading ? (
          <p role="status">{t('common:loading')}</p>
        ) : (
          <PayForm methods={methods} amount={amount} pending={pending || flow.busy} error={flow.error ?? error ?? null} checking={flow.checking} />
        )}
      </div>
    </>
  );
}
