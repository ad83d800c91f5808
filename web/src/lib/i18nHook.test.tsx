import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import type { i18n as I18n } from 'i18next';
import { createI18n } from './i18n';
import { useTranslation } from 'react-i18next';

/** An instance whose 'late' module arrives only when the test answers its request. */
function instance() {
  const pending: Array<() => void> = [];
  const fetch = (input: RequestInfo | URL) =>
    new Promise<Response>((resolve) => {
      const url = String(input);
      const body = url.includes('/late.json') ? { hello: url.includes('/kk/') ? 'Сәлем' : 'Привет поздно' } : {};
      pending.push(() => resolve(new Response(JSON.stringify(body))));
    });
  const i18n = createI18n({
    lng: 'ru',
    root: null,
    version: 'test',
    fetch: fetch as typeof globalThis.fetch,
    resources: { ru: { common: { hello: 'Привет' }, salon: { hello: 'Салон' } }, en: { common: { hello: 'Hello' }, salon: { hello: 'Salon' } } },
  });
  const answer = async () => {
    await act(async () => {
      pending.splice(0).forEach((done) => done());
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
  };
  return { i18n, answer };
}

function Hello({ ns, suspense = true, seen }: { ns?: string | string[]; suspense?: boolean; seen?: (i18n: I18n, t: unknown) => void }) {
  const { t, i18n, ready } = useTranslation(ns, { useSuspense: suspense });
  seen?.(i18n, t);
  return <p>{ready ? t('hello') : 'not ready'}</p>;
}

describe("react-i18next's useTranslation over the app's i18next instance", () => {
  it("reads the first module's texts, 'common' by default, and reads through to the instance", () => {
    const { i18n } = instance();
    const seen: Array<[I18n, unknown]> = [];
    render(
      <I18nextProvider i18n={i18n}>
        <Hello seen={(...args) => seen.push(args)} />
        <Hello ns={['salon', 'common']} />
        <Hello seen={(...args) => seen.push(args)} />
      </I18nextProvider>,
    );
    expect(screen.getAllByText('Привет')).toHaveLength(2);
    expect(screen.getByText('Салон')).toBeInTheDocument();
    // No copy of the instance per component (react-i18next 16 and 17 copied it on every mount): a view that reads
    // through to the instance.
    expect(seen.every(([i18nSeen]) => i18nSeen.language === 'ru' && i18nSeen.store === i18n.store)).toBe(true);
  });

  it('renders again in the new language when the language changes', async () => {
    const { i18n } = instance();
    render(
      <I18nextProvider i18n={i18n}>
        <Hello />
        <Hello ns="salon" />
      </I18nextProvider>,
    );
    await act(async () => {
      await i18n.changeLanguage('en');
    });
    expect(screen.getByText('Hello')).toBeInTheDocument();
    expect(screen.getByText('Salon')).toBeInTheDocument();
  });

  it('suspends while a module loads, then shows its texts', async () => {
    const { i18n, answer } = instance();
    render(
      <I18nextProvider i18n={i18n}>
        <Suspense fallback={<p>loading</p>}>
          <Hello ns="late" />
        </Suspense>
      </I18nextProvider>,
    );
    expect(screen.getByText('loading')).toBeInTheDocument();
    await answer();
    expect(await screen.findByText('Привет поздно')).toBeInTheDocument();
  });

  it('with useSuspense false answers not ready, loads the module and renders again', async () => {
    const { i18n, answer } = instance();
    render(
      <I18nextProvider i18n={i18n}>
        <Hello ns="late" suspense={false} />
      </I18nextProvider>,
    );
    expect(screen.getByText('not ready')).toBeInTheDocument();
    await answer();
    expect(await screen.findByText('Привет поздно')).toBeInTheDocument();
  });

  it('reports the modules it read, for the server to send their texts with the page', () => {
    const { i18n } = instance();
    render(
      <I18nextProvider i18n={i18n}>
        <Hello ns={['salon', 'common']} />
      </I18nextProvider>,
    );
    expect(i18n.reportNamespaces?.getUsedNamespaces()).toEqual(expect.arrayContaining(['salon', 'common']));
  });
});
