import { useEffect, useId, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../../lib/sdk';
import { dayTimesInit } from '../../../entities/reservation-draft/queries';
import { usePeopleChoice } from '../../../entities/reservation-draft/offeredPeople';
import { useTranslation } from 'react-i18next';
import { NAME_MAX_LENGTH } from '../../../lib/limits';
import { useRooms } from '../api';
import { useBooking } from '../context';
import { useCurrentUser } from '../../../lib/state';
import { formatPhone, isMobilePhone, phoneDigits, phoneProblemKey } from '../../../lib/phone';
import { Field, TextAreaField, TextField } from '../../../ui/Field';
import { PhoneField } from '../../../ui/PhoneField';
import { detailsComplete } from '../flow';
import type { SavedReservation } from '@salonbook/sdk';
import { StepHeading } from './StepFrame';
import { Button } from '../../../ui/Button';

/**
 * Whether confirming will ask for an SMS code: anonymous, or signed in and booking for another phone than the
 * account's (the sandbox's and the server's rule; the preview's smsCodeRequired has the last word).
 */
function codeExpected(draft: SavedReservation, user: { phone?: string | null } | null | undefined): boolean {
  if (!user) return true;
  return !user.phone || phoneDigits(user.phone) !== phoneDigits(draft.clientPhone);
}

export function DetailsStep() {
  const { t } = useTranslation('booking');
  const { draft, update, info, go, fieldErrors, setFieldErrors, firmId, setNotice } = useBooking();
  const api = useApi();
  const queryClient = useQueryClient();
  // The draft as it is now, for what an answer changes after a wait (the client may have typed meanwhile).
  const latest = useRef(draft);
  latest.current = draft;
  const user = useCurrentUser();
  const [tried, setTried] = useState(false);
  const rooms = useRooms(firmId, draft.services, info.maxPeopleCount > 1).data?.rooms ?? [];
  // The group sizes this basket can book (the server's rule), and why a larger group cannot book online.
  const people = usePeopleChoice(draft, info.maxPeopleCount > 1);
  const roomsId = useId();

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
  const phoneProblem = tried ? phoneProblemKey(draft.clientPhone) : undefined;
  const phoneError = fieldErrors.clientPhone ?? (phoneProblem && t(phoneProblem));
  const set = (patch: Partial<typeof draft>, field: string) => {
    update({ ...draft, ...patch });
    if (fieldErrors[field]) setFieldErrors(Object.fromEntries(Object.entries(fieldErrors).filter(([k]) => k !== field)));
  };

  // Another number of people keeps the chosen time when it is free for the whole group; when it is not, the time
  // leaves the draft and the time step says why (a bounce: no history entry is added).
  const changePeople = async (peopleCount: number) => {
    set({ peopleCount }, 'peopleCount');
    const startTime = draft.startTime;
    if (!startTime) return;
    const options = api.queryOptions(
      'get',
      '/rest/clients-app/v1/reservations/available-times',
      dayTimesInit({ ...draft, peopleCount }, startTime.slice(0, 10)),
    );
    const day = await queryClient.fetchQuery(options).catch(() => null);
    if (!day || latest.current.peopleCount !== peopleCount || latest.current.startTime !== startTime) return; // offline: the check step will tell
    const free = day.days.some((d) => d.slots.some((s) => s.available && Date.parse(s.startTime) === Date.parse(startTime)));
    if (free) return;
    update({ ...latest.current, startTime: null });
    setNotice('people-taken');
    go('time', 'bounce');
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
          if (detailsComplete(draft, isMobilePhone) && Object.keys(fieldErrors).length === 0) go('preview');
        }}
      >
        {info.maxPeopleCount > 1 && (
          <>
            <Field
              label={t('details.people')}
              error={fieldErrors.peopleCount}
              hint={people.limit && t(`details.groupLimit.${people.limit}`, { count: people.largest })}
            >
              {(control) => (
                <select {...control} className="field__input" value={draft.peopleCount} onChange={(e) => void changePeople(Number(e.target.value))}>
                  {people.options.map(({ count, offered }) => (
                    <option key={count} value={count} disabled={!offered}>
                      {t('details.peopleCount', { count })}
                    </option>
                  ))}
                </select>
              )}
            </Field>
            {rooms.length > 0 && people.largest > 1 && (
              <div>
                <p className="field__hint" id={roomsId}>
                  {t('details.roomsLead')}
                </p>
                <ul className="booking__rooms" aria-labelledby={roomsId}>
                  {rooms.map((room) => (
                    <li key={room.id}>{t('details.room', { name: room.name, count: room.capacity })}</li>
                  ))}
                </ul>
              </div>
            )}
          </>
        )}
        <TextField
          label={t('details.name')}
          error={nameError}
          name="name"
          autoComplete="name"
          maxLength={NAME_MAX_LENGTH}
          value={draft.clientName}
          required
          onChange={(e) => set({ clientName: e.target.value }, 'clientName')}
        />
        <PhoneField
          label={t('details.phone')}
          value={draft.clientPhone}
          onChange={(clientPhone) => set({ clientPhone }, 'clientPhone')}
          error={phoneError}
          hint={codeExpected(draft, user) ? t('details.phoneHint') : t('details.phoneNoCode')}
          required
        />
        <TextAreaField
          label={t('details.comment')}
          error={fieldErrors.comment}
          hint={<span aria-live={left <= 20 ? 'polite' : 'off'}>{t('details.left', { count: left })}</span>}
          className="booking__comment"
          value={draft.comment}
          maxLength={maxComment}
          rows={3}
          onChange={(e) => set({ comment: e.target.value.slice(0, maxComment) }, 'comment')}
        />
        <Button type="submit" variant="primary" className="booking__next-button">
          {t('next')}
        </Button>
      </form>
    </section>
  );
}
