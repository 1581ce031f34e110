/**
 * Look-ups asked during one turn of the event loop, answered by one call of `loadMany`: under a
 * crowd (a thousand members pressing "Buy" at once) a thousand requests need a thousand rows of the
 * same table, and one statement for those that arrived together costs a fraction of one each. A
 * lone request waits only for the end of its turn (`setImmediate`), not for others.
 *
 * `loadMany` answers each key, in order; should it throw, every look-up of that call rejects.
 */
export function coalesce<K, V>(
  loadMany: (keys: K[]) => Promise<V[]>,
  { maxKeys = 500 }: { maxKeys?: number } = {},
): (key: K) => Promise<V> {
  let waiting: Array<{ key: K; resolve: (value: V) => void; reject: (error: unknown) => void }> = [];

  const answer = async (part: typeof waiting) => {
    try {
      const values = await loadMany(part.map((one) => one.key));
      if (values.length !== part.length)
        throw new Error(`${part.length} look-ups got ${values.length} answers`);
      for (const [i, one] of part.entries()) one.resolve(values[i] as V);
    } catch (error) {
      for (const one of part) one.reject(error);
    }
  };

  const flush = () => {
    const batch = waiting;
    waiting = [];
    for (let from = 0; from < batch.length; from += maxKeys) void answer(batch.slice(from, from + maxKeys));
  };

  return (key) =>
    new Promise<V>((resolve, reject) => {
      if (waiting.length === 0) setImmediate(flush);
      waiting.push({ key, resolve, reject });
    });
}

/**
 * `coalesce` once per owner (a database handle): look-ups through one owner are answered together,
 * never mixed with another's. The owners are held weakly.
 */
export function coalescePer<O extends object, K, V>(
  loadMany: (owner: O, keys: K[]) => Promise<V[]>,
): (owner: O, key: K) => Promise<V> {
  const readers = new WeakMap<O, (key: K) => Promise<V>>();
  return (owner, key) => {
    let read = readers.get(owner);
    if (!read) {
      read = coalesce((keys: K[]) => loadMany(owner, keys));
      readers.set(owner, read);
    }
    return read(key);
  };
}
