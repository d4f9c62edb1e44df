import type { FastifySerializerCompiler } from 'fastify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { $ZodType } from 'zod/v4/core';

/**
 * Response serialization without zod's parse on the way out, where it would change nothing.
 * fastify-type-provider-zod's serializer runs `safeEncode` on every answer — a full parse that
 * copies the value, its keys in the schema's order and unknown keys left out — and then
 * `JSON.stringify`s the copy; for an order that is more CPU than the rest of a hold.
 *
 * `compileExactCheck` turns a response schema made only of plain JSON shapes (objects that strip
 * unknown keys, arrays, strings, finite numbers and safe integers, booleans, null, enums and
 * literals, nullable and optional) into a check, allocating nothing, that a value both passes
 * the schema as zod would and already is what zod would make of it: plain objects with only
 * the schema's keys, in the schema's order, and nothing `JSON.stringify` would treat otherwise
 * (no `toJSON`). Such a value's own `JSON.stringify` is zod's answer, byte for byte. Any other
 * value — and any schema with something else (refinements, string formats, transforms,
 * defaults, records, unions, dates…) — goes to zod's serializer as before, so an answer that
 * breaks its contract still fails the same way (`ResponseSerializationError`, a 500).
 */

/** Whether a value is exactly what zod's encode would make of it (see above). */
type Check = (value: unknown) => boolean;

interface ZodDef {
  type: string;
  checks?: { _zod: { def: { check: string; format?: string } } }[];
  coerce?: boolean;
  shape?: Record<string, $ZodType>;
  catchall?: $ZodType;
  element?: $ZodType;
  innerType?: $ZodType;
}

const defOf = (schema: $ZodType) => schema._zod.def as unknown as ZodDef;
/** The values an enum or a literal admits, as zod checks them. */
const valuesOf = (schema: $ZodType) => (schema._zod as { values?: ReadonlySet<unknown> }).values;

const isString: Check = (value) => typeof value === 'string';
const isFiniteNumber: Check = (value) => typeof value === 'number' && Number.isFinite(value);
const isSafeInteger: Check = (value) => Number.isSafeInteger(value);
const isBoolean: Check = (value) => typeof value === 'boolean';
const isNull: Check = (value) => value === null;

/** An object `JSON.stringify` writes key by key, as zod's copy would be written. */
function isPlainRecord(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const prototype = Object.getPrototypeOf(value) as unknown;
  return (
    (prototype === Object.prototype || prototype === null) &&
    (value as { toJSON?: unknown }).toJSON === undefined
  );
}

function checkOneOf(values: ReadonlySet<unknown> | undefined): Check | null {
  if (!values) return null;
  for (const value of values) {
    const finite = typeof value === 'number' && Number.isFinite(value);
    if (typeof value !== 'string' && typeof value !== 'boolean' && value !== null && !finite) {
      return null;
    }
  }
  return (value) => values.has(value);
}

function checkObject(shape: Record<string, $ZodType>): Check | null {
  const keys = Object.keys(shape);
  const checks: Check[] = [];
  const optional: boolean[] = [];
  for (const key of keys) {
    const check = compile(shape[key]!, true);
    if (!check) return null;
    checks.push(check);
    optional.push(defOf(shape[key]!).type === 'optional');
  }
  /** Keys the value leaves out from `from` up to `to`: each must be optional and absent. */
  const absent = (object: Record<string, unknown>, from: number, to: number) => {
    for (let index = from; index < to; index++) {
      if (!optional[index] || object[keys[index]!] !== undefined) return false;
    }
    return true;
  };
  return (value) => {
    if (!isPlainRecord(value)) return false;
    // The value's keys, in its order, must be the schema's, in the schema's order.
    let next = 0;
    for (const key in value) {
      let index = next;
      while (index < keys.length && keys[index] !== key) index++;
      if (index === keys.length || !absent(value, next, index)) return false;
      if (!checks[index]!(value[key])) return false;
      next = index + 1;
    }
    return absent(value, next, keys.length);
  };
}

function checkArray(element: $ZodType): Check | null {
  const check = compile(element, false);
  if (!check) return null;
  return (value) => {
    if (!Array.isArray(value) || (value as { toJSON?: unknown }).toJSON !== undefined) {
      return false;
    }
    for (let index = 0; index < value.length; index++) {
      if (!check(value[index])) return false;
    }
    return true;
  };
}

/** The check of `schema`, or null when it is not plain JSON (see above). */
function compile(schema: $ZodType, asProperty: boolean): Check | null {
  const def = defOf(schema);
  if (def.coerce) return null;
  const checks = def.checks ?? [];
  if (def.type === 'number') {
    if (checks.length === 0) return isFiniteNumber;
    const safeInteger = checks.every(
      (check) => check._zod.def.check === 'number_format' && check._zod.def.format === 'safeint',
    );
    return safeInteger ? isSafeInteger : null;
  }
  if (checks.length > 0) return null;
  switch (def.type) {
    case 'string':
      // A string format (z.uuid(), z.email()…) is a check of its own, kept in `format`.
      return 'format' in def ? null : isString;
    case 'boolean':
      return isBoolean;
    case 'null':
      return isNull;
    case 'enum':
    case 'literal':
      return checkOneOf(valuesOf(schema));
    case 'object':
      // A catchall (strictObject, looseObject, z.object().catchall()) does not strip.
      return def.shape && def.catchall === undefined ? checkObject(def.shape) : null;
    case 'array':
      return def.element ? checkArray(def.element) : null;
    case 'nullable': {
      const inner = def.innerType && compile(def.innerType, asProperty);
      return inner ? (value) => value === null || inner(value) : null;
    }
    case 'optional': {
      // Only an object's property may be left out; elsewhere undefined has no JSON.
      const inner = asProperty && def.innerType && compile(def.innerType, true);
      return inner ? (value) => value === undefined || inner(value) : null;
    }
    default:
      return null;
  }
}

/**
 * Whether a value is exactly what zod's encode makes of it for `schema` (so its own
 * `JSON.stringify` is zod's answer), or null when the schema is not plain JSON.
 */
export function compileExactCheck(schema: $ZodType): Check | null {
  return compile(schema, false);
}

/**
 * The app's serializer compiler: `JSON.stringify` for an answer that is exactly its plain
 * schema's shape, zod's own serializer for every other answer and schema.
 */
export const serializerCompiler: FastifySerializerCompiler<unknown> = (routeSchema) => {
  const zodSerializer = zodSerializerCompiler(
    routeSchema as Parameters<typeof zodSerializerCompiler>[0],
  );
  const exact =
    routeSchema.schema instanceof $ZodType ? compileExactCheck(routeSchema.schema) : null;
  if (!exact) return zodSerializer;
  return (data) => (exact(data) ? JSON.stringify(data) : zodSerializer(data));
};
