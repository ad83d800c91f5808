// The check of the web app's own traffic (web/e2e/traffic.ts) fails on each kind of fault it is there for.
import { describe, expect, it } from 'vitest';
import { checkExchanges, type Exchange } from '../web/e2e/traffic';

const headers = { accept: 'application/json', api_key: 'dev-api-key', client_secret: 'dev-client-secret', client_id: 'WEB', api_version: '2' };
const firm = {
  id: 101,
  name: 'Салон красоты «Жасмин»',
  address: 'Актау, 14-й мкр, 45',
  location: { lat: 43.6532, lng: 51.1605 },
  rating: 4.8,
  reviewCount: 128,
  photoUrl: '/pictures/firms/101/cover.webp',
  categories: ['Волосы'],
  priceFrom: 6000,
  currency: 'KZT',
  isFavorite: false,
};
const reviews: Exchange = {
  test: 'salon › reviews',
  method: 'GET',
  path: '/rest/clients-app/v1/firms/101/reviews',
  query: 'offset=0&limit=20',
  headers,
  status: 200,
  responseType: 'application/json',
  responseBody: { items: [], offset: 0, limit: 20, total: 0 },
};
const signIn: Exchange = {
  test: 'account › sign in',
  method: 'POST',
  path: '/auth-app/auth/v1/sign-in',
  query: '',
  headers: { ...headers, 'content-type': 'application/json' },
  body: { appVersion: '15.0.0', clientApp: 'WEB', deviceName: 'Chrome', deviceOS: 'Linux', phone: 77011234567, password: 'Qwerty123' },
  status: 401,
  responseType: 'application/json',
  responseBody: { code: 'WRONG_PASSWORD', message: 'Неверный телефон или пароль' },
};

describe("the web app's traffic against the contract", () => {
  it('passes exchanges the contract declares', async () => {
    expect(await checkExchanges([reviews, signIn])).toEqual([]);
  });

  it('fails a path with a typo, naming the request and its test', async () => {
    const problems = await checkExchanges([{ ...reviews, path: '/rest/clients-app/v1/firms/101/reveiws' }]);
    expect(problems.join('\n')).toMatch(/GET \/rest\/clients-app\/v1\/firms\/101\/reveiws.*in salon › reviews.*the contract has no GET/);
  });

  it('fails a query parameter of the wrong type and an unknown one', async () => {
    expect((await checkExchanges([{ ...reviews, query: 'offset=zero&limit=20' }])).join('\n')).toContain('request.query.incompatible');
    expect((await checkExchanges([{ ...reviews, query: 'offset=0&limit=20&pageSize=5' }])).join('\n')).toContain('request.query.unknown');
  });

  it('fails a misspelled optional body field, also in a request that was answered with an error', async () => {
    const body = { ...(signIn.body as object), devceOS: 'Linux' };
    const accepted = { ...signIn, body, status: 200, responseBody: { accessToken: 'a', refreshToken: 'r', expiresIn: 3600, user: { id: 1, name: 'Алия' } } };
    expect((await checkExchanges([accepted])).join('\n')).toMatch(/request\.body\.incompatible.*additional properties - devceOS/);
    expect((await checkExchanges([{ ...signIn, body }])).join('\n')).toMatch(/request\.body\.incompatible.*additional properties - devceOS/);
  });

  it('fails a response field the app reads when the contract gives it another type', async () => {
    const exchange: Exchange = { ...reviews, path: '/rest/clients-app/v1/firms/101', query: '', responseBody: { ...firm, rating: '4,8' } };
    expect((await checkExchanges([exchange])).join('\n')).toContain('response.body.incompatible');
  });

  it('fails a status the contract does not declare', async () => {
    expect((await checkExchanges([{ ...reviews, status: 418 }])).join('\n')).toMatch(/response\.status/);
  });
});
