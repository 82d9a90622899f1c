import { useEffect } from 'react';
import { onEnvelope } from '@/shared/api/api-client';
import { serverText } from '@/shared/i18n/server-text';
import { notify } from '@/shared/ui/notify';
import { accountNotificationFor } from '../lib/account-notifications';

/** While the account area is open, shows the messages of its calls (spec: access §8). */
export function useAccountNotifications(): void {
  useEffect(
    () =>
      onEnvelope((event) => {
        const notification = accountNotificationFor(event);
        if (!notification) return;
        const { kind, notice, message } = notification;
        notify(kind, serverText(notice, message) ?? message);
      }),
    [],
  );
}
