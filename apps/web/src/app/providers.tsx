import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '@/shared/i18n/i18n';
import { Notifications } from '@/shared/ui/notifications';
import { queryClient } from './query-client';

interface ProvidersProps {
  children: ReactNode;
}

/** App-wide providers: server state, translations and the notifications layer. */
export function Providers({ children }: ProvidersProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        {children}
        <Notifications />
      </I18nextProvider>
    </QueryClientProvider>
  );
}
