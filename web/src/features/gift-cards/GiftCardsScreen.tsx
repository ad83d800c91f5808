// /gift-cards: buy a gift card. The options come from getGiftCardConfigs (suggested amounts, the custom amount's
// limits, designs, the message's length); the client picks a design and an amount, names the recipient (and their
// phone for the SMS), writes a message, and sees the card as it will look. The draft is kept (sdk.ttl, a day), so a
// reload or the way through sign-in keeps it. createGiftCard, then the card's page, where it is paid. The create's
// Idempotency-Key is kept in the draft until the card is known: a retry after a lost answer, even after a reload,
// sends the same key and gets the card the first request made, never a second unpaid one (lib/idempotency.ts).
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@salonbook/sdk';
import { paths } from '../../config/paths';
import { useSdk } from '../../lib/sdk';
import { useCurrentUser } from '../../lib/state';
import { formatMoney } from '../../lib/numbers';
import { useLanguage } from '../../lib/language';
import { phoneE164, phoneProblemKey } from '../../lib/phone';
import { idempotencyHeader, newIdempotencyKey } from '../../lib/idempotency';
import { ErrorState } from '../../ui/ErrorState';
import { Field, TextField } from '../../ui/Field';
import { PhoneField } from '../../ui/PhoneField';
import { ImageOr } from '../../ui/ImageOr';
import { useLoginUrl } from '../../entities/session/SignInGate';
import { GiftCardFace } from './GiftCardFace';
import { useCreateGiftCard, useGiftCardConfigs, type GiftCardConfig } from './giftCardsApi';
import './gift-cards.css';
import { Button, buttonClass } from '../../ui/Button';
import { Chip } from '../../ui/Chip';
import { Skeleton } from '../../ui/Skeleton';
import { useRevealFirstError } from '../../ui/useRevealFirstError';
import { TwoColumn } from '../../ui/TwoColumn';

export const GIFT_CARD_DRAFT = 'gift-card-draft';
const DRAFT_TTL = 24 * 3600;

export interface GiftCardDraft {
  designId: number | null;
  /** A suggested amount, or null for the custom one. */
  amount: number | null;
  custom: string;
  recipientName: string;
  recipientPhone: string;
  senderName: string;
  message: string;
  /** The create's attempt: its key and the body it was made for (a changed body is a new attempt, a new key). */
  attempt?: { input: string; key: string };
}

const EMPTY: GiftCardDraft = { designId: null, amount: null, custom: '', recipientName: '', recipientPhone: '', senderName: '', message: '' };

export function GiftCardsScreen() {
  const { t } = useTranslation('gift-cards');
  const query = useGiftCardConfigs();
  const signedIn = useCurrentUser() !== null;
  return (
    <div className="page gifts">
      <h1 className="page__title">{t('title')}</h1>
      <p className="page__lead">{t('lead')}</p>
      {signedIn && (
        <p>
          <Link to={paths.myGiftCards()}>{t('mine.link')}</Link>
        </p>
      )}
      {query.isPending ? (
        <div aria-busy="true">
          <p role="status">{t('loading')}</p>
          <Skeleton height={240} />
        </div>
      ) : query.isError ? (
        <ErrorState message={t('errors.load')} onRetry={() => void query.refetch()} />
      ) : (
        <BuyForm config={query.data} />
      )}
    </div>
  );
}

type Problem = 'design' | 'amount' | 'recipientName' | 'recipientPhone' | 'message';

