// Turns a contract example into Pact matchers: the pact then says "a value of this type (or this
// format)" instead of "exactly this value", so a provider with other salons still satisfies it.
import { MatchersV3 } from '@pact-foundation/pact';

const { atLeastLike, boolean, eachLike, integer, like, number, regex } = MatchersV3;

/** Keys whose numbers are integers whatever the provider: identifiers, counts, paging. Other numbers (prices, ratings) may be fractional. */
const INTEGER_KEY = /(^id$|Id$|Ids$|Count$|^count$|^(offset|limit|total|days|peopleCount)$|Minutes$)/;

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

export const ISO_DATE_TIME = '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}(:\\d{2}(\\.\\d+)?)?(Z|[+-]\\d{2}:\\d{2})$';
export const ISO_DATE = '^\\d{4}-\\d{2}-\\d{2}$';

const kind = (value: Json | undefined) => (value === undefined ? 'absent' : value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value);
const isObject = (value: Json): value is { [key: string]: Json } => kind(value) === 'object';

/**
 * Matchers for the values an example holds at one position. Several values occur there when the
 * position is inside an array: then an object keeps only the keys that every element has with the
 * same kind of value (optional keys are not demanded of every element), and an array that is empty
 * somewhere may be empty (`atLeastLike(…, 0)`); otherwise arrays hold at least one element.
 */
function shapeAll(values: Json[], key = ''): unknown {
  const [first] = values;
  if (first === undefined || first === null) return null;
  if (typeof first === 'boolean') return boolean(first);
  if (typeof first === 'number') return INTEGER_KEY.test(key) && values.every((v) => Number.isInteger(v)) ? integer(first) : number(first);
  if (typeof first === 'string') {
    if (values.every((v) => new RegExp(ISO_DATE_TIME).test(String(v)))) return regex(ISO_DATE_TIME, first);
    if (values.every((v) => new RegExp(ISO_DATE).test(String(v)))) return regex(ISO_DATE, first);
    return like(first);
  }
  if (Array.isArray(first)) {
    const arrays = values as Json[][];
    const elements = arrays.flat();
    if (elements.length === 0) return [];
    const element = shapeAll(elements, key);
    return arrays.some((a) => a.length === 0) ? atLeastLike(element, 0, 1) : eachLike(element, 1);
  }
  const objects = values.filter(isObject);
  const shaped: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(first)) {
    const all = objects.map((o) => o[name]);
    if (all.some((v) => kind(v) !== kind(value))) continue;
    shaped[name] = shapeAll(all as Json[], name);
  }
  return shaped;
}

/** Pact matchers shaped from an example: types for values that vary, formats for dates. */
export const shape = (value: Json, key = ''): unknown => shapeAll([value], key);

export type { Json };
