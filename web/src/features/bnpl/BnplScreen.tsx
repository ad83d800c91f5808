// /bnpl: buy now, pay later in plain words. What it is (the amount in four parts, the first now, the rest every two
// weeks, no extra charge), what it pays (a booking's prepayment, a gift card), how (choose 'In parts' where you pay:
// the provider's installment page, Freedom Pay's, agrees the plan and brings you back), and an example in the
// config's currency. The method itself is offered on the prepayment page when the server lists INSTALLMENT (it does
// while the `bnpl` feature of v2/configs is on) and on a gift card's page while the feature is on.
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '../../config/paths';
import { useMoney } from '../../lib/useMoney';
import { useClientConfig } from '../../entities/client-config/config';
import './bnpl.css';
import { buttonClass } from '../../ui/Button';

/** The example's amount and how many parts the provider splits it into. */
const EXAMPLE = 10_000;
const PARTS = 4;

export function BnplScreen() {
  const { t } = useTranslation('bnpl');
  const money = useMoney();
  const currency = useClientConfig().data?.currency;
  const part = money(EXAMPLE / PARTS, currency);
  return (
    <div className="page bnpl">
      <h1 className="page__title">{t('title')}</h1>
      <p className="page__lead">{t('lead')}</p>

      <section className="card bnpl__section" aria-labelledby="bnpl-what">
        <h2 id="bnpl-what">{t('what.title')}</h2>
        <p>{t('what.text', { parts: PARTS })}</p>
        <div className="bnpl__example" aria-label={t('example.label')}>
          <p className="bnpl__example-total">{t('example.total', { amount: money(EXAMPLE, currency) })}</p>
          <ol className="bnpl__parts">
            {Array.from({ length: PARTS }, (_, i) => (
              <li key={i}>
                <span className="bnpl__part-when">{i === 0 ? t('example.today') : t('example.later', { weeks: i * 2 })}</span>
                <span className="bnpl__part-amount">{part}</span>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section className="card bnpl__section" aria-labelledby="bnpl-for">
        <h2 id="bnpl-for">{t('for.title')}</h2>
        <ul className="bnpl__list">
          <li>{t('for.prepayment')}</li>
          <li>{t('for.giftCard')}</li>
        </ul>
      </section>

      <section className="card bnpl__section" aria-labelledby="bnpl-how">
        <h2 id="bnpl-how">{t('how.title')}</h2>
        <ol className="bnpl__list">
          <li>{t('how.choose')}</li>
          <li>{t('how.provider')}</li>
          <li>{t('how.back')}</li>
        </ol>
        <p className="bnpl__note">{t('how.note')}</p>
      </section>

      <div className="bnpl__actions">
        <Link className={buttonClass('primary')} to={paths.giftCards()}>
          {t('actions.giftCard')}
        </Link>
        <Link className={buttonClass('secondary')} to={paths.home()}>
          {t('actions.book')}
        </Link>
      </div>
    </div>
  );
}
