// Objects indexed by keys that people choose (parameter names, placeholder keys, field paths) must
// never answer from Object.prototype: `memory['constructor']` is a function and `x['__proto__'] = v`
// replaces the prototype. Read through `ownValue`, build through Maps or `Object.fromEntries` (which
// defines own properties, `__proto__` included).

/** `record[key]` when it is the record's own property, else undefined. */
export function ownValue<T>(record: Readonly<Record<string, T>>, key: string): T | undefined {
  return Object.hasOwn(record, key) ? record[key] : undefined;
}
