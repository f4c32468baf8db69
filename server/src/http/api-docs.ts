/** A readable reference page for the REST API, rendered from the OpenAPI document (no scripts, no CDN). */

import { escapeHtml } from '../lib/escape-html.ts';

interface Op {
  summary?: string;
  tags?: string[];
  security?: unknown[];
  parameters?: { name: string; in: string; required?: boolean; schema?: unknown }[];
  requestBody?: { content?: Record<string, { schema?: unknown }> };
  responses?: Record<
    string,
    { description?: string; content?: Record<string, { schema?: unknown }> }
  >;
}

function schemaBlock(schema: unknown): string {
  return `<pre><code>${escapeHtml(JSON.stringify(schema, null, 2))}</code></pre>`;
}

export function renderApiDocs(doc: {
  info?: { title?: string; description?: string };
  paths?: Record<string, Record<string, Op>>;
}): string {
  const byTag = new Map<string, string[]>();
  for (const [path, methods] of Object.entries(doc.paths ?? {})) {
    for (const [method, op] of Object.entries(methods)) {
      const tag = op.tags?.[0] ?? 'other';
      const params = (op.parameters ?? [])
        .map(
          (p) =>
            `<li><code>${escapeHtml(p.name)}</code> <span class="muted">(${p.in}${p.required ? ', required' : ''})</span></li>`,
        )
        .join('');
      const body = op.requestBody?.content?.['application/json']?.schema;
      const ok = Object.entries(op.responses ?? {}).find(([s]) => s.startsWith('2'));
      const html = `<article id="${escapeHtml(`${method}-${path}`)}">
  <h3><span class="method ${method}">${method.toUpperCase()}</span> <code>/api/v1${escapeHtml(path)}</code></h3>
  <p>${escapeHtml(op.summary ?? '')}${op.security ? ' <span class="badge">Bearer token</span>' : ''}</p>
  ${params ? `<h4>Parameters</h4><ul>${params}</ul>` : ''}
  ${body ? `<details><summary>Request body</summary>${schemaBlock(body)}</details>` : ''}
  ${ok ? `<details><summary>Response ${ok[0]}</summary>${schemaBlock(ok[1].content?.['application/json']?.schema ?? {})}</details>` : ''}
</article>`;
      byTag.set(tag, [...(byTag.get(tag) ?? []), html]);
    }
  }
  const nav = [...byTag.keys()]
    .map((t) => `<a href="#tag-${escapeHtml(t)}">${escapeHtml(t)}</a>`)
    .join(' · ');
  const sections = [...byTag.entries()]
    .map(
      ([tag, items]) =>
        `<section id="tag-${escapeHtml(tag)}"><h2>${escapeHtml(tag)}</h2>${items.join('\n')}</section>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(doc.info?.title ?? 'API')} reference</title>
<style>
body{font-family:system-ui,-apple-system,Segoe UI,sans-serif;margin:0;color:#2b1d2a;background:#fbf7f4;line-height:1.5}
main{max-width:960px;margin:0 auto;padding:32px 20px}
h1{color:#6b1f4f;margin-bottom:4px}h2{border-bottom:2px solid #ecd9e3;padding-bottom:4px;margin-top:40px;text-transform:capitalize}
article{background:#fff;border:1px solid #eaded9;border-radius:10px;padding:12px 16px;margin:12px 0}
h3{font-size:1rem;margin:0 0 4px;word-break:break-all}.muted{color:#6a5a66}
.method{display:inline-block;min-width:60px;text-align:center;border-radius:6px;color:#fff;font-size:.8rem;padding:2px 6px;margin-right:6px}
.get{background:#1f6b4a}.post{background:#6b1f4f}.put{background:#8a4b00}.delete{background:#a3232f}
.badge{background:#f3e6ee;color:#6b1f4f;border-radius:6px;padding:1px 6px;font-size:.8rem}
pre{background:#2b1d2a;color:#f7eef3;padding:12px;border-radius:8px;overflow:auto;font-size:.8rem}
a{color:#6b1f4f}
</style></head>
<body><main>
<h1>${escapeHtml(doc.info?.title ?? 'API')} reference</h1>
<p>${escapeHtml(doc.info?.description ?? '')}</p>
<p>Machine-readable: <a href="/api/v1/openapi.json">/api/v1/openapi.json</a> (OpenAPI 3.1)</p>
<nav aria-label="Sections">${nav}</nav>
${sections}
</main></body></html>`;
}