function BuyForm({ config }: { config: GiftCardConfig }) {
  const { t } = useTranslation('gift-cards');
  const { lng } = useLanguage();
  const sdk = useSdk();
  const navigate = useNavigate();
  const signedIn = useCurrentUser() !== null;
  const loginUrl = useLoginUrl();
  const create = useCreateGiftCard();
  const sending = useRef(false);
  const ids = useId();
  const maxMessage = config.messageMaxLength ?? 300;
  const [draft, setDraft] = useState<GiftCardDraft>(() => {
    const saved = sdk.ttl.get<GiftCardDraft>(GIFT_CARD_DRAFT);
    const base = { ...EMPTY, ...saved };
    if (!config.designs.some((d) => d.id === base.designId)) base.designId = config.designs[0]?.id ?? null;
    if (base.amount !== null && !config.amounts.includes(base.amount)) base.amount = null;
    if (!saved) base.amount = config.amounts[1] ?? config.amounts[0] ?? null;
    return base;
  });
  const [problems, setProblems] = useState<Partial<Record<Problem, string>>>({});
  const { ref: form, reveal } = useRevealFirstError();
  const [serverError, setServerError] = useState<string | null>(null);

  useEffect(() => {
    sdk.ttl.set(GIFT_CARD_DRAFT, draft, DRAFT_TTL);
  }, [sdk, draft]);

  const set = <K extends keyof GiftCardDraft>(key: K, value: GiftCardDraft[K]) => {
    setDraft((d) => ({ ...d, [key]: value }));
    setProblems(({ [key as Problem]: _gone, ...rest }) => rest);
    setServerError(null);
  };

  const design = config.designs.find((d) => d.id === draft.designId) ?? null;
  const customAmount = Number(draft.custom.replace(/\s/g, ''));
  const amount = draft.amount ?? (draft.custom && Number.isFinite(customAmount) ? customAmount : null);
  const money = (value: number) => formatMoney(value, lng, config.currency);

  const check = (): Partial<Record<Problem, string>> => {
    const found: Partial<Record<Problem, string>> = {};
    if (!design) found.design = t('errors.design');
    if (!amount || !Number.isInteger(amount) || amount < config.minAmount || amount > config.maxAmount)
      found.amount = t('errors.amount', { min: money(config.minAmount), max: money(config.maxAmount) });
    if (!draft.recipientName.trim()) found.recipientName = t('errors.recipientName');
    const phoneProblem = draft.recipientPhone.trim() ? phoneProblemKey(draft.recipientPhone) : undefined;
    if (phoneProblem) found.recipientPhone = t(phoneProblem);
    if (draft.message.length > maxMessage) found.message = t('errors.message', { max: maxMessage });
    return found;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending.current) return;
    const found = check();
    setProblems(found);
    if (Object.keys(found).length) return reveal();
    if (!design || !amount) return;
    sending.current = true;
    setServerError(null);
    const phone = phoneE164(draft.recipientPhone);
    const body = {
      amount,
      designId: design.id,
      recipientName: draft.recipientName.trim(),
      ...(phone ? { recipientPhone: phone } : {}),
      ...(draft.senderName.trim() ? { senderName: draft.senderName.trim() } : {}),
      ...(draft.message.trim() ? { message: draft.message.trim() } : {}),
      sendAt: null,
    };
    const input = JSON.stringify(body);
    const attempt = draft.attempt?.input === input ? draft.attempt : { input, key: newIdempotencyKey() };
    // Stored before sending: if the answer is lost and the page reloaded, the retry sends this key again.
    const kept = { ...draft, attempt };
    sdk.ttl.set(GIFT_CARD_DRAFT, kept, DRAFT_TTL);
    setDraft(kept);
    try {
      const card = await create.mutateAsync({ params: { header: idempotencyHeader(attempt.key) }, body });
      sdk.ttl.remove(GIFT_CARD_DRAFT);
      navigate(paths.giftCard(card.id));
    } catch (failure) {
      if (failure instanceof ApiError && failure.status === 422) {
        const field = failure.fields[0];
        const key = (field?.field ?? '') as Problem;
        if (field && ['amount', 'recipientName', 'recipientPhone', 'message'].includes(key)) setProblems({ [key]: field.message });
        else setServerError(field?.message ?? failure.message);
      } else setServerError(t('errors.create'));
      reveal();
    } finally {
      sending.current = false;
    }
  };

  const fieldClass = (p: Problem) => `field${problems[p] ? ' field--error' : ''}`;
  const errorOf = (p: Problem) =>
    problems[p] ? (
      <p id={`${ids}-${p}-error`} className="field__error">
        {problems[p]}
      </p>
    ) : null;

  return (
    <TwoColumn from="m" sticky>
      <form ref={form} className="gifts__form" noValidate onSubmit={(event) => void submit(event)}>
        <fieldset className="gifts__group">
          <legend className="field__label">{t('design')}</legend>
          <div className="gifts__designs">
            {config.designs.map((d) => (
              <label key={d.id} className={`gifts__design${d.id === draft.designId ? ' gifts__design--on' : ''}`}>
                <input type="radio" name="design" checked={d.id === draft.designId} onChange={() => set('designId', d.id)} />
                <ImageOr
                  className="gifts__design-image"
                  src={d.imageUrl}
                  alt=""
                  fallback={<span className="gifts__design-image gifts__design-image--drawn" data-design={d.id} aria-hidden />}
                />
                <span>{d.name}</span>
              </label>
            ))}
          </div>
          {errorOf('design')}
        </fieldset>
        <fieldset className="gifts__group">
          <legend className="field__label">{t('amount')}</legend>
          <div className="gifts__amounts">
            {config.amounts.map((value) => (
              <Chip key={value} type="radio" name="amount" checked={draft.amount === value} onChange={() => set('amount', value)}>
                {money(value)}
              </Chip>
            ))}
            <Chip type="radio" name="amount" checked={draft.amount === null} onChange={() => set('amount', null)}>
              {t('customAmount')}
            </Chip>
          </div>
          {draft.amount === null && (
            <div className={fieldClass('amount')}>
              <label className="field__label" htmlFor={`${ids}-custom`}>
                {t('customLabel', { min: money(config.minAmount), max: money(config.maxAmount) })}
              </label>
              <input
                id={`${ids}-custom`}
                className="field__input"
                inputMode="numeric"
                value={draft.custom}
                onChange={(event) => set('custom', event.target.value.replace(/\D/g, '').slice(0, 9))}
                aria-invalid={problems.amount ? true : undefined}
                aria-describedby={problems.amount ? `${ids}-amount-error` : undefined}
              />
            </div>
          )}
          {errorOf('amount')}
        </fieldset>
        <TextField
          id={`${ids}-to`}
          label={t('recipientName')}
          error={problems.recipientName}
          autoComplete="off"
          maxLength={60}
          value={draft.recipientName}
          onChange={(event) => set('recipientName', event.target.value)}
        />
        <PhoneField
          label={t('recipientPhone')}
          name="recipientPhone"
          value={draft.recipientPhone}
          onChange={(value) => set('recipientPhone', value)}
          hint={t('recipientPhoneHint')}
          error={problems.recipientPhone}
        />
        <TextField
          id={`${ids}-from`}
          label={t('senderName')}
          autoComplete="given-name"
          maxLength={60}
          value={draft.senderName}
          onChange={(event) => set('senderName', event.target.value)}
        />
        {/* The count is the message's hint, drawn here for its own class (red once over the limit). */}
        <Field id={`${ids}-message`} label={t('message')} error={problems.message}>
          {({ 'aria-describedby': describedBy, ...control }) => (
            <>
              <textarea
                className="field__input gifts__message"
                rows={3}
                value={draft.message}
                onChange={(event) => set('message', event.target.value)}
                {...control}
                aria-describedby={[`${ids}-count`, describedBy].filter(Boolean).join(' ')}
              />
              <p id={`${ids}-count`} className={`field__hint gifts__count${draft.message.length > maxMessage ? ' gifts__count--over' : ''}`}>
                {t('messageCount', { length: draft.message.length, max: maxMessage })}
              </p>
            </>
          )}
        </Field>
        {config.validityDays ? <p className="gifts__note">{t('validity', { count: config.validityDays })}</p> : null}
        {serverError && (
          <p className="gifts__error" role="alert">
            {serverError}
          </p>
        )}
        {signedIn ? (
          <Button type="submit" variant="primary" className="gifts__submit" disabled={create.isPending}>
            {create.isPending ? t('creating') : amount ? t('toPayment', { amount: money(amount) }) : t('toPaymentShort')}
          </Button>
        ) : (
          <div className="gifts__signin">
            <p>{t('signInToBuy')}</p>
            <Link className={buttonClass('primary')} to={loginUrl}>
              {t('signIn')}
            </Link>
          </div>
        )}
      </form>
      <aside className="gifts__preview" aria-label={t('preview')}>
        <h2 className="gifts__preview-title">{t('preview')}</h2>
        <GiftCardFace
          design={design}
          amount={amount}
          currency={config.currency}
          recipientName={draft.recipientName}
          senderName={draft.senderName}
          message={draft.message}
          label={t('preview')}
        />
      </aside>
    </TwoColumn>
  );
}
