import { useEffect, useRef, useState } from 'react';
import mapPoster from '../../assets/illustrations/map-poster.svg';
import videoPoster from '../../assets/illustrations/video-poster.svg';
import type { MediaRecord } from '../../content/page';
import { Icon } from '../Icon';
import styles from './MediaFacade.module.css';

export interface MediaFacadeProps {
  media: MediaRecord;
}

const POSTERS = { video: videoPoster, map: mapPoster } as const;
const START_ICONS = { video: 'play', map: 'mapPin' } as const;

/**
 * Our own poster with one button; the video or map service's frame (and its megabyte of
 * script and cookies) loads only when the visitor presses it. Focus then moves into the frame,
 * so a keyboard user is not dropped at the top of the page.
 */
export function MediaFacade({ media }: MediaFacadeProps) {
  const [started, setStarted] = useState(false);
  const frameRef = useRef<HTMLIFrameElement>(null);
  useEffect(() => {
    if (started) frameRef.current?.focus();
  }, [started]);

  return (
    <figure className={styles['media-facade']}>
      <div className={styles['media-facade__stage']}>
        {started ? (
          <iframe
            ref={frameRef}
            className={styles['media-facade__frame']}
            src={media.embedUrl}
            title={media.title}
            allow={
              media.kind === 'video'
                ? 'accelerometer; autoplay; encrypted-media; gyroscope; picture-in-picture'
                : undefined
            }
            allowFullScreen
            referrerPolicy="strict-origin-when-cross-origin"
          />
        ) : (
          <button type="button" className={styles['media-facade__poster']} onClick={() => setStarted(true)}>
            <img className={styles['media-facade__art']} src={POSTERS[media.kind]} alt="" width={320} height={180} />
            <span className={styles['media-facade__start']}>
              <Icon name={START_ICONS[media.kind]} size={32} />
            </span>
            <span className={styles['media-facade__label']}>{media.startLabel}</span>
          </button>
        )}
      </div>
      {media.caption ? <figcaption className={styles['media-facade__caption']}>{media.caption}</figcaption> : null}
    </figure>
  );
}
