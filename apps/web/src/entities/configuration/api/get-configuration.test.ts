import type { Configuration } from '@marquee/contract';
import { describe, expect, it } from 'vitest';
import { CONFIGURATION_ELEMENT_ID, configurationInPage } from './get-configuration';

const configuration: Configuration = {
  app_name: 'Marquee',
  page_title: 'Marquee: films, series and live TV',
  socket_url: '',
  theme_background_color: '#0b0d12',
  theme_color: '#e50914',
  theme_selection_color: '#f5c518',
  web: {
    favicon: '/media/art/brand/favicon.svg',
    logos: { small: '/s.svg', medium: '/m.svg' },
    modules: {
      vod: true,
      channels: true,
      epg: true,
      trending: true,
      home: true,
      advertisements: true,
      registration: false,
    },
  },
};

/** A page with the server's configuration element holding this text. */
function pageWith(text: string | null): Document {
  const doc = document.implementation.createHTMLDocument('page');
  if (text !== null) {
    const element = doc.createElement('script');
    element.type = 'application/json';
    element.id = CONFIGURATION_ELEMENT_ID;
    element.textContent = text;
    doc.head.append(element);
  }
  return doc;
}

describe('the configuration the server wrote into the page', () => {
  it('is read and checked as the answer of the configuration call would be', () => {
    expect(configurationInPage(pageWith(JSON.stringify(configuration)))).toEqual(configuration);
  });

  it('is not there on a page without it, and the app asks the API', () => {
    expect(configurationInPage(pageWith(null))).toBeUndefined();
    expect(configurationInPage(pageWith(''))).toBeUndefined();
  });

  it('is ignored when it is not JSON or not a configuration', () => {
    expect(configurationInPage(pageWith('{"app_name":'))).toBeUndefined();
    expect(configurationInPage(pageWith('{"app_name":"Marquee"}'))).toBeUndefined();
    expect(configurationInPage(pageWith('null'))).toBeUndefined();
  });
});
