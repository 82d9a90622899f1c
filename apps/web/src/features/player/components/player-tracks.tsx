/** An external WebVTT subtitle of a title (`movie_source.subtitles`). */
export interface ExternalSubtitle {
  id: number;
  locale: string;
  url: string;
}

/** The title's external subtitles as `<track>`s; the settings panel turns them on. */
export function PlayerTracks({ subtitles }: { subtitles: ExternalSubtitle[] }) {
  return (
    <>
      {subtitles.map((subtitle) => (
        <track
          key={subtitle.id}
          kind="subtitles"
          src={subtitle.url}
          srcLang={subtitle.locale}
          label={subtitle.locale}
        />
      ))}
    </>
  );
}
