// The sandbox takes a phone of any country in E.164 when it is a mobile number valid for its country, and answers
// 422 for anything else: what the contract's phone pattern allows and a real backend checks.
import { describe, expect, it } from 'vitest';
import { createSandbox } from './index';

const NOW = new Date('2026-11-23T10:00:00+05:00');
const KEYS = { api_key: 'k', client_secret: 's', client_id: 'WEB', Accept: 'application/json' };

function open() {
  const sandbox = createSandbox({ now: () => NOW });
  const post = (path: string, body: unknown) =>
    sandbox.fetch(
      new Request(`http://sandbox.test${path}`, { method: 'POST', headers: { ...KEYS, 'Content-Type': 'application/json' }, body: JSON.stringify(body) }),
    );
  const freeTimes = async () => {
    const times = (await (
      await sandbox.fetch(
        new Request('http://sandbox.test/rest/clients-app/v1/reservations/available-times?firmId=103&serviceIds=313&date=2026-11-25', { headers: KEYS }),
      )
    ).json()) as {
      days: { slots: { startTime: string; available: boolean }[] }[];
    };
    return times.days[0]!.slots.filter((s) => s.available).map((s) => s.startTime);
  };
  return { post, freeTimes };
}

describe('phones of every country', () => {
  it.each([
    ['a Kazakh mobile', '+77050001122'],
    ['a Russian mobile', '+79161234567'],
    ['an Uzbek mobile', '+998901234567'],
    ['a Kyrgyz mobile', '+996700123456'],
    ['a Belarusian mobile', '+375291234567'],
  ])('%s (%s) gets an SMS code and books', async (_, phone) => {
    const { post, freeTimes } = open();
    expect((await post('/rest/clients-app/v1/reservations/sms-code', { phone, firmId: 103 })).status).toBeLessThan(300);
    const [startTime] = await freeTimes();
    const created = await post('/rest/clients-app/v2/reservations/create', {
      firmId: 103,
      services: [{ serviceId: 313 }],
      startTime,
      clientName: 'Ерлан',
      clientPhone: phone,
      smsCode: '4821',
    });
    expect(created.status).toBe(201);
    expect(((await created.json()) as { clientPhone: string }).clientPhone).toBe(phone);
  });

  it.each([
    ['a +7 number that is no mobile', '+76011234567'],
    ['an Uzbek landline', '+998712345678'],
    ['a number too short for its country', '+7701123456'],
    ['an unknown country code', '+9991234567'],
    ['a number without +', '77011234567'],
  ])('%s (%s) is refused with 422', async (_, phone) => {
    const { post, freeTimes } = open();
    expect((await post('/rest/clients-app/v1/reservations/sms-code', { phone, firmId: 103 })).status).toBe(422);
    const [startTime] = await freeTimes();
    const created = await post('/rest/clients-app/v2/reservations/create', {
      firmId: 103,
      services: [{ serviceId: 313 }],
      startTime,
      clientName: 'Ерлан',
      clientPhone: phone,
      smsCode: '4821',
    });
    expect(created.status).toBe(422);
  });
});
