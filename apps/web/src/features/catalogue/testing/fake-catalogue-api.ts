import { vi } from 'vitest';
import { envelopeResponse, urlOf } from '@/test/fixtures';

/** A request as a fake endpoint sees it. */
export interface FakeRequest {
  query: URLSearchParams;
  body: unknown;
}

/** Answers one API path (without the /api base): the envelope's data, or a Response. */
export type FakeHandler = (request: FakeRequest) => unknown;

/** A list envelope's data: the items on one page. */
export { listOf } from '@/test/fixtures';

/**
 * Stubs fetch with a small API: each path answers through its handler, anything else with a
 * 404 envelope (the configuration and ads among them, so banners stay off).
 */
export function fakeCatalogueApi(routes: Record<string, FakeHandler>) {
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const url = new URL(urlOf(input), 'http://localhost');
    const handler = routes[url.pathname.replace(/^\/api/, '')];
    if (!handler) return envelopeResponse({ status: 0, message: 'Not found' }, 404);
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    const answer = await handler({ query: url.searchParams, body });
    return answer instanceof Response ? answer : envelopeResponse({ status: 1, data: answer });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The calls made to one path, as decoded URLs. */
export function callsTo(fetchMock: ReturnType<typeof fakeCatalogueApi>, path: string): string[] {
  return fetchMock.mock.calls
    .map(([input]) => decodeURIComponent(urlOf(input)))
    .filter((url) => url.startsWith(`/api${path}`));
}
