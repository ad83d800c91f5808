// The caller every per-caller limit counts is the peer address, or the hop a trusted proxy added to X-Forwarded-For;
// never anything the client wrote. Checked as a function (any header, any chain of proxies) and through the Node
// server, whose socket gives the peer.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { callerAddress, normaliseAddress } from './caller';
import { startSandboxServer } from './server';

const ipv4 = fc.tuple(fc.nat(255), fc.nat(255), fc.nat(255), fc.nat(255)).map((parts) => parts.join('.'));

describe('the caller', () => {
  it('is the peer, whatever X-Forwarded-For says, when no proxy is trusted', () => {
    fc.assert(
      fc.property(ipv4, fc.option(fc.string()), (peer, forwarded) => {
        expect(callerAddress(peer, forwarded)).toBe(peer);
        expect(callerAddress(peer, forwarded, [])).toBe(peer);
      }),
      { seed: 20261123 },
    );
  });

  it('behind trusted proxies, is the last hop before them; what the client wrote left of it never counts', () => {
    fc.assert(
      fc.property(
        fc.array(ipv4, { maxLength: 4 }), // what the client wrote itself
        ipv4, // the client's real address, as the first trusted proxy saw it
        fc.uniqueArray(ipv4, { minLength: 1, maxLength: 3 }), // the chain of trusted proxies, the last one the peer
        (written, client, proxies) => {
          fc.pre(!proxies.includes(client));
          const peer = proxies.at(-1)!;
          const forwarded = [...written, client, ...proxies.slice(0, -1)].join(', ');
          expect(callerAddress(peer, forwarded, proxies)).toBe(client);
        },
      ),
      { seed: 20261123 },
    );
  });

  it('a trusted proxy that adds nothing is the caller itself; an untrusted peer is never looked past', () => {
    expect(callerAddress('10.1.1.1', null, ['10.1.1.1'])).toBe('10.1.1.1');
    expect(callerAddress('192.0.2.9', '10.1.1.1, 6.6.6.6', ['10.1.1.1'])).toBe('192.0.2.9');
  });

  it('compares IPv4-mapped IPv6 addresses as their IPv4', () => {
    expect(normaliseAddress('::ffff:127.0.0.1')).toBe('127.0.0.1');
    expect(callerAddress('::FFFF:10.1.1.1', '203.0.113.5', ['10.1.1.1'])).toBe('203.0.113.5');
  });

  it('through the Node server: the socket’s peer, X-Forwarded-For from the client ignored', async () => {
    const server = await startSandboxServer({ now: () => new Date('2026-11-23T10:00:00+05:00') });
    try {
      const signIn = (forwarded: string) =>
        fetch(`${server.url}/auth-app/auth/v1/sign-in`, {
          method: 'POST',
          headers: { api_key: 'k', client_secret: 's', client_id: 'c', 'Content-Type': 'application/json', 'X-Forwarded-For': forwarded },
          body: JSON.stringify({ appVersion: '15.0.0', clientApp: 'WEB', deviceName: 'e2e', deviceOS: 'Linux', phone: 77011234567, password: 'wrong' }),
        });
      for (let i = 0; i < 4; i += 1) expect((await signIn(`10.7.0.${i}`)).status).toBe(401);
      const limited = await signIn('10.7.0.99');
      expect(limited.status).toBe(429);
      expect(limited.headers.get('Retry-After')).toBe('60');
    } finally {
      await server.stop();
    }
  });
});
