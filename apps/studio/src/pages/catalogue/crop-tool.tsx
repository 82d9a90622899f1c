import { useRef, type KeyboardEvent, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Crop } from '@marquee/contract';
import { TextField } from '@/ui/text-field';
import { moveCrop, resizeCrop, type Size } from './crop-rect';
import styles from './crop-tool.module.css';

/**
 * The crop of an image: a frame of the slot's shape over it, dragged with a pointer, or focused
 * and moved with the arrow keys and resized with + and −, or set in pixels in three fields. A
 * preview shows the result.
 */
export function CropTool({
  src,
  image,
  ratio,
  crop,
  onChange,
}: {
  src: string;
  image: Size;
  ratio: number;
  crop: Crop;
  onChange: (crop: Crop) => void;
}) {
  const { t } = useTranslation();
  const picture = useRef<HTMLImageElement>(null);
  const drag = useRef<{ x: number; y: number; crop: Crop }>(undefined);
  /** Image pixels per pixel on screen. */
  const scale = () => image.width / (picture.current?.getBoundingClientRect().width || image.width);

  const onKeyDown = (event: KeyboardEvent) => {
    const step = (event.shiftKey ? 10 : 1) * Math.max(1, Math.round(image.width / 200));
    const moves: Record<string, [number, number]> = {
      ArrowLeft: [-step, 0],
      ArrowRight: [step, 0],
      ArrowUp: [0, -step],
      ArrowDown: [0, step],
    };
    const move = moves[event.key];
    if (move) onChange(moveCrop(crop, move[0], move[1], image));
    else if (event.key === '+' || event.key === '=')
      onChange(resizeCrop(crop, crop.width + step * 2, ratio, image));
    else if (event.key === '-' || event.key === '_')
      onChange(resizeCrop(crop, crop.width - step * 2, ratio, image));
    else return;
    event.preventDefault();
  };
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = { x: event.clientX, y: event.clientY, crop };
  };
  const onPointerMove = (event: PointerEvent) => {
    const start = drag.current;
    if (!start) return;
    const by = scale();
    onChange(
      moveCrop(start.crop, (event.clientX - start.x) * by, (event.clientY - start.y) * by, image),
    );
  };
  const number = (label: string, value: number, next: (value: number) => Crop) => (
    <TextField
      label={label}
      type="number"
      min={0}
      value={value}
      onChange={(event) => {
        const typed = Number(event.target.value);
        if (Number.isFinite(typed)) onChange(next(typed));
      }}
    />
  );
  const percent = (value: number, of: number) => `${(value / of) * 100}%`;
  const top = percent(crop.y, image.height);
  const height = percent(crop.height, image.height);
  const shades = [
    { left: 0, right: 0, top: 0, height: top },
    { left: 0, right: 0, top: percent(crop.y + crop.height, image.height), bottom: 0 },
    { left: 0, top, height, width: percent(crop.x, image.width) },
    { left: percent(crop.x + crop.width, image.width), right: 0, top, height },
  ];
  const previewWidth = ratio < 1 ? 120 : 240;
  const previewScale = previewWidth / crop.width;

  return (
    <div className={styles.tool}>
      <div className={styles.stage}>
        <img ref={picture} className={styles.image} src={src} alt="" draggable={false} />
        {/* What the crop leaves out, shaded: above, below, left and right of the frame. */}
        {shades.map((shade, index) => (
          <div key={index} className={styles.shade} style={shade} aria-hidden="true" />
        ))}
        {/* Positioned through the style object, which the page's CSP allows. */}
        <div
          role="slider"
          tabIndex={0}
          aria-label={t('catalogue.art.cropFrame')}
          aria-valuetext={`${crop.x}, ${crop.y}, ${crop.width} × ${crop.height}`}
          aria-valuenow={crop.x}
          aria-describedby="crop-hint"
          className={styles.frame}
          style={{
            left: percent(crop.x, image.width),
            top: percent(crop.y, image.height),
            width: percent(crop.width, image.width),
            height: percent(crop.height, image.height),
          }}
          onKeyDown={onKeyDown}
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={() => (drag.current = undefined)}
          onPointerCancel={() => (drag.current = undefined)}
        />
      </div>
      <p id="crop-hint" className={styles.hint}>
        {t('catalogue.art.cropHint')}
      </p>
      <div className={styles.numbers}>
        {number(t('catalogue.art.cropX'), crop.x, (x) => moveCrop(crop, x - crop.x, 0, image))}
        {number(t('catalogue.art.cropY'), crop.y, (y) => moveCrop(crop, 0, y - crop.y, image))}
        {number(t('catalogue.art.cropWidth'), crop.width, (width) =>
          resizeCrop(crop, width, ratio, image),
        )}
      </div>
      <figure className={styles.preview}>
        <div
          className={styles.window}
          style={{ width: previewWidth, height: Math.round(previewWidth / ratio) }}
        >
          <img
            src={src}
            alt={t('catalogue.art.preview')}
            style={{
              width: image.width * previewScale,
              left: -crop.x * previewScale,
              top: -crop.y * previewScale,
            }}
          />
        </div>
        <figcaption>{t('catalogue.art.preview')}</figcaption>
      </figure>
    </div>
  );
}
