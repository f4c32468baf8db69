import { describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import {
  SEEDED_QUERIES_ID,
  seedQueries,
  seededQueriesScript,
  seededReadAt,
} from './seeded-queries.ts';

/** A document whose body is exactly the HTML given, as the browser parses it. */
const parse = (html: string) => new DOMParser().parseFromString(html, 'text/html');

describe('queries sent with a page', () => {
  const queries = [
    { key: [['events', 'list'], { input: { limit: 12 }, type: 'query' }], data: { total: 1 } },
    {
      key: [['content', 'site'], { type: 'query' }],
      data: { about: 'Tea.</script><script>window.injected = 1</script><!--' },
    },
  ];

  it('cannot be closed early by what a member wrote, and read back the same', () => {
    const script = seededQueriesScript(queries);
    expect(script).not.toContain('</script><script>');
    const doc = parse(`<body>${script}</body>`);
    expect(doc.querySelectorAll('script')).toHaveLength(1);
    const client = new QueryClient();
    seedQueries(client, doc);
    expect(client.getQueryData(queries[0]!.key)).toEqual({ total: 1 });
    expect(client.getQueryData(queries[1]!.key)).toEqual(queries[1]!.data);
  });

  it('carry when the server began reading them, for the tab’s live stream', () => {
    expect(seededReadAt()).toBeNull();
    const client = new QueryClient();
    seedQueries(client, parse(`<body>${seededQueriesScript(queries, 1_795_000_000_123)}</body>`));
    expect(seededReadAt()).toBe(1_795_000_000_123);
  });

  it('leave the cache as it is when there are none or they cannot be read', () => {
    const client = new QueryClient();
    seedQueries(client, parse('<body></body>'));
    seedQueries(client, parse(`<body><script id="${SEEDED_QUERIES_ID}">{not json</script></body>`));
    expect(client.getQueryCache().getAll()).toEqual([]);
  });
});
