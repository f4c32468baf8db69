import fc from 'fast-check';
import { EVIL_KEYS, field, hostile, object, validish, type JsonSchema } from './fuzz-values.ts';

export interface FuzzRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
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

/** Malformed (and sometimes valid) multipart bodies for the upload routes. */
export function multipartBody(): fc.Arbitrary<{ type: string; payload: Buffer }> {
  const content = fc.oneof(
    fc.constant('png').map(() => images.png),
    fc.constant(Buffer.alloc(0)),
    fc.uint8Array({ maxLength: 200 }).map((a) => Buffer.from(a)),
    fc.constant(Buffer.from('GIF89a not really')),
    fc.constant(Buffer.from('%PDF-1.7 not really')),
    fc.constant(Buffer.from('ID3\u0004\u0000\u0000\u0000\u0000\u0000\u0000 not really')),
    fc.constant(Buffer.from('\u0000\u0000\u0000\u0018ftypM4A  not really')),
  );
  const part = fc.record({
    // The upload routes' fields: a picture, an issue's PDF and cover, an episode's audio (issue 36).
    name: fc.constantFrom('profile_picture', 'pdf', 'cover', 'audio', 'other', ...EVIL_KEYS),
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
