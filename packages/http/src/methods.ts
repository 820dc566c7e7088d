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
  const setFor = (pattern: string, key: string): Set<string> => {
    let set = byPattern.get(key);
    if (!set) {
      set = new Set(['OPTIONS']);
      byPattern.set(key, set);
    }
    if (!router.hasRoute('GET', pattern)) router.on('GET', pattern, () => undefined, set);
    return set;
  };
  app.addHook('onRoute', (route) => {
    const methods = (Array.isArray(route.method) ? route.method : [route.method]).map((m) => m.toUpperCase());
    // A plugin's root route answers with and without the slash (`/employment-contracts`
    // and `/employment-contracts/`), and Fastify reports it under either.
    const { prefix } = route;
    const root = prefix && (route.url === prefix || route.url === `${prefix}/`);
    const patterns = root ? [prefix, `${prefix}/`] : [route.url];
    for (const pattern of patterns) {
      const set = setFor(pattern, root ? prefix : route.url);
      for (const m of methods) set.add(m);
    }
  });
  return {
    of(path) {
      const found = router.find('GET', path);
      return found ? [...(found.store as Set<string>)].sort() : undefined;
    },
  };
}
