// The one payment panel of the app: every card payment (a prepayment, a gift card, a salon's certificate) shows its
// methods through it (PayForm), and its 3-D Secure step: the bank's page in a frame (ThreeDsFrame) in place of the
// methods, which stay mounted but hidden, so what was chosen or typed is there when the bank's page is left.
// The step is the flow's (payFlow: `flow.challenge(step)` when an answer asks for 3-D Secure). However the step ends
// (the bank confirms or declines, the client presses Cancel), the server is asked (`flow.settle`), never the return's
// query: paid, the screen moves on (a Cancel during a charge that went through too); not paid after a decline, the
// bank's reason the return names (refusal.ts, else `threeDsFailed`); otherwise (Cancel, a return the server does not
// confirm yet, no answer to the question) the payment may still arrive: said so, with 'Check again'.
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PayForm, type PayMethod } from './PayForm';
import { ThreeDsFrame } from './ThreeDsFrame';
import type { PayFlow, PayProblem } from './payFlow';
import { refusalKey } from './refusal';
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
  /** Above the methods, hidden with them during 3-D Secure (the prepayment's deadline). */
  children?: ReactNode;
}

export function PaymentPanel({ flow, methods, amount, pending = false, loading = false, error, threeDsFailed, children }: PaymentPanelProps) {
  const { t } = useTranslation(['payments', 'common']);
  const titleId = useId();
  const step = flow.step;

  /** The bank's step is over (`params`: the return's query; null: Cancel): the server says what happened. */
  const afterBank = (params: URLSearchParams | null) => {
    flow.challenge(null);
    const mayArrive = (text: string): PayProblem => {
      const problem: PayProblem = { text, pending: true, again: t('payments:pending.check'), retry: () => void flow.settle(problem, problem) };
      return problem;
    };
    const pending = mayArrive(t(params ? 'payments:pending.text' : 'payments:pending.cancelled'));
    if (params?.get('status') !== 'declined') return void flow.settle(pending, pending);
    const reason = params.get('reason');
    void flow.settle({ text: reason ? t(`payments:errors.${refusalKey(reason)}`) : threeDsFailed }, pending);
  };
  return (
    <>
      {step && (
        <section className="card payment__threeds" aria-labelledby={titleId}>
          <h2 id={titleId}>{t('common:threeDs.title')}</h2>
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
