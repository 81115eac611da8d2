import net from 'node:net';

/** True for an IPv4 or IPv6 address, or such an address with a CIDR prefix length. */
function isAddressOrRange(entry: string): boolean {
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = net.isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d+$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

/** A comma-separated list of addresses and CIDR ranges, or `none`; null when an entry is
 * neither. (An empty setting means "not set" to the configuration loader, so "none" is a
 * word.) */
export function parseAddressList(value: string): string[] | null {
  if (value.trim() === 'none') return [];
  const entries = value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  return entries.every(isAddressOrRange) ? entries : null;
}

/** The list as a BlockList, which also matches an IPv4 address written IPv6-mapped
 * (`::ffff:10.0.0.7`, how a dual-stack socket reports it) against IPv4 entries. */
export function addressListMatcher(entries: readonly string[]): (address: string) => boolean {
  const list = new net.BlockList();
  for (const entry of entries) {
    const [address = '', prefix] = entry.split('/');
    const type = net.isIPv6(address) ? 'ipv6' : 'ipv4';
    if (prefix === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(prefix), type);
  }
  return (address) => list.check(address, net.isIPv6(address) ? 'ipv6' : 'ipv4');
}
