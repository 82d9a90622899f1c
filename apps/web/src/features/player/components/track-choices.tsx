import type { TrackOption } from '@marquee/player-core/track-options';
import styles from './settings-panel.module.css';

interface TrackChoicesProps {
  name: string;
  legend: string;
  /** Shown instead of the choices when there are none. */
  empty: string;
  options: TrackOption[];
  onChoose: (id: number) => void;
}

/** One group of the settings panel: radio buttons, or a line saying there is nothing to pick. */
export function TrackChoices({ name, legend, empty, options, onChoose }: TrackChoicesProps) {
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{legend}</legend>
      {options.length === 0 ? (
        <p className={styles.empty}>{empty}</p>
      ) : (
        options.map((option) => (
          <label key={option.id} className={styles.choice}>
            <input
              type="radio"
              name={`player-${name}`}
              checked={option.selected}
              onChange={() => onChoose(option.id)}
            />
            {option.label}
          </label>
        ))
      )}
    </fieldset>
  );
}
