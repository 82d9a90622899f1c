import '@testing-library/jest-dom/vitest';
import { afterEach } from 'vitest';
import { cleanup } from '@testing-library/react';
import '@/shared/i18n/i18n';

afterEach(() => {
  cleanup();
  globalThis.localStorage.clear();
});
