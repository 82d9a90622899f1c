// ISO 639-2 codes as Matroska and MP4 tag tracks, to the BCP 47 (639-1) ones HLS LANGUAGE and
// the web app use; the bibliographic forms (fre, ger, chi...) are common in Matroska files.
const TWO_LETTER: Record<string, string> = {
  ara: 'ar',
  chi: 'zh',
  zho: 'zh',
  cze: 'cs',
  ces: 'cs',
  dan: 'da',
  deu: 'de',
  ger: 'de',
  dut: 'nl',
  nld: 'nl',
  ell: 'el',
  gre: 'el',
  eng: 'en',
  fin: 'fi',
  fra: 'fr',
  fre: 'fr',
  heb: 'he',
  hin: 'hi',
  hun: 'hu',
  ita: 'it',
  jpn: 'ja',
  kor: 'ko',
  nor: 'no',
  pol: 'pl',
  por: 'pt',
  rum: 'ro',
  ron: 'ro',
  rus: 'ru',
  spa: 'es',
  swe: 'sv',
  tur: 'tr',
  ukr: 'uk',
};

/** A stream's language tag as BCP 47 ('eng' -> 'en', 'pt-br' -> 'pt-BR'), or 'und'. */
export function toBcp47(tag: string | undefined): string {
  const value = (tag ?? '').trim().replace(/_/g, '-');
  if (value === '' || /^und$/i.test(value)) return 'und';
  const [first = '', ...rest] = value.split('-');
  const language = TWO_LETTER[first.toLowerCase()] ?? first.toLowerCase();
  if (!/^[a-z]{2,3}$/.test(language)) return 'und';
  const region = rest[0] && /^[a-z]{2}$/i.test(rest[0]) ? `-${rest[0].toUpperCase()}` : '';
  return `${language}${region}`;
}

/**
 * A track's NAME in the playlists: its title, else its language named in that language
 * ('português', 'English'), which reads the same whatever the viewer's interface language;
 * else the language code.
 */
export function trackName(title: string | null, language: string): string {
  if (title) return title;
  if (language === 'und') return 'und';
  try {
    const name = new Intl.DisplayNames([language], { type: 'language' }).of(language);
    return name ? name.charAt(0).toLocaleUpperCase(language) + name.slice(1) : language;
  } catch {
    return language;
  }
}

/** Names made unique within a group (RFC 8216 asks it of EXT-X-MEDIA NAME): 'English (2)'. */
export function uniqueNames(names: string[]): string[] {
  const seen = new Map<string, number>();
  return names.map((name) => {
    const count = (seen.get(name) ?? 0) + 1;
    seen.set(name, count);
    return count === 1 ? name : `${name} (${count})`;
  });
}
