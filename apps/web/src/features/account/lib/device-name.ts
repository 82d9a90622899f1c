export interface DeviceName {
  browser: string | null;
  system: string | null;
}

const browsers: [RegExp, string][] = [
  [/Edg(?:e|A|iOS)?\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/SamsungBrowser\//, 'Samsung Internet'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/Chrom(?:e|ium)\/|CriOS\//, 'Chrome'],
  [/Version\/[\d.]+.*Safari\//, 'Safari'],
];

const systems: [RegExp, string][] = [
  [/Android/, 'Android'],
  [/iPhone|iPad|iPod/, 'iOS'],
  [/CrOS/, 'ChromeOS'],
  [/Windows/, 'Windows'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/Linux/, 'Linux'],
];

const find = (list: [RegExp, string][], model: string) =>
  list.find(([pattern]) => pattern.test(model))?.[1] ?? null;

/**
 * A readable name for a device from the model its login sent (a browser's user agent, or a
 * TV or app model): the browser and system when they can be told, else nothing.
 */
export function deviceNameOf(model: string): DeviceName {
  return { browser: find(browsers, model), system: find(systems, model) };
}

/**
 * The label of a device: "Chrome on Linux" (built by `join`), the browser or system alone,
 * the raw model when nothing is recognised, or `unknown` when the model is empty.
 */
export function deviceLabelOf(
  model: string,
  unknown: string,
  join: (browser: string, system: string) => string,
): string {
  const { browser, system } = deviceNameOf(model);
  if (browser && system) return join(browser, system);
  return browser ?? system ?? (model.trim() || unknown);
}
