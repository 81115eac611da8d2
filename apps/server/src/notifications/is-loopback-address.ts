import net from 'node:net';

const loopback = new net.BlockList();
loopback.addSubnet('127.0.0.0', 8, 'ipv4');
loopback.addAddress('::1', 'ipv6');

/** True for an address on this machine only: 127.0.0.0/8, ::1, or IPv4 loopback written as an
 * IPv6-mapped address (how a dual-stack socket reports 127.0.0.1; a BlockList checks such an
 * address against its IPv4 rules). A string that is no address of the family checked is not in
 * the list. */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (address === undefined) return false;
  return loopback.check(address, net.isIPv6(address) ? 'ipv6' : 'ipv4');
}
