// Who is calling, for every limit that counts per caller (wrong passwords, SMS codes, gift-card codes): the address the
// request came from. That is the connection's peer, unless the peer is one of the operator's trusted proxies: then
// the hop those proxies added last to X-Forwarded-For (walking from the right past trusted proxies). Never a value
// the client wrote: everything left of the trusted hops is the client's own text, and a client that is not behind a
// trusted proxy has its X-Forwarded-For ignored altogether.

/** What the transport knows about a request: the socket's peer address (the Node server sets it; tests may). */
export interface Connection {
  remoteAddress?: string;
}

/** The peer of an in-process request that names none (a component test's app, all from one machine). */
export const IN_PROCESS_PEER = '127.0.0.1';

/** An address as compared: trimmed, lower case, an IPv4-mapped IPv6 address (::ffff:10.0.0.1) as its IPv4. */
export function normaliseAddress(address: string): string {
  const value = address.trim().toLowerCase();
  return /^::ffff:(\d{1,3}(\.\d{1,3}){3})$/.exec(value)?.[1] ?? value;
}

/**
 * The caller's address: `peer`, or, while the address at hand is a trusted proxy, the last hop of `forwardedFor`
 * before it. With no trusted proxies (the default) it is always the peer.
 */
export function callerAddress(peer: string, forwardedFor: string | null | undefined, trustedProxies: readonly string[] = []): string {
  const trusted = new Set(trustedProxies.map(normaliseAddress));
  let address = normaliseAddress(peer);
  if (trusted.size === 0 || !forwardedFor) return address;
  const hops = forwardedFor
    .split(',')
    .map(normaliseAddress)
    .filter((hop) => hop !== '');
  while (trusted.has(address) && hops.length > 0) address = hops.pop()!;
  return address;
}
