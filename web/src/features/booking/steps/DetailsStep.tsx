import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NAME_MAX_LENGTH } from '../../../lib/limits';
import { useRooms } from '../api';
import { useBooking } from '../context';
import { useCurrentUser } from '../../../lib/state';
import { formatPhone, isMobilePhone } from '../../../lib/phone';
import { PhoneField } from '../../../ui/PhoneField';
import { codeExpected, detailsComplete } from '../flow';
import { StepHeading } from './StepFrame';

export function DetailsStep() {
  const { t } = useTranslation('booking');
  const { draft, update, info, go, fieldErrors, setFieldErrors, firmId } = useBooking();
  const user = useCurrentUser();
  const [tried, setTried] = useState(false);
  const ids = { people: useId(), comment: useId(), name: useId(), count: useId() };
  const rooms = useRooms(firmId, draft.services, info.maxPeopleCount > 1);

  // A signed-in client's name and phone are filled in (never over what they typed).
  useEffect(() => {
    if (!user) return;
    const phone = user.phone;
    if ((!draft.clientName && user.name) || (!draft.clientPhone && phone))
      update({ ...draft, clientName: draft.clientName || [user.name].filter(Boolean).join(' '), clientPhone: draft.clientPhone || formatPhone(phone ?? '') });
  }, [user]); // eslint-disable-line react-hooks/exhaustive-deps

  const maxComment = info.commentMaxLength ?? 500;
  const left = maxComment - draft.comment.length;
  const nameError = fieldErrors.clientName ?? (tried && !draft.clientName.trim() ? t('details.nameRequired') : undefined);
  const phoneError = fieldErrors.clientPhone ?? (tried && !isMobilePhone(draft.clientPhone) ? t('details.phoneInvalid') : undefined);
  const set = (patch: Partial<typeof draft>, field: string) => {
    update({ ...draft, ...patch });
    if (fieldErrors[field]) setFieldErrors(Object.fromEntries(Object.entries(fieldErrors).filter(([k]) => k !== field)));
  };

  return (
    <section className="booking__step" aria-labelledby="booking-step-title">
      <StepHeading>{t('steps.details')}</StepHeading>
      <form
        className="card booking__form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          setTried(true);
          if (detailsComplete(draft) && Object.keys(fieldErrors).length === 0) go('preview');
        }}
      >
        {info.maxPeopleCount > 1 && (
          <div className="field">
            <label className="field__label" htmlFor={ids.people}>
              {t('details.people')}
            </label>
            <select
              id={ids.people}
              className="field__input"
              value={draft.peopleCount}
              onChange={(e) => set({ peopleCount: Number(e.target.value), startTime: null }, 'peopleCount')}
              aria-describedby={fieldErrors.peopleCount ? `${ids.people}-error` : undefined}
            >
              {Array.from({ length: info.maxPeopleCount }, (_, i) => i + 1).map((n) => (
                <option key={n} value={n}>
                  {t('details.peopleCount', { count: n })}
                </option>
              ))}
            </select>
            {fieldErrors.peopleCount && (
              <p id={`${ids.people}-error`} className="field__error">
                {fieldErrors.peopleCount}
              </p>
            )}
            {(rooms.data?.rooms.length ?? 0) > 0 && (
              <p className="field__hint" id={`${ids.people}-rooms`}>
                {t('details.roomsLead')}
              </p>
            )}
            {(rooms.data?.rooms.length ?? 0) > 0 && (
              <ul className="booking__rooms" aria-labelledby={`${ids.people}-rooms`}>
                {rooms.data?.rooms.map((room) => (
                  <li key={room.id}>{t('details.room', { name: room.name, count: room.capacity })}</li>
                ))}
              </ul>
            )}
          </div>
        )}
        <div className={`field${nameError ? ' field--error' : ''}`}>
          <label className="field__label" htmlFor={ids.name}>
            {t('details.name')}
          </label>
          <input
            id={ids.name}
            className="field__input"
            name="name"
            autoComplete="name"
            maxLength={NAME_MAX_LENGTH}
            value={draft.clientName}
            required
            aria-invalid={nameError ? true : undefined}
            aria-describedby={nameError ? `${ids.name}-error` : undefined}
            onChange={(e) => set({ clientName: e.target.value }, 'clientName')}
          />
          {nameError && (
            <p id={`${ids.name}-error`} className="field__error">
              {nameError}
            </p>
          )}
        </div>
        <PhoneField label={t('details.phone')} value={draft.clientPhone} onChange={(clientPhone) => set({ clientPhone }, 'clientPhone')} error={phoneError} hint={codeExpected(draft, user) ? t('details.phoneHint') : t('details.phoneNoCode')} required />
        <div className={`field${fieldErrors.comment ? ' field--error' : ''}`}>
          <label className="field__label" htmlFor={ids.comment}>
            {t('details.comment')}
          </label>
          <textarea
            id={ids.comment}
            className="field__input booking__comment"
            value={draft.comment}
            maxLength={maxComment}
            rows={3}
            aria-describedby={`${ids.count}${fieldErrors.comment ? ` ${ids.comment}-error` : ''}`}
            onChange={(e) => set({ comment: e.target.value.slice(0, maxComment) }, 'comment')}
          />
          <p id={ids.count} className="field__hint" aria-live={left <= 20 ? 'polite' : 'off'}>
            {t('details.left', { count: left })}
          </p>
          {fieldErrors.comment && (
            <p id={`${ids.comment}-error`} className="field__error">
              {fieldErrors.comment}
            </p>
          )}
        </div>
        <button type="submit" className="btn btn--primary booking__next-button">
          {t('next')}
        </button>
      </form>
    </section>
  );
}
