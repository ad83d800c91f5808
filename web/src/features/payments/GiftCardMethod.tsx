// The prepayment page's gift-card method (payPrepaymentGiftCard): the card's code as printed on its page, and the
// button that pays the whole prepayment from its balance. Why a code does not pay (unknown, used up, expired, not
// paid yet, not enough on it, another currency) is said next to the field, in the client's language.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../ui/Field';
import { Button } from '../../ui/Button';

/** The error codes of payPrepaymentGiftCard and their text keys (`giftCard.errors.*`). */
const REFUSALS: Record<string, string> = {
  GIFT_CARD_NOT_FOUND: 'unknown',
  GIFT_CARD_USED: 'used',
  GIFT_CARD_EXPIRED: 'expired',
  GIFT_CARD_NOT_PAID: 'notPaid',
  GIFT_CARD_NOT_ENOUGH: 'notEnough',
  GIFT_CARD_CURRENCY: 'currency',
  /** 429: too many wrong codes on this visit or from this client; the right code waits too (Retry-After, at most 15 minutes). */
  TOO_MANY_ATTEMPTS: 'tooMany',
};

/** The wait a 429 on a gift card's code says when its answer has no Retry-After: the limit's window, 15 minutes. */
export const GIFT_CODE_WAIT_SECONDS = 15 * 60;

/** The text key of a gift card's refusal, or null when the error is not about the gift card. */
export function giftCardRefusal(code: string | undefined): string | null {
  return (code && REFUSALS[code]) || null;
}

export function GiftCardMethod({
  amount,
  pending,
  error,
  onPay,
  onEdit,
}: {
  amount: string;
  pending: boolean;
  error: string | null;
  onPay: (code: string) => Promise<void>;
  onEdit: () => void;
}) {
  const { t } = useTranslation('payments');
  const [code, setCode] = useState('');
  const [empty, setEmpty] = useState(false);
  const message = empty ? t('giftCard.errors.empty') : error;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    const typed = code.trim();
    setEmpty(!typed);
    if (typed) void onPay(typed);
  };

  return (
    <form className="giftpay" noValidate onSubmit={submit}>
      <p>{t('giftCard.lead', { amount })}</p>
      <TextField
        label={t('giftCard.code')}
        error={message}
        alert
        name="gift-card-code"
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        placeholder="GC-XXXX-XXXX"
        value={code}
        onChange={(event) => {
          setCode(event.target.value);
          setEmpty(false);
          onEdit();
        }}
      />
      <Button type="submit" variant="primary" className="payment__pay" disabled={pending}>
        {pending ? t('wait') : t('giftCard.pay', { amount })}
      </Button>
    </form>
  );
}
