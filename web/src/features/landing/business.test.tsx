// The salon owners' landing (/business/connect) against the in-process sandbox: the tariffs with their grid's
// version, the subscription prices, the request form (checks, the phone as in booking, the confirmation), the
// loading and failure states, English, and the footer's link to it.
import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createSandbox } from '@salonbook/contracts/sandbox';
import { renderApp, type ApiHandler } from '../../test/app';

vi.setConfig({ testTimeout: 30_000 });

const user = () => userEvent.setup();

function open(
  path: string,
  { override, cookies }: { override?: (request: Request) => Response | Promise<Response> | undefined; cookies?: Record<string, string> } = {},
) {
  const sandbox = createSandbox();
  const sent: Request[] = [];
  const api: ApiHandler = (request) => {
    if (request.method === 'POST') sent.push(request.clone());
    return override?.(request) ?? sandbox.fetch(request);
  };
  return { ...renderApp(path, { api, ...(cookies ? { cookies } : {}) }), sandbox, sent };
}

describe('/business/connect', () => {
  it('loading, then the tariffs (the grid version, the popular one, masters, features) and the subscription prices', async () => {
    const app = open('/business/connect');
    expect(await screen.findByRole('heading', { level: 1, name: 'Salonbook для салонов' })).toBeInTheDocument();
    expect(screen.getByText('Загружаем тарифы…')).toBeInTheDocument();
    expect(await screen.findByText('Тарифная сетка 2026-09')).toBeInTheDocument();
    const standard = screen.getByRole('listitem', { name: 'Стандарт' });
    expect(within(standard).getByText('Популярный')).toBeInTheDocument();
    expect(within(standard).getByText(/9\s900\s₸ в месяц/)).toBeInTheDocument();
    expect(within(standard).getByText('До 10 мастеров')).toBeInTheDocument();
    expect(within(standard).getByText('Предоплата картой')).toBeInTheDocument();
    expect(screen.getByRole('listitem', { name: 'Про' })).toHaveTextContent(/99\s000\s₸ в год/);
    const prices = await screen.findByRole('table');
    expect(within(prices).getByText('12 месяцев')).toBeInTheDocument();
    expect(within(prices).getByText(/−20%/)).toBeInTheDocument();
    const tariffCall = app.apiCalls.find((r) => r.url.includes('/rest/common/tariffs'))!;
    expect(new URL(tariffCall.url).searchParams.get('country')).toBe('KZ');
  });

  it('the request: checked, the phone formatted as typed, sent with the contract fields, then a clear confirmation', async () => {
    const app = open('/business/connect');
    const send = await screen.findByRole('button', { name: 'Отправить заявку' });
    await user().click(send);
    expect(await screen.findByText('Укажите имя.')).toBeInTheDocument();
    expect(screen.getByText('Введите номер телефона')).toBeInTheDocument();
    expect(screen.getByText('Укажите название салона.')).toBeInTheDocument();
    await user().type(screen.getByLabelText('Ваше имя'), 'Гульнара');
    await user().type(screen.getByLabelText('Телефон'), '87471112233');
    expect(screen.getByLabelText('Телефон')).toHaveValue('+7 747 111 22 33');
    await user().clear(screen.getByLabelText('Город'));
    await user().type(screen.getByLabelText('Город'), 'Актау');
    await user().type(screen.getByLabelText('Название салона'), 'Лотос');
    await user().type(screen.getByLabelText('Комментарий'), '4 мастера');
    await user().click(send);
    expect(await screen.findByText(/Заявка № \d+ принята/)).toBeInTheDocument();
    expect(screen.getByText('Спасибо! Мы перезвоним в течение рабочего дня.')).toBeInTheDocument();
    const body = (await app.sent.find((r) => r.url.includes('/landing/request'))!.json()) as Record<string, string>;
    expect(body).toEqual({ name: 'Гульнара', phone: '+77471112233', city: 'Актау', salonName: 'Лотос', comment: '4 мастера' });
    expect(app.sandbox.state.landingRequests).toHaveLength(1);
  });

  it('tariffs that fail to load say so and load on Retry; a failed request says so and keeps the form', async () => {
    let fail = true;
    open('/business/connect', {
      override: (r) =>
        fail && (r.url.includes('/rest/common/tariffs') || r.url.includes('/landing/request')) ? Promise.reject(new TypeError('Failed to fetch')) : undefined,
    });
    expect(await screen.findByText('Не удалось загрузить тарифы.')).toBeInTheDocument();
    await user().type(screen.getByLabelText('Ваше имя'), 'Гульнара');
    await user().type(screen.getByLabelText('Телефон'), '7471112233');
    await user().type(screen.getByLabelText('Город'), 'Актау');
    await user().type(screen.getByLabelText('Название салона'), 'Лотос');
    await user().click(screen.getByRole('button', { name: 'Отправить заявку' }));
    expect(await screen.findByText('Не удалось отправить заявку. Попробуйте ещё раз.')).toBeInTheDocument();
    expect(screen.getByLabelText('Ваше имя')).toHaveValue('Гульнара');
    fail = false;
    await user().click(screen.getByRole('button', { name: /Повторить|Попробовать/ }));
    expect(await screen.findByText('Тарифная сетка 2026-09')).toBeInTheDocument();
  });

  it('in English; the footer links here', async () => {
    const app = open('/', { cookies: { lang: 'EN' } });
    const footer = await screen.findByRole('contentinfo');
    await user().click(within(footer).getByRole('link', { name: 'Salon owners: join Salonbook' }));
    expect(app.router.state.location.pathname).toBe('/business/connect');
    expect(await screen.findByRole('heading', { level: 1, name: 'Salonbook for salons' })).toBeInTheDocument();
    expect(await screen.findByText('Price list 2026-09')).toBeInTheDocument();
  });
});
