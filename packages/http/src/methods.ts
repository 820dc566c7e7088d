// Which methods a path answers, for the requests no route takes: OPTIONS on a known
// path answers 204 with Allow, another method on a known path 405 with Allow
// (RFC 9110 15.5.6), and only a path no route knows stays 404. Fastify routes by
// method first, so the routes' paths are gathered here, as they are registered,
// into a router of their own whose lookups name every method of a path.
import type { FastifyInstance } from 'fastify';
import FindMyWay from 'find-my-way';

export interface AllowedMethods {
  /** The methods the path answers (sorted), or undefined when no route has the path. */
  of(path: string): string[] | undefined;
}

export function collectAllowedMethods(app: FastifyInstance): AllowedMethods {
  const byPattern = new Map<string, Set<string>>();
  // One lookup method for every path: the stored set names the real ones.
  const router = FindMyWay({ ignoreTrailingSlash: false, ignoreDuplicateSlashes: false });
  app.addHook('onRoute', (route) => {
    const methods = (Array.isArray(route.method) ? route.method : [route.method]).map((m) => m.toUpperCase());
    let set = byPattern.get(route.url);
    if (!set) {
      set = new Set(['OPTIONS']);
      byPattern.set(route.url, set);
      const store = set;
      router.on('GET', route.url, () => undefined, store);
    }
    for (const m of methods) set.add(m);
  });
  return {
    of(path) {
      const found = router.find('GET', path);
      return found ? [...(found.store as Set<string>)].sort() : undefined;
    },
  };
}
