import { useTranslation } from 'react-i18next';
import type { Configuration } from '@marquee/contract';
import { TextField } from '@/ui/text-field';
import type { FieldText } from '@/ui/use-field-text';
import type { Edit } from './configuration-edit';
import styles from './branding-page.module.css';

interface BrandTextsProps {
  form: Configuration;
  edit: Edit;
  fieldText: FieldText;
}

/** The service's names, and the addresses of its logos, favicon and socket. */
export function BrandTextsFieldset({ form, edit, fieldText }: BrandTextsProps) {
  const { t } = useTranslation();
  const logo = (size: 'small' | 'medium', label: string) => (
    <TextField
      label={label}
      hint={t('branding.addressHint')}
      value={form.web.logos[size]}
      onChange={({ currentTarget: { value } }) =>
        edit((f) => ({ ...f, web: { ...f.web, logos: { ...f.web.logos, [size]: value } } }))
      }
      error={fieldText(`web[logos][${size}]`)}
    />
  );
  return (
    <>
      <fieldset className={styles.fieldset}>
        <legend>{t('branding.namesTitle')}</legend>
        <TextField
          label={t('branding.appName')}
          hint={t('branding.appNameHint')}
          required
          maxLength={200}
          value={form.app_name}
          onChange={({ currentTarget: { value } }) => edit((f) => ({ ...f, app_name: value }))}
          error={fieldText('app_name')}
        />
        <TextField
          label={t('branding.pageTitle')}
          hint={t('branding.pageTitleHint')}
          required
          maxLength={200}
          value={form.page_title}
          onChange={({ currentTarget: { value } }) => edit((f) => ({ ...f, page_title: value }))}
          error={fieldText('page_title')}
        />
      </fieldset>
      <fieldset className={styles.fieldset}>
        <legend>{t('branding.addressesTitle')}</legend>
        {logo('small', t('branding.logoSmall'))}
        {logo('medium', t('branding.logoMedium'))}
        <TextField
          label={t('branding.favicon')}
          hint={t('branding.addressHint')}
          value={form.web.favicon}
          onChange={({ currentTarget: { value } }) =>
            edit((f) => ({ ...f, web: { ...f.web, favicon: value } }))
          }
          error={fieldText('web[favicon]')}
        />
        <TextField
          label={t('branding.socketUrl')}
          hint={t('branding.socketUrlHint')}
          value={form.socket_url}
          onChange={({ currentTarget: { value } }) => edit((f) => ({ ...f, socket_url: value }))}
          error={fieldText('socket_url')}
        />
      </fieldset>
    </>
  );
}
