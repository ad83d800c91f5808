// 'Встать в лист ожидания' on the booking's time step: the basket as chosen, the day, a window of start times; the
// name and phone (signed in with the account's phone, no code; otherwise the phone's SMS code). When a time in the
// window frees, the first in line is offered it, held 15 minutes (My bookings and an SMS link).
import { useEffect, useId, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { SavedReservation } from '@salonbook/sdk';
import { paths } from '../../config/paths';
import { formatDayMonth, zonedDateTime } from '../../lib/format';
import { isMobilePhone, phoneDigits, phoneE164 } from '../../lib/phone';
import { useCurrentUser } from '../../lib/state';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/Field';
import { PhoneField } from '../../ui/PhoneField';
import { chosenMaster } from '../../entities/reservation-draft/draft';
import { waitWindow } from '../../entities/reservation-draft/choices';
import { useBookingInfo, useJoinWaitlist, useSendWaitlistCode } from './api';
import { waitText } from '../../lib/wait';
import './waitlist.css';

/** `invite`: on a day with free times, asks first whether none of them suits. */
export function WaitlistJoin({ draft, date, invite = false }: { draft: SavedReservation; date: string; invite?: boolean }) {
  const { t, i18n } = useTranslation('booking');
  const user = useCurrentUser();
  const [open, setOpen] = useState(false);
  // The window lies within the salon's hours that day (the booking's firm info, asked for by the booking already).
  const span = waitWindow(useBookingInfo(draft.firm?.id ?? 0).data?.workingHours, date);
  const [chosenFrom, setFrom] = useState<string | null>(null);
  const [chosenTo, setTo] = useState<string | null>(null);
  // A start after the chosen end moves the end to the day's last (never a window that ends before it starts).
  const from = chosenFrom !== null && span?.starts.includes(chosenFrom) ? chosenFrom : (span?.starts[0] ?? '');
  const to = chosenTo !== null && chosenTo > from && span?.ends.includes(chosenTo) ? chosenTo : (span?.ends.at(-1) ?? '');
  const [name, setName] = useState(draft.clientName || user?.name || '');
  const [phone, setPhone] = useState(draft.clientPhone || user?.phone || '');
  const [code, setCode] = useState('');
  const [codeSent, setCodeSent] = useState(false);
  // A signed-in client's name and phone are filled in once known (never over what they typed).
  useEffect(() => {
    if (user?.phone) setPhone((typed) => typed || user.phone!);
    if (user?.name) setName((typed) => typed || user.name!);
  }, [user?.phone, user?.name]);
  const send = useSendWaitlistCode();
  const join = useJoinWaitlist();
  const fromId = useId();
  const toId = useId();
  const day = formatDayMonth(zonedDateTime(date, '12:00'), i18n.language);
  const ownPhone = !!user?.phone && phoneDigits(user.phone) === phoneDigits(phone);
  const needsCode = !ownPhone;
  const ready = span !== null && name.trim() !== '' && isMobilePhone(phone) && to > from && (!needsCode || (codeSent && code.length >= 4));

  if (join.isSuccess)
    return (
      <div className="card booking__waitlist" role="status">
        <p>{t('waitlist.joined', { day, from, to, position: join.data.position ?? 1 })}</p>
        {user && <Link to={paths.reservationHistory()}>{t('waitlist.myBookings')}</Link>}
      </div>
    );
  // The salon's day off has no window to wait in.
  if (span === null) return null;
  if (!open)
    return (
      <div className="booking__waitlist">
        {invite && <p>{t('waitlist.noFit')}</p>}
        <Button variant="secondary" onClick={() => setOpen(true)}>
          {t('waitlist.join')}
        </Button>
      </div>
    );
  const error = join.error ?? send.error;
  return (
    <form
      className="card booking__waitlist"
      aria-label={t('waitlist.title', { day })}
      onSubmit={(e) => {
        e.preventDefault();
        if (!ready) return;
        join.mutate({
          body: {
            firmId: draft.firm!.id,
            services: draft.services.map((serviceId) => ({ serviceId, masterId: chosenMaster(draft, serviceId) })),
            date,
            timeFrom: from,
            timeTo: to,
            peopleCount: draft.peopleCount,
            clientName: name.trim(),
            clientPhone: phoneE164(phone) ?? phone,
            ...(needsCode ? { smsCode: code } : {}),
          },
        });
      }}
    >
      <h3 className="booking__subtitle">{t('waitlist.title', { day })}</h3>
      <p>{t('waitlist.explain')}</p>
      <p className="booking__waitlist-window">
        <label htmlFor={fromId}>{t('waitlist.from')}</label>
        <select id={fromId} value={from} onChange={(e) => setFrom(e.target.value)}>
          {span.starts.map((h) => (
            <option key={h}>{h}</option>
          ))}
        </select>
        <label htmlFor={toId}>{t('waitlist.to')}</label>
        <select id={toId} value={to} onChange={(e) => setTo(e.target.value)}>
          {span.ends.map((h) => (
            <option key={h} disabled={h <= from}>
              {h}
            </option>
          ))}
        </select>
      </p>
      <TextField label={t('details.name')} value={name} onChange={(e) => setName(e.target.value)} autoComplete="name" />
      <PhoneField label={t('details.phone')} value={phone} onChange={setPhone} />
      {needsCode && (
        <>
          <Button
            variant="secondary"
            loading={send.isPending}
            disabled={!isMobilePhone(phone)}
            onClick={() => send.mutate({ body: { phone: phoneE164(phone) ?? phone, firmId: draft.firm!.id } }, { onSuccess: () => setCodeSent(true) })}
          >
            {codeSent ? t('waitlist.codeAgain') : t('waitlist.sendCode')}
          </Button>
          {codeSent && (
            <TextField
              label={t('waitlist.code')}
              value={code}
              inputMode="numeric"
              autoComplete="one-time-code"
              onChange={(e) => setCode(e.target.value.replace(/\D/g, '').slice(0, 6))}
            />
          )}
        </>
      )}
      {error && (
        <p role="alert" className="booking__error">
          {error.status === 401
            ? t('waitlist.badCode')
            : error.status === 429
              ? t('waitlist.tooMany', { wait: waitText(error.retryAfter ?? 60, t) })
              : error.message || t('waitlist.failed')}
        </p>
      )}
      <Button type="submit" disabled={!ready} loading={join.isPending}>
        {t('waitlist.submit')}
      </Button>
    </form>
  );
}
