import { BlockList, isIPv4, type Socket } from 'node:net';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Config, TrustProxy } from '@pokerfest/infra';

type ServerConfig = Pick<Config, 'REQUEST_TIMEOUT_MS' | 'HEADERS_TIMEOUT_MS' | 'KEEP_ALIVE_TIMEOUT_MS' | 'TRUST_PROXY'>;

/**
 * The options of Node's HTTP server that keep a client from holding a connection: a request's
 * headers must arrive within HEADERS_TIMEOUT_MS and the whole request within REQUEST_TIMEOUT_MS
 * (else Fastify's client-error handler answers 408 and closes the socket; a connection that sends
 * nothing at all counts as unfinished headers), and an idle keep-alive connection closes after
 * KEEP_ALIVE_TIMEOUT_MS. Node checks those deadlines every `connectionsCheckingInterval` (30 s by
 * default, longer than the timeouts themselves), so the check runs every tenth of the shorter
 * timeout, at most every second.
 *
 * Fastify copies its own `requestTimeout` and `keepAliveTimeout` onto the server after creating
 * it, so they are given at both levels.
 */
export function serverOptions(config: ServerConfig) {
  const { REQUEST_TIMEOUT_MS: requestTimeout, HEADERS_TIMEOUT_MS: headersTimeout, KEEP_ALIVE_TIMEOUT_MS: keepAliveTimeout } = config;
  return {
    requestTimeout,
    keepAliveTimeout,
    http: { requestTimeout, headersTimeout, keepAliveTimeout, connectionsCheckingInterval: checkingInterval(headersTimeout, requestTimeout) },
    trustProxy: trustProxyOption(config.TRUST_PROXY),
  };
}

export function checkingInterval(headersTimeout: number, requestTimeout: number): number {
  return Math.min(1000, Math.max(25, Math.floor(Math.min(headersTimeout, requestTimeout) / 10)));
}

/**
 * Keeps at most MAX_CONNECTIONS sockets open (Node closes any further one at once), so a flood of
 * connections runs into the cap, not into the open-file limit: the process keeps descriptors to
 * answer with. Without a proxy in front, one client address may hold at most `perAddress` of them,
 * so a single host filling the cap cannot lock every other visitor out (behind a proxy every
 * connection comes from the proxy: limiting per client is then the proxy's job). Refused
 * connections are logged at most every 10 s, with their count.
 */
export function capConnections(app: FastifyInstance, limits: { maxConnections: number; perAddress: number }, log: FastifyBaseLogger): void {
  app.server.maxConnections = limits.maxConnections;
  let dropped = 0;
  let lastReport = 0;
  const refused = (reason: string) => {
    dropped += 1;
    const now = Date.now();
    if (now - lastReport < 10_000) return;
    log.warn({ dropped, ...limits }, `connection refused: ${reason}`);
    dropped = 0;
    lastReport = now;
  };
  app.server.on('drop', () => refused('the connection cap is reached (MAX_CONNECTIONS)'));
  if (limits.perAddress <= 0) return;
  const open = new Map<string, number>();
  app.server.on('connection', (socket: Socket) => {
    const address = socket.remoteAddress ?? '';
    const count = (open.get(address) ?? 0) + 1;
    if (count > limits.perAddress) {
      socket.destroy();
      refused('this address holds too many (MAX_CONNECTIONS_PER_ADDRESS)');
      return;
    }
    open.set(address, count);
    socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left > 0) open.set(address, left);
      else open.delete(address);
    });
  });
}

type TrustFunction = (address: string, hop: number) => boolean;

/** Where a proxy in front of the app may connect from when TRUST_PROXY is a hop count. */
const privateNetworks = new BlockList();
privateNetworks.addSubnet('127.0.0.0', 8, 'ipv4');
privateNetworks.addSubnet('10.0.0.0', 8, 'ipv4');
privateNetworks.addSubnet('172.16.0.0', 12, 'ipv4');
privateNetworks.addSubnet('192.168.0.0', 16, 'ipv4');
privateNetworks.addSubnet('169.254.0.0', 16, 'ipv4');
privateNetworks.addAddress('::1', 'ipv6');
privateNetworks.addSubnet('fc00::', 7, 'ipv6');
privateNetworks.addSubnet('fe80::', 10, 'ipv6');

export function isPrivateAddress(address: string): boolean {
  const mapped = address.toLowerCase().startsWith('::ffff:') ? address.slice(7) : undefined;
  if (mapped && isIPv4(mapped)) return privateNetworks.check(mapped, 'ipv4');
  try {
    return privateNetworks.check(address, isIPv4(address) ? 'ipv4' : 'ipv6');
  } catch {
    return false;
  }
}

/**
 * Fastify's `trustProxy` for TRUST_PROXY. Addresses go to Fastify as they are (proxy-addr:
 * addresses, CIDR ranges, loopback, linklocal, uniquelocal). Fastify ignores a bare hop count,
 * since it cannot tell the proxy from a client that reached the port directly; here a hop count
 * N reads X-Forwarded-For through the N nearest hops only when the connection itself comes from
 * a loopback or private address (where a proxy in front sits), so a client on the internet
 * that reaches the port directly cannot choose its address.
 */
export function trustProxyOption(trust: TrustProxy): false | string[] | TrustFunction {
  if (typeof trust !== 'number') return trust;
  const hops = trust;
  return (address, hop) => hop < hops && (hop > 0 || isPrivateAddress(address));
}
