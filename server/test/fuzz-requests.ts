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

export interface FuzzRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
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
const EVIL_KEYS = [...PROTO_KEYS, 'a\u0000b', '\ud800', 'extra'];

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

/** Percent-encodes text, lone surrogates included (as the invalid UTF-8 bytes a client could send). */
export function encodePart(value: string): string {
  return [...value]
    .map((ch) => {
      try {
        return encodeURIComponent(ch);
      } catch {
        return '%ED%A0%80';
      }
    })
    .join('');
}

const RAW_PATH_SEGMENTS = ['%', '%zz', '%00', '..', '%2e%2e', '1;2', 'abc', '1%20'];

/** A path parameter: a value of its schema or hostile, as a URL segment (sometimes raw and broken). */
export function pathSegment(schema: JsonSchema, name: string, ids: number[]): fc.Arbitrary<string> {
  return fc.oneof(
    {
      weight: 8,
      arbitrary: field(schema, name, ids).map((v) =>
        encodePart(typeof v === 'string' ? v : (JSON.stringify(v) ?? '')),
      ),
    },
    { weight: 1, arbitrary: fc.constantFrom(...RAW_PATH_SEGMENTS) },
  );
}

export function queryString(entries: [string, unknown][]): string {
  const parts: string[] = [];
  for (const [key, value] of entries) {
    if (value === undefined) continue;
    for (const v of Array.isArray(value) && value.length < 5 ? value : [value]) {
      const s = typeof v === 'string' ? v : (JSON.stringify(v) ?? '');
      parts.push(`${encodePart(key)}=${encodePart(s)}`);
    }
  }
  return parts.length ? `?${parts.join('&')}` : '';
}

const MALFORMED_JSON = [
  '{"a":',
  '{',
  '',
  'null',
  '[]',
  '"x"',
  '1',
  '{"a":1}}',
  '\u0000',
  '{"a":"\\ud800"',
  "{'a':1}",
];
const WRONG_TYPES = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'application/xml',
  'multipart/form-data; boundary=zz',
  'application/json; charset=utf-16',
  'application/octet-stream',
];

/** A request body: mostly JSON of the generated value, else malformed JSON, a wrong type or a hostile top level. */
export function body(
  value: fc.Arbitrary<unknown>,
): fc.Arbitrary<{ type: string; payload: string }> {
  return fc.oneof(
    {
      weight: 10,
      arbitrary: value.map((v) => ({ type: 'application/json', payload: JSON.stringify(v) ?? '' })),
    },
    {
      weight: 1,
      arbitrary: fc
        .constantFrom(...MALFORMED_JSON)
        .map((p) => ({ type: 'application/json', payload: p })),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(fc.constantFrom(...WRONG_TYPES), value)
        .map(([type, v]) => ({ type, payload: JSON.stringify(v) ?? 'x' })),
    },
    {
      weight: 1,
      arbitrary: hostile.map((v) => ({
        type: 'application/json',
        payload: JSON.stringify(v) ?? '',
      })),
    },
  );
}

interface Parameter {
  name: string;
  in: 'path' | 'query';
  required?: boolean;
  schema?: JsonSchema;
}

