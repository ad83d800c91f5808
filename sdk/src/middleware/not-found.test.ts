import { describe, expect, it } from 'vitest';
import { json, testSdk } from '../testing/fake-backend';
import { coveredByNotFoundPolicy } from './not-found';

const missing = () => json({ code: 'NOT_FOUND', message: 'Салон не найден' }, 404);

describe('404 policy', () => {
  it('sends the user to /not-found with the status, and still returns the error', async () => {
    const { sdk, navigations } = testSdk({ 'GET /rest/clients-app/v1/firms/999': missing });
    const { error } = await sdk.api.GET('/rest/clients-app/v1/firms/{firmId}', { params: { path: { firmId: 999 } } });
    expect(error).toMatchObject({ code: 'NOT_FOUND' });
    expect(navigations).toEqual([{ path: '/not-found', state: { status: 404, from: '/salon/101' } }]);
  });

  it('covers any status above 404 too', async () => {
    const { sdk, navigations } = testSdk({ 'GET /rest/clients-app/v1/screen/home': () => json({ code: 'DOWN', message: 'Сервис недоступен' }, 503) });
    await sdk.api.GET('/rest/clients-app/v1/screen/home');
    expect(navigations).toEqual([{ path: '/not-found', state: { status: 503, from: '/salon/101' } }]);
  });

  it('keeps the user on the root path', async () => {
    const { sdk, navigations } = testSdk({ 'GET /rest/clients-app/v1/firms/999': missing }, { currentPath: () => '/' });
    const { error } = await sdk.api.GET('/rest/clients-app/v1/firms/{firmId}', { params: { path: { firmId: 999 } } });
    expect(error).toBeDefined();
    expect(navigations).toEqual([]);
  });

  it('leaves URLs ending in countries or categories alone, and statuses below 404', async () => {
    const { sdk, navigations } = testSdk({
      'GET /rest/common/countries': missing,
      'GET /rest/clients-app/v1/screen/home/categories': missing,
      'POST /auth-app/auth/v1/sign-in': () => json({ code: 'BAD_CREDENTIALS', message: 'Неверный пароль' }, 403),
    });
    await sdk.api.GET('/rest/common/countries');
    await sdk.api.GET('/rest/clients-app/v1/screen/home/categories');
    await sdk.api.POST('/auth-app/auth/v1/sign-in', {
      body: { appVersion: '15.0.0', clientApp: 'WEB', deviceName: 'x', deviceOS: 'y', password: 'p', phone: 77011234567 },
    });
    expect(navigations).toEqual([]);
  });

  it.each([
    ['https://api.salonbook.kz/rest/clients-app/v1/firms/1', true],
    ['https://api.salonbook.kz/rest/common/countries', false],
    ['https://api.salonbook.kz/rest/clients-app/v1/categories', false],
    ['https://api.salonbook.kz/rest/clients-app/v1/categories/5', true],
    ['https://api.salonbook.kz/auth-app/auth/v1/sign-in', false],
  ])('covers %s: %s', (url, covered) => {
    expect(coveredByNotFoundPolicy(url)).toBe(covered);
  });
});
