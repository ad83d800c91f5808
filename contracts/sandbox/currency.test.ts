// Each salon in its country's currency: Kazakhstan's in tenge, Moscow's in rubles; gift cards and the client config
// in the client's country's (the country_code header, Kazakhstan without one).
import { describe, expect, it } from 'vitest';
import { createSandbox } from './index';

const NOW = new Date('2026-11-23T10:00:00+05:00');
const KEYS = { api_key: 'k', client_secret: 's', client_id: 'WEB' };

function sandboxCall(sandbox: ReturnType<typeof createSandbox>) {
  const { accessToken } = sandbox.signIn();
  return async <T = Record<string, unknown>>(path: string, headers: Record<string, string> = {}, body?: unknown) => {
    const response = await sandbox.fetch(
      new Request(`http://sandbox.test/rest/clients-app${path}`, {
        method: body === undefined ? 'GET' : 'POST',
        headers: { ...KEYS, Authorization: `Bearer ${accessToken}`, 'Content-Type': 'application/json', ...headers },
        body: body === undefined ? undefined : JSON.stringify(body),
      }),
    );
    return { status: response.status, body: (await response.json()) as T };
  };
}

type Firm = { id: number; currency: string; priceFrom: number };

describe('currencies', () => {
  it("Aqtau's salons price in tenge, Moscow's in rubles: cards, services, times and the preview", async () => {
    const sandbox = createSandbox({ now: () => NOW });
    const call = sandboxCall(sandbox);
    const aqtau = await call<{ items: Firm[] }>('/v1/firms/search');
    expect(aqtau.body.items.length).toBeGreaterThan(0);
    expect(new Set(aqtau.body.items.map((f) => f.currency))).toEqual(new Set(['KZT']));
    const moscow = await call<{ items: (Firm & { name: string })[] }>('/v1/firms/search', { city_id: '4', country_code: 'RU' });
    expect(moscow.body.items.map((f) => f.name).sort()).toEqual(['Барбершоп «Бородач»', 'Салон красоты «Берёзка»', 'Студия «Ресницы и брови»']);
    expect(new Set(moscow.body.items.map((f) => f.currency))).toEqual(new Set(['RUB']));

    const services = sandbox.state.services.filter((s) => s.firmId === 115);
    expect(services.every((s) => s.currency === 'RUB' && s.price < 10_000)).toBe(true);
    const master = sandbox.state.masters.find((m) => m.firmId === 115 && m.serviceIds.includes(services[0]!.id))!;
    const times = await call<{ currency: string; days: { slots: { startTime: string; currency: string }[] }[] }>(
      `/v1/reservations/reservation-times?firmId=115&serviceIds=${services[0]!.id}&masterId=${master.id}&days=7`,
    );
    expect(times.status).toBe(200);
    expect(times.body.currency).toBe('RUB');
    const slot = times.body.days.flatMap((d) => d.slots)[0]!;
    expect(slot.currency).toBe('RUB');
    const preview = await call<{ currency: string; totalPrice: number }>(
      '/v1/reservations/preview',
      {},
      {
        firmId: 115,
        services: [{ serviceId: services[0]!.id, masterId: master.id }],
        startTime: slot.startTime,
        peopleCount: 1,
        clientName: 'Анна',
        clientPhone: '+79161234567',
      },
    );
    expect(preview.status).toBe(200);
    expect(preview.body).toMatchObject({ currency: 'RUB', totalPrice: services[0]!.price });
  });

  it("gift cards, the client config and the price filters follow the client's country", async () => {
    const sandbox = createSandbox({ now: () => NOW });
    const call = sandboxCall(sandbox);
    expect((await call<{ currency: string }>('/v2/gift-cards/configs')).body.currency).toBe('KZT');
    const ru = await call<{ currency: string; minAmount: number }>('/v2/gift-cards/configs', { country_code: 'RU' });
    expect(ru.body).toMatchObject({ currency: 'RUB', minAmount: 500 });
    const created = await call<{ currency: string }>('/v2/gift-cards', { country_code: 'RU' }, { amount: 2000, designId: 1, recipientName: 'Анна' });
    expect(created.status).toBe(201);
    expect(created.body.currency).toBe('RUB');
    expect((await call<{ currency: string }>('/v2/configs')).body.currency).toBe('KZT');
    expect((await call<{ currency: string }>('/v2/configs', { country_code: 'RU' })).body.currency).toBe('RUB');
    const titles = async (headers: Record<string, string>) =>
      (await call<{ key: string; options: { title: string }[] }[]>('/v1/firms/search/filterOptions', headers)).body
        .find((g) => g.key === 'price')!
        .options.map((o) => o.title);
    expect((await titles({})).join(' ')).toMatch(/₸.*₸/);
    expect((await titles({ city_id: '4' })).join(' ')).toMatch(/₽.*₽/);
  });

  it("the certificates on sale everywhere are the client's city's: Aqtau's in tenge, Moscow's in rubles", async () => {
    const call = sandboxCall(createSandbox({ now: () => NOW }));
    for (const product of ['gift', 'subscription']) {
      const aqtau = await call<{ currency: string; firmId: number }[]>(`/v2/${product}-certificates`);
      expect(new Set(aqtau.body.map((x) => x.currency))).toEqual(new Set(['KZT']));
      const moscow = await call<{ currency: string }[]>(`/v2/${product}-certificates`, { city_id: '4', country_code: 'RU' });
      expect(moscow.body.every((x) => x.currency === 'RUB')).toBe(true);
    }
    const aqtauGift = await call<unknown[]>('/v2/gift-certificates');
    expect(aqtauGift.body.length).toBeGreaterThan(0);
    // One salon's own list stays whole, wherever the client is.
    const moscowSalon = await call<{ currency: string }[]>('/v2/gift-certificates?firmId=115');
    expect(moscowSalon.status).toBe(200);
  });
});
