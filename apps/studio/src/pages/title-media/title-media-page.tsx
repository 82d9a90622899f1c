import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { CallFailed } from '@/ui/call-failed';
import { TitleHeading } from '../title/title-heading';
import { titleMediaQuery } from '../title/title-queries';
import styles from '../title/title.module.css';
import { ImportFromFolder } from './import-from-folder';
import { MediaJobs } from './media-jobs';
import { NowPlaying } from './now-playing';
import { StreamAddressForm } from './stream-address-form';
import { UploadMedia } from './upload-media';

/** A title's media: what it plays, its packaging jobs live, and the ways to give it media. */
export function TitleMediaPage() {
  const { t } = useTranslation();
  // A text that is no id still goes to the server, whose refusal says what is wrong with it.
  const id = Number(useParams().id);
  const media = useQuery(titleMediaQuery(id));
  if (media.isPending) {
    return (
      <div className={styles.page}>
        <p role="status">{t('app.loading')}</p>
      </div>
    );
  }
  if (media.isError) {
    return (
      <div className={styles.page}>
        <h1>{t('titleMedia.title')}</h1>
        <CallFailed error={media.error} onRetry={() => void media.refetch()} />
      </div>
    );
  }
  const data = media.data;
  return (
    <div className={styles.page}>
      <TitleHeading title={data.title} page={t('titleMedia.title')} />
      <NowPlaying media={data} />
      <MediaJobs id={id} jobs={data.jobs} />
      {!data.packaging && <p className={styles.muted}>{t('titleMedia.noPackaging')}</p>}
      <UploadMedia id={id} maxBytes={data.upload_max_bytes} />
      <ImportFromFolder id={id} />
      <StreamAddressForm id={id} current={data.master_url} />
    </div>
  );
}
