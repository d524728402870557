import { useState } from 'react';
import { videoEmbedUrl } from '../../config';
import { Icon } from '../Icon';
import styles from './VideoEmbed.module.css';

export interface VideoEmbedProps {
  videoId: string;
  title: string;
}

/**
 * A poster with a play button; the video site's player (about a megabyte of script) loads
 * only when the visitor asks for it, so the page stays fast on a phone.
 */
export function VideoEmbed({ videoId, title }: VideoEmbedProps) {
  const [playing, setPlaying] = useState(false);
  return (
    <div className={styles['video-embed']}>
      {playing ? (
        <iframe
          className={styles['video-embed__frame']}
          src={videoEmbedUrl(videoId)}
          title={title}
          allow="accelerometer; autoplay; encrypted-media; gyroscope; picture-in-picture"
          allowFullScreen
          loading="lazy"
          referrerPolicy="strict-origin-when-cross-origin"
        />
      ) : (
        <button type="button" className={styles['video-embed__poster']} onClick={() => setPlaying(true)}>
          <svg className={styles['video-embed__art']} viewBox="0 0 320 180" aria-hidden="true" focusable="false">
            <rect width="320" height="180" fill="#0b2545" />
            <rect x="24" y="118" width="272" height="14" rx="3" fill="#1d4a7a" />
            <rect x="40" y="96" width="52" height="22" rx="2" fill="#2f6aa3" />
            <rect x="110" y="88" width="70" height="30" rx="2" fill="#2f6aa3" />
            <rect x="198" y="100" width="40" height="18" rx="2" fill="#2f6aa3" />
            <rect x="250" y="92" width="30" height="26" rx="2" fill="#2f6aa3" />
            <path d="M24 60h272" stroke="#13365f" strokeWidth="2" />
            <circle cx="60" cy="40" r="6" fill="#c2185b" />
            <circle cx="80" cy="40" r="6" fill="#f3b6cb" />
          </svg>
          <span className={styles['video-embed__play']}>
            <Icon name="play" size={32} />
          </span>
          <span className={styles['video-embed__label']}>Play video: {title}</span>
        </button>
      )}
    </div>
  );
}
