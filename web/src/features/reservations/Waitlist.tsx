// The waitlist in My bookings: the signed-in client's places in the lines of full days, and a freed time held for
// them ('Освободилось время: 14:00 — записаться до 14:52'); the same offer opens by its SMS link without sign-in
// (?offer=<token>). Accepting books it and opens the success page; declining passes it to the next in line.
import { Link, useNavigate } from 'react-router';
import { ApiError } from '@salonbook/sdk';
import { useTranslation } from 'react-i18next';
import { paths } from '../../config/paths';
import { formatDayMonth, formatTime, zonedDateTime } from '../../lib/format';
import { useMoney } from '../../lib/useMoney';
import { Button } from '../../ui/Button';
import { useAcceptOffer, useDeclineOffer, useLeaveWaitlist, useWaitlist, useWaitlistOffer, type WaitlistEntry } from './api';
import './waitlist.css';

interface HeldTime {
  token: string;
  startTime: string;
  holdUntil: string;
  masterName?: string | null;
  price: number;
  currency: string;
}

/** A held time: when, with whom, what it costs and until when it is held; book it or let it go. */
function HeldOffer({ offer, firmName, serviceNames }: { offer: HeldTime; firmName: string; serviceNames: string[] }) {
  const { t, i18n } = useTranslation('reservations');
  const money = useMoney();
  const navigate = useNavigate();
  const accept = useAcceptOffer();
  const decline = useDeclineOffer();
  const params = { params: { path: { offerToken: offer.token } } };
  const closed = accept.error?.status === 409 || decline.error?.status === 409;
  return (
    <div className="waitlist__offer" role="group" aria-label={t('waitlist.offerTitle')}>
      <p className="waitlist__offer-time">{t('waitlist.offer', { time: formatTime(offer.startTime), until: formatTime(offer.holdUntil) })}</p>
      <p className="waitlist__offer-what">
        {[firmName, serviceNames.join(', '), formatDayMonth(offer.startTime, i18n.language), offer.masterName, money(offer.price, offer.currency)]
          .filter(Boolean)
          .join(' · ')}
      </p>
      {closed ? (
        <p role="alert">{t('waitlist.closed')}</p>
      ) : (
        <div className="waitlist__actions">
          <Button
            loading={accept.isPending}
            disabled={decline.isPending}
            onClick={() =>
              accept.mutate(params, {
                onSuccess: (reservation) => navigate(paths.reservationSuccess((reservation as { id: number }).id)),
              })
            }
          >
            {t('waitlist.accept')}
          </Button>
          <Button variant="secondary" loading={decline.isPending} disabled={accept.isPending} onClick={() => decline.mutate(params)}>
            {t('waitlist.decline')}
          </Button>
        </div>
      )}
    </div>
  );
}

/** The offer of an SMS link, signed in or not: held (book or decline), or what became of it. */
export function OfferByLink({ token }: { token: string }) {
  const { t } = useTranslation('reservations');
  const query = useWaitlistOffer(token);
  if (query.isPending)
    return (
      <section className="card waitlist" aria-busy="true">
        <p>{t('waitlist.loading')}</p>
      </section>
    );
  const offer = query.data;
  return (
    <section className="card waitlist" aria-labelledby="waitlist-offer-title">
      <h2 id="waitlist-offer-title" className="waitlist__title">
        {t('waitlist.offerTitle')}
      </h2>
      {!offer ? (
        <p role="alert">{t(query.error instanceof ApiError && query.error.status === 404 ? 'waitlist.notFound' : 'errors.load')}</p>
      ) : offer.status === 'OFFERED' ? (
        <HeldOffer offer={{ ...offer, masterName: offer.masterName ?? null }} firmName={offer.firm.name} serviceNames={offer.serviceNames} />
      ) : (
        <>
          <p role="status">{t(`waitlist.status.${offer.status}`, { time: formatTime(offer.startTime) })}</p>
          {offer.status === 'ACCEPTED' && offer.reservationId && <Link to={paths.reservationSuccess(offer.reservationId)}>{t('waitlist.openVisit')}</Link>}
        </>
      )}
    </section>
  );
}

function Entry({ entry }: { entry: WaitlistEntry }) {
  const { t, i18n } = useTranslation('reservations');
  const leave = useLeaveWaitlist();
  const day = formatDayMonth(zonedDateTime(entry.date, '12:00'), i18n.language);
  return (
    <li className="waitlist__entry">
      <p className="waitlist__entry-what">
        {t('waitlist.entry', { firm: entry.firm.name, services: entry.serviceNames.join(', '), day, from: entry.timeFrom, to: entry.timeTo })}
        {entry.masterName ? ` · ${entry.masterName}` : ''}
      </p>
      {entry.offer ? (
        <HeldOffer offer={entry.offer} firmName={entry.firm.name} serviceNames={entry.serviceNames} />
      ) : (
        <p className="waitlist__waiting">{t('waitlist.waiting', { position: entry.position ?? 1 })}</p>
      )}
      <Button variant="secondary" loading={leave.isPending} onClick={() => leave.mutate({ params: { path: { waitlistId: entry.id } } })}>
        {t('waitlist.leave')}
      </Button>
    </li>
  );
}

/** The signed-in client's places in waitlists; nothing when there are none. */
export function WaitlistSection() {
  const { t } = useTranslation('reservations');
  const list = useWaitlist();
  const entries = list.data ?? [];
  if (entries.length === 0) return null;
  return (
    <section className="card waitlist" aria-labelledby="waitlist-title">
      <h2 id="waitlist-title" className="waitlist__title">
        {t('waitlist.title')}
      </h2>
      <ul className="waitlist__list">
        {entries.map((entry) => (
          <Entry key={entry.id} entry={entry} />
        ))}
      </ul>
    </section>
  );
}
