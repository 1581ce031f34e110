/**
 * What both ticket benchmarks share (bench/tickets.ts, bench/sales-burst.ts): the rows they start
 * from, a night on sale and the members who want it, and how their latencies are summed up.
 */
import type { Db } from "../app/db/client.server";
import { buildUser } from "../app/db/demo/accounts";
import { buildMembership } from "../app/db/demo/memberships";
import * as schema from "../app/db/schema";

export { insertNight } from "../tests/setup/night";

/** `count` members (buyer0@bench.test, …), each with a valid card, 500 rows at a time; their ids. */
export async function insertMembers(db: Db, count: number): Promise<string[]> {
  const ids: string[] = [];
  for (let from = 0; from < count; from += 500) {
    const users = await db
      .insert(schema.users)
      .values(
        Array.from({ length: Math.min(500, count - from) }, (_, i) =>
          buildUser({ email: `buyer${from + i}@bench.test` }, { seed: from + i + 1 }),
        ),
      )
      .returning({ id: schema.users.id });
    await db
      .insert(schema.memberships)
      .values(users.map((user, i) => buildMembership("valid", { userId: user.id }, { seed: from + i + 1 })));
    ids.push(...users.map((user) => user.id));
  }
  return ids;
}

/** The `p`th percentile of latencies sorted in ascending order (0 when there are none). */
export function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}
