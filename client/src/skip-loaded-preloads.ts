import type { Plugin } from 'vite';

interface BundleChunk {
  type: 'chunk' | 'asset';
  fileName: string;
  isEntry?: boolean;
  imports?: string[];
}

/**
 * Build plugin: a dynamic import preloads only the chunks that are not loaded already. Vite lists
 * for each dynamic import every chunk it needs, and the entry carries those lists for all its
 * routes; the chunks the entry itself imports (and those of the chunk doing the import) have run
 * before any import of theirs can, so listing them only costs the first load (about 0.5 kB).
 */
export function skipLoadedPreloads(): Plugin {
  /** For each chunk: the chunks certainly loaded when its code runs. */
  let loaded = new Map<string, Set<string>>();
  return {
    name: 'hercircle:skip-loaded-preloads',
    apply: 'build',
    enforce: 'post',
    config: () => ({
      build: {
        modulePreload: {
          resolveDependencies: (_file, deps, { hostId, hostType }) => {
            if (hostType === 'html') return deps;
            const skip = loaded.get(hostId);
            if (!skip) throw new Error(`skip-loaded-preloads: no chunk ${hostId}`);
            return deps.filter((dep) => !skip.has(dep));
          },
        },
      },
    }),
    // Runs before Vite's own generateBundle, which writes the lists (its plugin comes later).
    generateBundle(options, bundle) {
      const chunks = bundle as Record<string, BundleChunk>;
      const closure = (file: string, out: Set<string>) => {
        if (out.has(file)) return out;
        out.add(file);
        for (const imported of chunks[file]?.imports ?? []) closure(imported, out);
        return out;
      };
      const initial = new Set<string>();
      for (const chunk of Object.values(chunks))
        if (chunk.type === 'chunk' && chunk.isEntry) closure(chunk.fileName, initial);
      loaded = new Map();
      for (const chunk of Object.values(chunks))
        if (chunk.type === 'chunk')
          loaded.set(chunk.fileName, closure(chunk.fileName, new Set(initial)));
    },
  };
}
