import { useEffect } from 'react';
import { onEnvelope } from '@/shared/api/api-client';
import { i18n } from '@/shared/i18n/i18n';
import { messageKeyOf } from '@/shared/i18n/message-text';
import { notify } from '@/shared/ui/notify';
import { accountNotificationFor } from '../lib/account-notifications';

/** While the account area is open, shows the messages of its calls (spec: access §8). */
export function useAccountNotifications(): void {
  useEffect(
    () =>
      onEnvelope((event) => {
        const notification = accountNotificationFor(event);
        if (!notification) return;
        const key = messageKeyOf(notification.message);
        notify(notification.kind, key ? i18n.t(key) : notification.message);
      }),
    [],
  );
}
