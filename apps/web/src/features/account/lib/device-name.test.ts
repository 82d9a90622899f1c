import { describe, expect, it } from 'vitest';
import { deviceLabelOf, deviceNameOf } from './device-name';

const chromeLinux =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const safariIphone =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const edgeWindows =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0';
const firefoxAndroid = 'Mozilla/5.0 (Android 14; Mobile; rv:125.0) Gecko/125.0 Firefox/125.0';

const join = (browser: string, system: string) => `${browser} on ${system}`;

describe('deviceNameOf', () => {
  it('tells the browser and the system apart', () => {
    expect(deviceNameOf(chromeLinux)).toEqual({ browser: 'Chrome', system: 'Linux' });
    expect(deviceNameOf(safariIphone)).toEqual({ browser: 'Safari', system: 'iOS' });
    expect(deviceNameOf(edgeWindows)).toEqual({ browser: 'Edge', system: 'Windows' });
    expect(deviceNameOf(firefoxAndroid)).toEqual({ browser: 'Firefox', system: 'Android' });
  });
});

describe('deviceLabelOf', () => {
  it('names a browser, keeps an unknown model and falls back for an empty one', () => {
    expect(deviceLabelOf(chromeLinux, 'Unknown', join)).toBe('Chrome on Linux');
    expect(deviceLabelOf('Living room TV', 'Unknown', join)).toBe('Living room TV');
    expect(deviceLabelOf('  ', 'Unknown', join)).toBe('Unknown');
  });
});
