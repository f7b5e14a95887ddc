/**
 * proxy-addr 2 (Express's "trust proxy") ships no types and @types/proxy-addr is not installed:
 * the three calls it has, as its README documents them.
 */
declare module 'proxy-addr' {
  import type { IncomingMessage } from 'http';

  /** Whether the address at `hop` (0 = the socket's peer, 1 = the last X-Forwarded-For entry…) is a trusted proxy. */
  type Trust = (address: string, hop: number) => boolean;

  /** The client: X-Forwarded-For walked from the right, stopping at the first address not trusted. */
  function proxyaddr(req: IncomingMessage, trust: Trust | string | string[]): string;
  namespace proxyaddr {
    /** Every address from the socket's peer back to the client. */
    function all(req: IncomingMessage, trust?: Trust | string | string[]): string[];
    /** A trust function for addresses, CIDR ranges and the names loopback, linklocal, uniquelocal; a TypeError for anything else. */
    function compile(trusted: string | string[]): Trust;
  }
  export = proxyaddr;
}
