import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { CloseIcon } from '../../ui/icons';
import { useApi } from '../../lib/sdk';
import { useCity, useCountry } from '../../lib/state';
import { useClientConfig } from '../../entities/client-config/config';
import { Button } from '../../ui/Button';

/**
 * The city choice: a modal dialog, the country first (/rest/common/countries, when the cities span more than one),
 * then its cities (/screen/home/cities); stores the city and its country (so city_id and country_code go out).
 */
export default function CityDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const api = useApi();
  const queryClient = useQueryClient();
  const [city, setCity] = useCity();
  const [country, setCountry] = useCountry();
  const ref = useRef<HTMLDialogElement>(null);
  const cities = api.useQuery('get', '/rest/clients-app/v1/screen/home/cities', undefined, { staleTime: 60 * 60_000 });
  // The countries only name the groups: without them (still loading, or failed) every city is listed.
  const countries = api.useQuery('get', '/rest/common/countries', undefined, { staleTime: 60 * 60_000 });
  const [picked, setPicked] = useState<string | null>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open && typeof dialog.showModal === 'function') dialog.showModal();
  }, []);

  // With no city stored yet, the current one is the default the header shows (by its name).
  // A first visit: the configuration's default city (else the one the header names).
  const defaultCityId = useClientConfig().data?.defaultCityId;
  const currentId = city?.id ?? cities.data?.find((item) => item.id === defaultCityId)?.id ?? cities.data?.find((item) => item.name === t('city.default'))?.id;
  const withCities = (countries.data ?? []).filter((c) => cities.data?.some((item) => item.countryIsoCode === c.isoCode));
  const currentCountry = country?.isoCode ?? cities.data?.find((item) => item.id === currentId)?.countryIsoCode ?? withCities[0]?.isoCode;
  const shownCountry = withCities.length > 1 ? (picked ?? currentCountry) : null;
  const shown = cities.data?.filter((item) => !shownCountry || item.countryIsoCode === shownCountry);

  const choose = (next: { id: number; name: string; countryIsoCode: string }) => {
    setCity({ id: next.id, name: next.name });
    const of = countries.data?.find((c) => c.isoCode === next.countryIsoCode);
    setCountry(of ? { isoCode: of.isoCode, name: of.name, id: of.id } : { isoCode: next.countryIsoCode });
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
          <Button variant="secondary" onClick={() => void cities.refetch()}>
            {t('error.retry')}
          </Button>
        </div>
      )}
      {shownCountry && (
        <div className="city-dialog__countries" role="group" aria-label={t('city.country')}>
          {withCities.map((c) => (
            <button
              key={c.isoCode}
              type="button"
              className="city-dialog__country"
              aria-pressed={c.isoCode === shownCountry}
              onClick={() => setPicked(c.isoCode)}
            >
              {c.name}
            </button>
          ))}
        </div>
      )}
      {shown && (
        <ul className="city-dialog__list" aria-label={t('city.list')}>
          {shown.map((item) => (
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
