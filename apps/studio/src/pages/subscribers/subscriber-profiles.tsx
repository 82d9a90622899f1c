import { useTranslation } from 'react-i18next';
import type { Profile } from '@marquee/contract';
import { DetailSection } from './detail-section';

/** The account's profiles, the default one and kids ones (with their ceiling) marked in words. */
export function SubscriberProfiles({ profiles }: { profiles: Profile[] }) {
  const { t } = useTranslation();
  const yesNo = (value: boolean) => (value ? t('subscribers.yes') : t('subscribers.no'));
  return (
    <DetailSection
      id="subscriber-profiles"
      title={t('subscribers.profiles')}
      empty={profiles.length === 0 ? t('subscribers.noProfiles') : undefined}
      columns={
        <>
          <th scope="col">{t('subscribers.profileName')}</th>
          <th scope="col">{t('subscribers.name')}</th>
          <th scope="col">{t('subscribers.language')}</th>
          <th scope="col">{t('subscribers.defaultProfile')}</th>
          <th scope="col">{t('subscribers.profilePin')}</th>
          <th scope="col">{t('subscribers.profileKids')}</th>
        </>
      }
    >
      {profiles.map((profile) => (
        <tr key={profile.id}>
          <th scope="row">{profile.name}</th>
          <td>{`${profile.first_name} ${profile.last_name}`.trim() || '—'}</td>
          <td>{profile.language}</td>
          <td>{yesNo(profile.is_default)}</td>
          <td>{yesNo(profile.has_pin)}</td>
          <td>
            {profile.is_kids ? `${yesNo(true)} (${profile.maturity_ceiling ?? ''})` : yesNo(false)}
          </td>
        </tr>
      ))}
    </DetailSection>
  );
}
