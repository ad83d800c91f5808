import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { PinIcon } from '../../ui/icons';
import { useCity } from '../../lib/state';

const CityDialog = lazy(() => import('./CityDialog'));

/** The city in the header: shows the stored city, opens the city choice (loaded on first use). */
export function CityButton() {
  const { t } = useTranslation();
  const [city] = useCity();
  // The dialog belongs to the page it was opened on: navigating (e.g. the 404 policy) closes it.
  const { pathname } = useLocation();
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const name = city?.name ?? t('city.default');
  const button = useRef<HTMLButtonElement>(null);
  // Closing the dialog (choice, close button, Escape) hands focus back to this button once the dialog is gone.
  const [returnFocus, setReturnFocus] = useState(false);
  useEffect(() => {
    if (!returnFocus || open) return;
    button.current?.focus();
    setReturnFocus(false);
  }, [returnFocus, open]);
  return (
    <>
      <button
        ref={button}
        type="button"
        className="city-button"
        aria-haspopup="dialog"
        aria-label={t('city.change', { city: name })}
        onClick={() => setOpenOn(pathname)}
        data-testid="city-button"
      >
        <PinIcon width={18} height={18} />
        <span className="city-button__name">{name}</span>
      </button>
      {open && (
        <Suspense fallback={null}>
          <CityDialog
            onClose={() => {
              setOpenOn(null);
              setReturnFocus(true);
            }}
          />
        </Suspense>
      )}
    </>
  );
}
