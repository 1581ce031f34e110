/**
 * The pages' side of a member's offline copies (ADR 043), in Cache Storage, in one cache named after
 * the member (`memberCacheName`): the card and ticket pages write what they show, the public layout
 * deletes every other member's cache (all of them when nobody is signed in), logout and account
 * deletion delete it. The public worker only reads it. A copy that cannot be written is no error:
 * the page has shown what it had to.
 */
import type { OwnCard } from "~/domain/memberships/own.server";
import type { OwnTicket } from "~/domain/tickets/own.server";
import { memberCacheName, memberCaches } from "./cache-rules";
import {
  CARD_COPY_PATH,
  cardCopyOf,
  isCurrent,
  type MemberCopy,
  parseCopy,
  ticketCopyOf,
  ticketCopyPath,
} from "./member-copy";

/** Cache Storage exists only in secure contexts (https, localhost). */
const available = () => typeof caches !== "undefined";

/** Deletes the member caches of everyone but `userId`; of everyone when nobody is signed in. */
export async function keepOnlyCopiesOf(userId: string | null): Promise<void> {
  if (!available()) return;
  try {
    const names = memberCaches(await caches.keys(), userId === null ? undefined : memberCacheName(userId));
    await Promise.all(names.map((name) => caches.delete(name)));
  } catch {
    // Storage refused (private browsing, a browser setting): there is nothing of anyone to delete.
  }
}

/** Logout and account deletion: every copy leaves the device. */
export const clearMemberCopies = () => keepOnlyCopiesOf(null);

/** Writes `copy` at `path` in the member's cache, or deletes what is there when `copy` is null. */
async function keep(userId: string, path: string, copy: MemberCopy | null): Promise<void> {
  if (!available()) return;
  try {
    await keepOnlyCopiesOf(userId);
    const name = memberCacheName(userId);
    if (!copy && !(await caches.has(name))) return;
    const cache = await caches.open(name);
    if (copy)
      await cache.put(
        path,
        new Response(JSON.stringify(copy), { headers: { "Content-Type": "application/json" } }),
      );
    else await cache.delete(path);
    // Tickets of past events and expired cards leave when anything is written.
    const now = new Date();
    for (const request of await cache.keys()) {
      const stored = parseCopy(await (await cache.match(request))?.json().catch(() => null));
      if (!stored || !isCurrent(stored, now)) await cache.delete(request);
    }
  } catch {
    // Quota or storage refused: the page still shows; only the offline copy is missing.
  }
}

/** The card page: its card with the QR is kept; a card without one (expired, voided) is removed. */
export function keepCardCopy(userId: string, card: OwnCard | null): Promise<void> {
  return keep(userId, CARD_COPY_PATH, cardCopyOf(card, new Date()));
}

/** A ticket page: a ticket with its QR is kept; one that no longer opens the door is removed. */
export function keepTicketCopy(userId: string, ticket: OwnTicket): Promise<void> {
  return keep(userId, ticketCopyPath(ticket.id), ticketCopyOf(ticket, new Date()));
}
