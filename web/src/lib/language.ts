import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import type { Language } from '@salonbook/sdk';
import { codeOf, lngOf, type Lng } from './i18n';
import { useSdk } from './sdk';

/**
 * The UI language and its switch: writes the `lang` cookie through the SDK (so Accept-Language follows),
 * changes i18next (which loads the new files first and updates <html lang>) and refetches server data.
 */
export function useLanguage(): { lng: Lng; code: Language; setLanguage: (code: Language) => Promise<void> } {
  const sdk = useSdk();
  const { i18n } = useTranslation();
  const queryClient = useQueryClient();
  const lng = lngOf(codeOf(i18n.resolvedLanguage ?? i18n.language));
  const setLanguage = useCallback(
    async (code: Language) => {
      sdk.language.set(code);
      await i18n.changeLanguage(lngOf(code));
      await queryClient.invalidateQueries();
    },
    [sdk, i18n, queryClient],
  );
  return { lng, code: codeOf(lng), setLanguage };
}
