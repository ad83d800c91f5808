// A new card's form: number (grouped and with its brand as typed), expiry, CVC, holder; checked as typed
// (cardInput.ts), then turned into a cryptogram by CloudPayments' Checkout script (checkout.ts) and handed to
// `onCryptogram`. The form never makes a cryptogram itself. Used by the account's 'add a card' and the pay form (PayForm).
import { useRef, useState, type FormEvent, type InputHTMLAttributes, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '../../ui/Field';
import { FormFooter } from '../../ui/FormFooter';
import { useLanguage } from '../../lib/language';
import { cardBrand, cardProblems, checkoutFields, checkoutProblems, formatCardNumber, formatExpiry, type CardInput, type CardProblem } from './cardInput';
import { CheckoutRefused, createCryptogram } from './checkout';
import './CardForm.css';

/** A card field: the input in a box that may hold something after it (the number's brand). */
function CardField({ label, error, after, ...input }: { label: string; error?: string; after?: ReactNode } & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <Field label={label} error={error}>
      {(control) => (
        <div className="cardform__input">
          <input className="field__input" {...input} {...control} />
          {after}
        </div>
      )}
    </Field>
  );
}

export interface CardFormProps {
  /** The CloudPayments public id the cryptogram is made for. */
  publicId: string;
  /** The cryptogram is ready: send it (the form stays busy while the returned promise runs). */
  onCryptogram: (cryptogram: string, card: { holder: string | null }) => Promise<unknown> | void;
  submitLabel: string;
  /** The server's error for the whole form. */
  error?: string | null;
  pending?: boolean;
  /** Under the fields (the 'save the card' box). */
  children?: ReactNode;
  /** After the submit button (cancel). */
  actions?: ReactNode;
}

export function CardForm({ publicId, onCryptogram, submitLabel, error, pending = false, children, actions }: CardFormProps) {
  const { t } = useTranslation('common');
  const { lng } = useLanguage();
  const [card, setCard] = useState<CardInput>({ number: '', expiry: '', cvc: '', holder: '' });
  const [errors, setErrors] = useState<Partial<Record<CardProblem | 'form', string>>>({});
  const [making, setMaking] = useState(false);
  const busy = useRef(false);
  const brand = cardBrand(card.number);

  const show = (problems: CardProblem[]) => setErrors(Object.fromEntries(problems.map((p) => [p, t(`cardForm.errors.${p}`)])));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy.current || pending) return;
    const problems = cardProblems(card);
    show(problems);
    if (problems.length) return;
    busy.current = true;
    setMaking(true);
    try {
      const cryptogram = await createCryptogram(publicId, checkoutFields(card), lng);
      await onCryptogram(cryptogram, { holder: card.holder.trim() ? card.holder.trim().toUpperCase() : null });
    } catch (failure) {
      if (failure instanceof CheckoutRefused) {
        const refused = checkoutProblems(failure.fields);
        if (refused.length) show(refused);
        else setErrors({ form: t('cardForm.errors.number') });
      } else {
        setErrors({ form: t('cardForm.unavailable') });
      }
    } finally {
      busy.current = false;
      setMaking(false);
    }
  };

  const set =
    (key: keyof CardInput, format: (v: string) => string = (v) => v) =>
    (event: { target: { value: string } }) => {
      setCard((c) => ({ ...c, [key]: format(event.target.value) }));
      setErrors(({ [key]: _gone, form: _form, ...rest }) => rest);
    };

  return (
    <form className="cardform" noValidate onSubmit={(event) => void submit(event)}>
      <CardField
        label={t('cardForm.number')}
        name="cardnumber"
        inputMode="numeric"
        autoComplete="cc-number"
        value={card.number}
        onChange={set('number', formatCardNumber)}
        error={errors.number}
        after={
          brand && (
            <span className="cardform__brand" data-brand={brand.type}>
              {brand.name}
            </span>
          )
        }
      />
      <div className="cardform__two">
        <CardField
          label={t('cardForm.expiry')}
          name="cc-exp"
          inputMode="numeric"
          autoComplete="cc-exp"
          placeholder={t('cardForm.expiryPlaceholder')}
          value={card.expiry}
          onChange={set('expiry', formatExpiry)}
          error={errors.expiry}
        />
        <CardField
          label={t('cardForm.cvc')}
          name="cvc"
          inputMode="numeric"
          autoComplete="cc-csc"
          type="password"
          maxLength={4}
          value={card.cvc}
          onChange={set('cvc', (v) => v.replace(/\D/g, '').slice(0, 4))}
          error={errors.cvc}
        />
      </div>
      <CardField label={t('cardForm.holder')} name="ccname" autoComplete="cc-name" value={card.holder} onChange={set('holder')} error={errors.holder} />
      {children}
      <FormFooter error={errors.form ?? error} submitLabel={submitLabel} pending={pending || making} pendingLabel={t('cardForm.wait')}>
        {actions}
      </FormFooter>
    </form>
  );
}
