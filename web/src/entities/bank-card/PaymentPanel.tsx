// The one payment panel of the app: every card payment (a prepayment, a gift card, a salon's certificate) shows its
// methods through it (PayForm), and its 3-D Secure step: the bank's page in a frame (ThreeDsFrame) in place of the
// methods, which stay mounted but hidden, so what was chosen or typed is there when the bank's page is left.
// The step is the flow's (payFlow: `flow.challenge(step)` when an answer asks for 3-D Secure); by default a return
// from the bank is not trusted: the server is asked (`flow.settle`) and, when it is not paid, the bank's reason the
// return names is said (refusal.ts), else `threeDsFailed`.
// Leaving the bank's page says the payment was abandoned.
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
  /** The text when the bank's page returns and the server says it is not paid. */
  threeDsFailed: string;
  /** What the bank's return means, when the screen reads it itself (instead of asking the server). */
  onThreeDsReturn?: (params: URLSearchParams) => void;
  /** Above the methods, hidden with them during 3-D Secure (the prepayment's deadline). */
  children?: ReactNode;
}

export function PaymentPanel({ flow, methods, amount, pending = false, loading = false, error, threeDsFailed, onThreeDsReturn, children }: PaymentPanelProps) {
  const { t } = useTranslation(['payments', 'common']);
  const titleId = useId();
  const step = flow.step;
  return (
    <>
      {step && (
        <section className="card payment__threeds" aria-labelledby={titleId}>
          <h2 id={titleId}>{t('common:threeDs.title')}</h2>
          <ThreeDsFrame
            step={step}
            onReturn={(params) => {
              flow.challenge(null);
              if (onThreeDsReturn) return onThreeDsReturn(params);
              // Not paid after all: the bank's reason when the return names one, else the screen's own words.
              const reason = params.get('status') === 'declined' ? params.get('reason') : null;
              void flow.settle({ text: reason ? t(`payments:errors.${refusalKey(reason)}`) : threeDsFailed });
            }}
            onCancel={() => {
              flow.challenge(null);
              flow.fail({ text: t('payments:errors.abandoned') });
            }}
          />
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
