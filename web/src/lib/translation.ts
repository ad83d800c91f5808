// The app's `useTranslation`: react-i18next's hook, as the screens call it (`const { t, i18n, ready } =
// useTranslation('salon')`), without its copy of the whole i18next instance on every component's mount
// (react-i18next 16 and 17 do that for each instance; it was 13% of the server's CPU per salon page, and as much of
// the browser's hydration). react-i18next 18 has the cheap wrapper but needs Node 22, where this project runs on 20.
// The instance comes from react-i18next's I18nextProvider (else its registered one); a module not loaded yet suspends the component, or with
// `useSuspense: false` answers `ready: false` until it is.
import { useContext, useEffect, useState, useSyncExternalStore } from 'react';
import { getI18n, I18nContext } from 'react-i18next';
import type { i18n as I18n, TFunction } from 'i18next';

export interface Translation {
  t: TFunction;
  i18n: I18n;
  ready: boolean;
}

/** One fixed `t` per instance, language and module, shared by every component that reads them. */
const fixed = new WeakMap<I18n, Map<string, TFunction>>();

function fixedT(i18n: I18n, lng: string, ns: string): TFunction {
  let byKey = fixed.get(i18n);
  if (!byKey) fixed.set(i18n, (byKey = new Map()));
  const key = `${lng}/${ns}`;
  let t = byKey.get(key);
  if (!t) byKey.set(key, (t = i18n.getFixedT(lng, ns) as TFunction));
  return t;
}

const subscribers = new WeakMap<I18n, (onChange: () => void) => () => void>();

/** Re-renders on a change of language, as react-i18next's default `bindI18n: 'languageChanged'`. */
function subscribe(i18n: I18n) {
  let found = subscribers.get(i18n);
  if (!found) {
    found = (onChange) => {
      i18n.on('languageChanged', onChange);
      return () => i18n.off('languageChanged', onChange);
    };
    subscribers.set(i18n, found);
  }
  return found;
}

/** The modules the components read (react-i18next's `reportNamespaces`, which its own hook makes on first use). */
function report(i18n: I18n, namespaces: readonly string[]) {
  if (!i18n.reportNamespaces) {
    const used = new Set<string>();
    i18n.reportNamespaces = {
      addUsedNamespaces: (added) => (typeof added === 'string' ? [added] : added).forEach((ns) => used.add(ns)),
      getUsedNamespaces: () => [...used],
    };
  }
  i18n.reportNamespaces.addUsedNamespaces([...namespaces]);
}

const loaded = (i18n: I18n, namespaces: readonly string[]) => namespaces.every((ns) => i18n.hasLoadedNamespace(ns));

/** The texts of `ns` (the first module; the others loaded beside it), default 'common'. */
export function useTranslation(ns?: string | readonly string[], options: { useSuspense?: boolean } = {}): Translation {
  // The provider's instance, else the one react-i18next registered last (initReactI18next), as its own hook does.
  const i18n = (useContext(I18nContext)?.i18n ?? getI18n()) as I18n | undefined;
  if (!i18n) throw new Error('useTranslation() without an i18next instance (<I18nextProvider>, lib/i18n createI18n)');
  const namespaces = ns === undefined ? ['common'] : typeof ns === 'string' ? [ns] : ns;
  // The server ships the texts of the modules its render read (app/server.tsx).
  report(i18n, namespaces);
  const lng = useSyncExternalStore(
    subscribe(i18n),
    () => i18n.language,
    () => i18n.language,
  );
  const ready = loaded(i18n, namespaces);
  const suspend = options.useSuspense !== false;
  const [, setLoads] = useState(0);
  const key = namespaces.join(' ');
  useEffect(() => {
    if (ready || suspend) return;
    let current = true;
    void i18n.loadNamespaces(key.split(' ')).then(() => current && setLoads((n) => n + 1));
    return () => {
      current = false;
    };
  }, [i18n, key, ready, suspend]);
  if (!ready && suspend) throw i18n.loadNamespaces([...namespaces]);
  return { t: fixedT(i18n, lng, namespaces[0] ?? 'common'), i18n, ready };
}
