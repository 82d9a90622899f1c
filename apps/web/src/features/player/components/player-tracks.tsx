import type { Subtitle } from '@marquee/contract';

/** An external WebVTT subtitle of a title (`movie_source.subtitles`). */
export type ExternalSubtitle = Subtitle;

/**
 * The title's external subtitles as `<track>`s, off until the settings panel or the
 * closed-captions button shows one. They carry no label: the panel names each after its
 * locale in the interface language ("en" reads "English", or "Inglês" in Portuguese), which
 * follows a change of language (track-options.ts).
 */
export function PlayerTracks({ subtitles }: { subtitles: readonly ExternalSubtitle[] }) {
  return (
    <>
      {subtitles.map((subtitle) => (
        <track key={subtitle.id} kind="subtitles" src={subtitle.url} srcLang={subtitle.locale} />
      ))}
    </>
  );
}
