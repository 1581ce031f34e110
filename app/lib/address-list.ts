import { BlockList, isIP } from "node:net";

/** "127.0.0.1, 10.0.0.0/8, ::1" as a BlockList; undefined when empty; throws on an entry that is neither. */
export function parseAddressList(value: string | undefined): BlockList | undefined {
  const entries = (value ?? "")
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (entries.length === 0) return undefined;
  const list = new BlockList();
  for (const entry of entries) {
    const [address = "", prefix] = entry.split("/");
    const family = isIP(address);
    if (family === 0) throw new Error(`"${entry}" is not an IP address or range`);
    const type = family === 6 ? "ipv6" : "ipv4";
    if (prefix === undefined) {
      list.addAddress(address, type);
      continue;
    }
    const bits = Number(prefix);
    if (!Number.isInteger(bits) || bits < 0 || bits > (family === 6 ? 128 : 32)) {
      throw new Error(`"${entry}" has an invalid prefix length`);
    }
    list.addSubnet(address, bits, type);
  }
  return list;
}
