// The client build's manifest (Vite `build.manifest`): which files a screen module needs (its chunk, the chunks it
// imports, their styles), beyond those the page's entry loads anyway.
export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

export interface Files {
  js: string[];
  css: string[];
}

export function manifestFiles(manifest: Manifest, entry = 'index.html'): { files(module: string): Files; all(modules: string[]): Files } {
  const walk = (key: string, into = new Set<string>()) => {
    if (into.has(key) || !manifest[key]) return into;
    into.add(key);
    manifest[key].imports?.forEach((next) => walk(next, into));
    return into;
  };
  const base = walk(entry);
  const baseCss = new Set([...base].flatMap((key) => manifest[key]?.css ?? []));
  const filesOf = (keys: string[]): Files => {
    const all = new Set(keys.flatMap((key) => [...walk(key)]));
    const own = [...all].filter((key) => !base.has(key));
    return {
      js: own.map((key) => `/${manifest[key]!.file}`),
      css: [...new Set([...all].flatMap((key) => manifest[key]?.css ?? []))].filter((file) => !baseCss.has(file)).map((file) => `/${file}`),
    };
  };
  const cache = new Map<string, Files>();
  return {
    files(module) {
      let found = cache.get(module);
      if (!found) cache.set(module, (found = filesOf([module])));
      return found;
    },
    all: filesOf,
  };
}
