import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { CloseIcon } from '../../ui/icons';
import { useApi } from '../../lib/sdk';
import { useCity, useCountry } from '../../lib/state';

/** The city choice: a modal dialog listing the cities of /screen/home/cities; stores city and country. */
export default function CityDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const api = useApi();
  const queryClient = useQueryClient();
  const [city, setCity] = useCity();
  const [, setCountry] = useCountry();
  const ref = useRef<HTMLDialogElement>(null);
  const cities = api.useQuery('get', '/rest/clients-app/v1/screen/home/cities', undefined, { staleTime: 60 * 60_000 });

  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open && typeof dialog.showModal === 'function') dialog.showModal();
  }, []);

  // With no city stored yet, the current one is the default the header shows (by its name).
  const currentId = city?.id ?? cities.data?.find((item) => item.name === t('city.default'))?.id;

  const choose = (next: { id: number; name: string; countryIsoCode: string }) => {
    setCity({ id: next.id, name: next.name });
    setCountry({ isoCode: next.countryIsoCode });
    void queryClient.invalidateQueries();
    onClose();
  };

  return (
    <dialog ref={ref} className="city-dialog" aria-labelledby="city-dialog-title" onClose={onClose} onCancel={onClose}>
      <div className="city-dialog__head">
        <h2 id="city-dialog-title">{t('city.title')}</h2>
        <button type="button" className="icon-button" onClick={onClose} aria-label={t('action.close')}>
          <CloseIcon />
        </button>
      </div>
      {cities.isPending && <p className="city-dialog__note">{t('loading')}</p>}
      {cities.isError && (
        <div className="city-dialog__note">
          <p>{t('error.text')}</p>
          <button type="button" className="btn btn--secondary" onClick={() => void cities.refetch()}>
            {t('error.retry')}
          </button>
        </div>
      )}
      {cities.data && (
        <ul className="city-dialog__list">
          {cities.data.map((item) => (
            <li key={item.id}>
              <button
                type="button"
                className="city-dialog__option"
                // The current city: said by screen readers ('current') and drawn with a tick (shell.css).
                aria-current={currentId === item.id ? 'true' : undefined}
                onClick={() => choose(item)}
              >
                {item.name}
              </button>
            </li>
          ))}
        </ul>
      )}
    </dialog>
  );
}
