/** deviceName and deviceOS of the auth calls, read from the browser's user agent. */
export interface DeviceInfo {
  deviceName: string;
  deviceOS: string;
}

const OS_PATTERNS: [RegExp, string][] = [
  [/Android ([\d.]+)/, 'Android'],
  [/(?:iPhone|iPad|iPod).*? OS ([\d_]+)/, 'iOS'],
  [/Windows NT ([\d.]+)/, 'Windows'],
  [/Mac OS X ([\d_.]+)/, 'macOS'],
  [/CrOS/, 'ChromeOS'],
  [/Linux/, 'Linux'],
];

const BROWSER_PATTERNS: [RegExp, string][] = [
  [/Edg\/(\d+)/, 'Edge'],
  [/OPR\/(\d+)/, 'Opera'],
  [/YaBrowser\/(\d+)/, 'Yandex Browser'],
  [/Firefox\/(\d+)/, 'Firefox'],
  [/Chrome\/(\d+)/, 'Chrome'],
  [/Version\/(\d+).*Safari/, 'Safari'],
];

function match(patterns: [RegExp, string][], userAgent: string): string | undefined {
  for (const [pattern, name] of patterns) {
    const found = pattern.exec(userAgent);
    if (found) return found[1] ? `${name} ${found[1].replace(/_/g, '.')}` : name;
  }
  return undefined;
}

export function deviceInfo(userAgent: string | undefined = globalThis.navigator?.userAgent): DeviceInfo {
  const ua = userAgent ?? '';
  return {
    deviceName: match(BROWSER_PATTERNS, ua) ?? 'Web browser',
    deviceOS: match(OS_PATTERNS, ua) ?? 'Unknown',
  };
}
