import fc from 'fast-check';

/** The parts of JSON Schema (as zod and our OpenAPI document write it) the generators read. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  format?: string;
}

// Text that has broken the server before or that databases and parsers treat specially.
const NASTY_TEXT = [
  'a\u0000b',
  '\u0000',
  '\ud800',
  'x\udc00',
  '\udbff\udfff\ud800',
  '\u202eevil',
  'zero\u200bwidth',
  '👩‍👩‍👧',
  '\\',
  '"\'`',
  '<script>alert(1)</script>',
  '%00',
  '../../etc/passwd',
  '\r\n',
  ' ',
  '',
];
const EXTREME_NUMBERS = [
  0,
  -1,
  1.5,
  2 ** 31 - 1,
  2 ** 31,
  2 ** 32,
  2 ** 53,
  -(2 ** 31) - 1,
  1e308,
  -1e308,
  5e-324,
];
const NUMBERISH = [
  'NaN',
  'Infinity',
  '-Infinity',
  '1e308',
  '2147483648',
  '0x10',
  '',
  ' 1',
  '1.0',
  '9'.repeat(30),
  '-0',
];
const PROTO_KEYS = ['__proto__', 'constructor', 'prototype'];
export const EVIL_KEYS = [...PROTO_KEYS, 'a\u0000b', '\ud800', 'extra'];

function deepArray(depth: number): unknown {
  let value: unknown = [];
  for (let i = 0; i < depth; i += 1) value = [value];
  return value;
}

/** Any JSON value that a schema does not expect: wrong types, extremes, pollution, deep nesting. */
export const hostile: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(...NASTY_TEXT),
  fc.constant('x'.repeat(20_000)),
  fc.constantFrom(...EXTREME_NUMBERS),
  fc.constantFrom(...NUMBERISH),
  fc.constantFrom(null, true, false),
  fc.constantFrom([], {}, [1, 'a', null]),
  fc.constant(JSON.parse('{"__proto__":{"polluted":true}}')),
  fc.constant({ constructor: { prototype: { polluted: true } } }),
  fc.constant(deepArray(3000)),
  fc.jsonValue({ maxDepth: 2 }),
);

function isIdName(name: string): boolean {
  return name === 'id' || name === 'before' || /(_id|Id)$/.test(name);
}

function fit(text: string, schema: JsonSchema): string {
  const min = schema.minLength ?? 0;
  const max = Math.min(schema.maxLength ?? 200, 200);
  return text.padEnd(min, 'x').slice(0, Math.max(max, min));
}

function text(schema: JsonSchema): fc.Arbitrary<string> {
  switch (schema.format) {
    case 'email':
      return fc.constantFrom(
        'fuzz@example.com',
        'a\u0000b@example.com',
        '\ud800@example.com',
        'x@y',
        '@',
        'FUZZ@EXAMPLE.COM ',
      );
    case 'date':
      return fc.constantFrom('1990-01-01', '1990-02-30', '0000-00-00', '99999-01-01', '2999-12-31');
    case 'date-time':
      return fc.constantFrom(
        '2026-01-01T00:00:00Z',
        '+275760-09-13T00:00:00.000Z',
        '1970-01-01T00:00:00.000Z',
      );
    default: {
      const plain = fc.string({ maxLength: 30 });
      return fc.oneof(
        { weight: 4, arbitrary: plain.map((s) => fit(`fuzz ${s}`, schema)) },
        {
          weight: 3,
          arbitrary: fc
            .tuple(fc.constantFrom(...NASTY_TEXT), plain)
            .map(([n, s]) => fit(`a${n}${s}`, schema)),
        },
        {
          weight: 1,
          arbitrary: fc.string({ unit: 'binary', maxLength: 20 }).map((s) => fit(s, schema)),
        },
      );
    }
  }
}

function integer(schema: JsonSchema, name: string, ids: number[]): fc.Arbitrary<unknown> {
  if (isIdName(name))
    return fc.oneof(
      { weight: 4, arbitrary: fc.constantFrom(...ids) },
      { weight: 2, arbitrary: fc.constantFrom(...EXTREME_NUMBERS) },
      { weight: 1, arbitrary: fc.constantFrom(...NUMBERISH) },
    );
  const min = Math.max(schema.minimum ?? -1000, -(2 ** 40));
  const max = Math.min(schema.maximum ?? 1000, 2 ** 40);
  return fc.oneof(
    { weight: 4, arbitrary: fc.integer({ min, max }) },
    { weight: 1, arbitrary: fc.constantFrom(...EXTREME_NUMBERS, ...NUMBERISH) },
  );
}

/** A value of the schema's shape (mostly valid, sometimes hostile), so bad parts reach the database. */
export function validish(schema: JsonSchema, name: string, ids: number[]): fc.Arbitrary<unknown> {
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches?.length) return fc.oneof(...branches.map((b) => validish(b, name, ids)));
  if ('const' in schema) return fc.constant(schema.const);
  if (schema.enum?.length) return fc.constantFrom(...schema.enum);
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  const type = types.find((t) => t !== 'null');
  const value = ((): fc.Arbitrary<unknown> => {
    switch (type) {
      case 'string':
        return text(schema);
      case 'integer':
        return integer(schema, name, ids);
      case 'number':
        return fc.oneof(
          integer(schema, name, ids),
          fc.double({ noNaN: true, noDefaultInfinity: true }),
        );
      case 'boolean':
        return fc.boolean();
      case 'array':
        return fc.array(field(schema.items ?? {}, name, ids), { maxLength: 3 });
      case 'object':
        return object(schema, ids);
      default:
        return fc.jsonValue({ maxDepth: 1 });
    }
  })();
  return types.includes('null') ? fc.oneof(value, fc.constant(null)) : value;
}

export function field(schema: JsonSchema, name: string, ids: number[]): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: 5, arbitrary: validish(schema, name, ids) },
    { weight: 1, arbitrary: hostile },
  );
}

function withKey(
  target: Record<string, unknown>,
  key: string,
  value: unknown,
): Record<string, unknown> {
  const copy = { ...target };
  // defineProperty makes even __proto__ an own key, as JSON.parse does on the server.
  Object.defineProperty(copy, key, { value, enumerable: true, writable: true, configurable: true });
  return copy;
}

/** An object of the schema with, sometimes, an extra (polluting) key or a missing required one. */
export function object(schema: JsonSchema, ids: number[]): fc.Arbitrary<Record<string, unknown>> {
  const props = schema.properties ?? {};
  const required = schema.required ?? [];
  const record = fc.record(
    Object.fromEntries(Object.entries(props).map(([k, s]) => [k, field(s, k, ids)])),
    { requiredKeys: required },
  ) as fc.Arbitrary<Record<string, unknown>>;
  const arbs: fc.WeightedArbitrary<Record<string, unknown>>[] = [
    { weight: 6, arbitrary: record },
    {
      weight: 1,
      arbitrary: fc
        .tuple(record, fc.constantFrom(...EVIL_KEYS), hostile)
        .map(([o, k, v]) => withKey(o, k, v)),
    },
  ];
  if (required.length)
    arbs.push({
      weight: 1,
      arbitrary: fc.tuple(record, fc.constantFrom(...required)).map(([o, k]) => {
        const copy = { ...o };
        delete copy[k];
        return copy;
      }),
    });
  return fc.oneof(...arbs);
}
