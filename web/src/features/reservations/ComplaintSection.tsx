import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { components } from '@salonbook/sdk';
import { masterFullName } from '../../entities/master/MasterCard';
import type { Reservation } from '../../entities/reservation/reservation';
import { TextAreaField } from '../../ui/Field';
import { useCreateComplaint } from './api';
import { Button } from '../../ui/Button';

type Reason = components['schemas']['ComplaintCreate']['reason'];
const REASONS: readonly Reason[] = ['RUDE_STAFF', 'POOR_QUALITY', 'LATE_OR_CANCELLED', 'WRONG_PRICE', 'OTHER'];
const TEXT_MAX = 2000;

/** What the complaint is about: the salon, one of the visit's masters, or the visit itself. */
type About = { kind: 'visit' } | { kind: 'salon' } | { kind: 'master'; id: number };
const keyOf = (about: About) => (about.kind === 'master' ? `master-${about.id}` : about.kind);

/**
 * Complain about the salon, a master of the visit or the visit (createComplaint): what about, the contract's reasons
 * and what happened (required, a message next to each field otherwise); a confirmation with the complaint's number.
 * A 422 is said next to the field it names.
 */
export function ComplaintSection({ reservation: r }: { reservation: Reservation }) {
  const { t } = useTranslation('reservations');
  const masters = [...new Map(r.services.flatMap((s) => (s.master ? [[s.master.id, s.master] as const] : []))).values()];
  const [open, setOpen] = useState(false);
  const [about, setAbout] = useState<About>({ kind: 'visit' });
  const [reason, setReason] = useState<Reason | null>(null);
  const [text, setText] = useState('');
  const [tried, setTried] = useState(false);
  const [server, setServer] = useState<{ field?: 'reason' | 'text'; form?: string }>({});
  const [received, setReceived] = useState<number | null>(null);
  const create = useCreateComplaint();
  const sending = useRef(false);
  const ids = { title: useId(), reasonError: useId() };

  const reasonError = tried && reason === null ? t('complaint.reasonRequired') : server.field === 'reason' ? t('complaint.reasonInvalid') : null;
  const textError = tried && !text.trim() ? t('complaint.textRequired') : server.field === 'text' ? t('complaint.textInvalid', { max: TEXT_MAX }) : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (reason === null || !text.trim() || sending.current) return;
    sending.current = true;
    setServer({});
    create.mutate(
      {
        body: {
          firmId: r.firm.id,
          masterId: about.kind === 'master' ? about.id : null,
          reservationId: about.kind === 'salon' ? null : r.id,
          reason,
          text: text.trim(),
        },
      },
      {
        onSuccess: (complaint) => {
          setReceived(complaint.id);
          setOpen(false);
        },
        onError: (error) => {
          if (error.status !== 422) return setServer({ form: t('complaint.failed') });
          const field = error.fields?.[0]?.field;
          setServer(field === 'text' || field === 'reason' ? { field } : { form: t('complaint.invalid') });
        },
        onSettled: () => {
          sending.current = false;
        },
      },
    );
  };

  return (
    <section className="card visit__card" aria-labelledby={ids.title}>
      <h2 id={ids.title} className="visit__label">
        {t('complaint.title')}
      </h2>
      {received !== null ? (
        <p className="visit__notice" role="status">
          {t('complaint.received', { id: received })}
        </p>
      ) : !open ? (
        <>
          <p className="visit__muted">{t('complaint.lead')}</p>
          <Button variant="secondary" aria-expanded={false} onClick={() => setOpen(true)}>
            {t('complaint.open')}
          </Button>
        </>
      ) : (
        <form className="visit__form" onSubmit={submit} noValidate>
          {server.form && (
            <p className="field__error" role="alert">
              {server.form}
            </p>
          )}
          <fieldset className="visit__reasons">
            <legend>{t('complaint.about')}</legend>
            {[{ kind: 'visit' } as About, { kind: 'salon' } as About, ...masters.map((m): About => ({ kind: 'master', id: m.id }))].map((option) => {
              const master = option.kind === 'master' ? masters.find((m) => m.id === option.id) : undefined;
              return (
                <label key={keyOf(option)} className="visit__reason">
                  <input type="radio" name="complaint-about" checked={keyOf(about) === keyOf(option)} onChange={() => setAbout(option)} />
                  {master
                    ? t('complaint.aboutMaster', { name: masterFullName(master) })
                    : option.kind === 'salon'
                      ? t('complaint.aboutSalon', { name: r.firm.name })
                      : t('complaint.aboutVisit')}
                </label>
              );
            })}
          </fieldset>
          <fieldset className="visit__reasons" aria-describedby={reasonError ? ids.reasonError : undefined}>
            <legend>{t('complaint.reason')}</legend>
            {REASONS.map((value) => (
              <label key={value} className="visit__reason">
                <input type="radio" name="complaint-reason" value={value} checked={reason === value} onChange={() => setReason(value)} />
                {t(`complaint.reasons.${value}`)}
              </label>
            ))}
            {reasonError && (
              <p id={ids.reasonError} className="field__error">
                {reasonError}
              </p>
            )}
          </fieldset>
          <TextAreaField
            label={t('complaint.text')}
            error={textError}
            rows={4}
            maxLength={TEXT_MAX}
            value={text}
            onChange={(e) => setText(e.target.value.slice(0, TEXT_MAX))}
          />
          <div className="visit__buttons">
            <Button type="submit" variant="primary" disabled={create.isPending}>
              {create.isPending ? t('complaint.busy') : t('complaint.send')}
            </Button>
            <Button variant="secondary" onClick={() => setOpen(false)}>
              {t('complaint.close')}
            </Button>
          </div>
        </form>
      )}
    </section>
  );
}
