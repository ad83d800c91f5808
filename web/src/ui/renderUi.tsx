// Test helper for shared UI: renders an element with the real translation files, a router and Suspense.
import { Suspense, type ReactElement } from 'react';
import { render } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { createI18n } from '../lib/i18n';
import { localeFetch } from '../test/app';

export function renderUi(element: ReactElement, lng: 'ru' | 'kk' | 'en' = 'ru') {
  const i18n = createI18n({ lng, version: 't', fetch: localeFetch().fetch });
  return render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter>
        <Suspense fallback={<p>…</p>}>{element}</Suspense>
      </MemoryRouter>
    </I18nextProvider>,
  );
}
