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

  it('the sign-in URL carries the way back and the mode', () => {
    expect(accountPaths.login('/salon/101')).toBe('/my/login?returnTo=%2Fsalon%2F101');
    expect(accountPaths.login('/', 'sms')).toBe('/my/login?mode=sms');
    expect(accountPaths.login('//evil.example')).toBe('/my/login');
    expect(parseLoginMode('reset')).toBe('reset');
    expect(parseLoginMode('admin')).toBe('password');
  });
});
