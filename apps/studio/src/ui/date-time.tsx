import { useTranslation } from 'react-i18next';

const WITH_TIME: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };
const DATE_ONLY: Intl.DateTimeFormatOptions = { dateStyle: 'medium' };

/** A moment from the server (ISO 8601), written in the interface language. */
export function DateTime({ value, time = true }: { value: string; time?: boolean }) {
  const { i18n } = useTranslation();
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return <>{value}</>;
  const text = new Intl.DateTimeFormat(i18n.language, time ? WITH_TIME : DATE_ONLY).format(date);
  return <time dateTime={value}>{text}</time>;
}