export interface RestOperation {
  method: string;
  path: string;
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

/** Requests for one operation of the OpenAPI document (auth headers are added by the caller). */
export function restRequest(op: RestOperation, ids: number[]): fc.Arbitrary<FuzzRequest> {
  const params = op.parameters ?? [];
  const pathParams = params.filter((p) => p.in === 'path');
  const queryParams = params.filter((p) => p.in === 'query');
  const segments = fc.tuple(...pathParams.map((p) => pathSegment(p.schema ?? {}, p.name, ids)));
  const query = object(
    {
      properties: Object.fromEntries(queryParams.map((p) => [p.name, p.schema ?? {}])),
      required: queryParams.filter((p) => p.required).map((p) => p.name),
    },
    ids,
  );
  const jsonSchema = op.requestBody?.content?.['application/json']?.schema;
  const multipart = op.requestBody?.content?.['multipart/form-data'];
  const payload: fc.Arbitrary<{ type: string; payload: string | Buffer } | undefined> = multipart
    ? fc.oneof({ weight: 5, arbitrary: multipartBody() }, { weight: 1, arbitrary: body(hostile) })
    : jsonSchema
      ? body(object(jsonSchema, ids))
      : fc.oneof(
          { weight: 6, arbitrary: fc.constant(undefined) },
          { weight: 1, arbitrary: body(hostile) },
        );
  return fc.tuple(segments, query, payload).map(([segs, q, p]): FuzzRequest => {
    let i = 0;
    const path = op.path.replace(/\{\w+\}/g, () => segs[i++] ?? '');
    return {
      method: op.method.toUpperCase(),
      url: `/api/v1${path}${queryString(Object.entries(q))}`,
      headers: p ? { 'content-type': p.type } : {},
      payload: p?.payload,
    };
  });
}

export interface TrpcProcedure {
  path: string;
  type: 'query' | 'mutation';
  input?: JsonSchema;
}

/** tRPC calls: GET ?input= for queries, POST for mutations, sometimes batched, malformed or on the wrong method. */
export function trpcRequest(proc: TrpcProcedure, ids: number[]): fc.Arbitrary<FuzzRequest> {
  const input: fc.Arbitrary<unknown> = proc.input
    ? fc.oneof(
        { weight: 8, arbitrary: validish(proc.input, 'input', ids) },
        { weight: 1, arbitrary: hostile },
      )
    : fc.oneof({ weight: 6, arbitrary: fc.constant(undefined) }, { weight: 1, arbitrary: hostile });
  const url = `/trpc/${proc.path}`;
  const encoded = (v: unknown) =>
    v === undefined ? '' : `?input=${encodePart(JSON.stringify(v))}`;
  const get = input.map((v): FuzzRequest => ({
    method: 'GET',
    url: url + encoded(v),
    headers: {},
  }));
  const post = body(input).map((b): FuzzRequest => ({
    method: 'POST',
    url,
    headers: { 'content-type': b.type },
    payload: b.payload,
  }));
  const batch = fc.tuple(input, input).map(([a, b]): FuzzRequest => {
    const inputs = JSON.stringify({ 0: a, 1: b });
    return proc.type === 'query'
      ? {
          method: 'GET',
          url: `${url},${proc.path}?batch=1&input=${encodePart(inputs)}`,
          headers: {},
        }
      : {
          method: 'POST',
          url: `${url},${proc.path}?batch=1`,
          headers: { 'content-type': 'application/json' },
          payload: inputs,
        };
  });
  const malformed = fc.constantFrom(...MALFORMED_JSON).map((m): FuzzRequest => ({
    method: 'GET',
    url: `${url}?input=${encodePart(m)}`,
    headers: {},
  }));
  const [right, wrong] = proc.type === 'query' ? [get, post] : [post, get];
  return fc.oneof(
    { weight: 10, arbitrary: right },
    { weight: 2, arbitrary: batch },
    { weight: 1, arbitrary: wrong },
    { weight: 1, arbitrary: malformed },
  );
}

export interface Part {
  name: string;
  filename?: string;
  content: Buffer;
}

export function multipartPayload(boundary: string, parts: Part[], close = true): Buffer {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = part.filename
      ? `form-data; name="${part.name}"; filename="${part.filename}"\r\nContent-Type: application/octet-stream`
      : `form-data; name="${part.name}"`;
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n\r\n`),
      part.content,
      Buffer.from('\r\n'),
    );
  }
  if (close) chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return Buffer.concat(chunks);
}

/** Set by the test once it has made a real image, so some uploads succeed. */
export const images: { png: Buffer } = { png: Buffer.alloc(0) };

/** Malformed (and sometimes valid) multipart bodies for the upload route. */
export function multipartBody(): fc.Arbitrary<{ type: string; payload: Buffer }> {
  const content = fc.oneof(
    fc.constant('png').map(() => images.png),
    fc.constant(Buffer.alloc(0)),
    fc.uint8Array({ maxLength: 200 }).map((a) => Buffer.from(a)),
    fc.constant(Buffer.from('GIF89a not really')),
  );
  const part = fc.record({
    name: fc.constantFrom('profile_picture', 'other', ...EVIL_KEYS),
    filename: fc.option(
      fc.constantFrom('a.png', '', '..\\..\\x.png', 'a\u0000b.png', 'x'.repeat(300)),
      { nil: undefined },
    ),
    content,
  });
  const structured = fc
    .tuple(
      fc.array(part, { minLength: 0, maxLength: 12 }),
      fc.boolean(),
      fc.constantFrom('fuzzboundary', 'other'),
    )
    .map(([parts, close, declared]) => ({
      type: `multipart/form-data; boundary=${declared}`,
      payload: multipartPayload('fuzzboundary', parts, close),
    }));
  const garbage = fc
    .tuple(
      fc.constantFrom(
        'multipart/form-data',
        'multipart/form-data; boundary=',
        'multipart/form-data; boundary=zz',
        'multipart/mixed; boundary=zz',
      ),
      fc.uint8Array({ maxLength: 300 }),
    )
    .map(([type, bytes]) => ({ type, payload: Buffer.from(bytes) }));
  return fc.oneof({ weight: 4, arbitrary: structured }, { weight: 1, arbitrary: garbage });
}
