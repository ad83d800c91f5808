import { describe, expect, it } from 'vitest';
import { accountPaths, parseLoginMode, safeReturnTo } from './returnTo';

describe('safeReturnTo', () => {
  it.each([
    ['/salon/101', '/salon/101'],
    ['/search/firms?query=a#list', '/search/firms?query=a#list'],
    ['/my/cards', '/my/cards'],
  ])('keeps a path of the app: %s', (raw, expected) => expect(safeReturnTo(raw)).toBe(expected));

  it.each([null, '', 'https://evil.example/x', '//evil.example/x', '/\\evil.example', 'javascript:alert(1)', 'salon/101', '/my/login?returnTo=/x', '/\tx'])(
    'never leaves the app nor loops on sign-in: %s',
    (raw) => expect(safeReturnTo(raw)).toBe('/'),
  );

  it.each([
    '/.//evil.example/x',
    '/./evil.example',
    '/a/..//evil.example',
    '/salon/../../evil',
    '/%2e//evil.example',
    '/%2E%2E//evil.example',
    '/%2f%2fevil.example',
    '/%2F/evil.example',
    '/%5cevil.example',
    '/%5C%5Cevil.example',
    '/\\evil.example',
    '\\\\evil.example',
    '/\\/evil.example',
    ' //evil.example',
    '/%09/evil.example',
    '/%0a/evil.example',
    '/x%00',
    '/\u0000//evil.example',
    '/%E0%A4%A',
    'http:/evil.example',
    '/my/LOGIN',
    '/my/login/',
    '/my/login#x',
  ])('refuses a doubtful path once normalised or decoded: %s', (raw) => expect(safeReturnTo(raw)).toBe('/'));

  it.each([
    ['/salon/%D0%B6%D0%B0%D1%81%D0%BC%D0%B8%D0%BD', '/salon/%D0%B6%D0%B0%D1%81%D0%BC%D0%B8%D0%BD'],
    ['/search/firms?query=%D0%B0+b&sort=RATING', '/search/firms?query=%D0%B0+b&sort=RATING'],
    ['/my/reservation/90211/success', '/my/reservation/90211/success'],
    ['/salon/reservations/90211/prepayment?token=t.k', '/salon/reservations/90211/prepayment?token=t.k'],
  ])('keeps an ordinary path with encoded letters or a query: %s', (raw, expected) => expect(safeReturnTo(raw)).toBe(expected));

  it('the sign-in URL carries the way back and the mode', () => {
    expect(accountPaths.login('/salon/101')).toBe('/my/login?returnTo=%2Fsalon%2F101');
    expect(accountPaths.login('/', 'sms')).toBe('/my/login?mode=sms');
    expect(accountPaths.login('//evil.example')).toBe('/my/login');
    expect(parseLoginMode('reset')).toBe('reset');
    expect(parseLoginMode('admin')).toBe('password');
  });
});
