import type { LogoRecord } from '../../content/page';
import { LazyImage } from '../LazyImage';
import { Marquee } from '../Marquee';
import styles from './LogoMarquee.module.css';

export interface LogoMarqueeProps {
  /** Names the strip for screen readers. */
  label: string;
  /** Seconds for one full loop. */
  loopSeconds: number;
  logos: readonly LogoRecord[];
}

/** Wordmarks scrolling past in a loop, each named by its picture's alt text. */
export function LogoMarquee({ label, loopSeconds, logos }: LogoMarqueeProps) {
  return (
    <Marquee label={label} durationSeconds={loopSeconds}>
      {logos.map((logo) => (
        <LazyImage
          key={logo.name}
          className={styles['logo']}
          src={logo.image.src}
          alt={logo.image.alt}
          width={logo.image.width}
          height={logo.image.height}
        />
      ))}
    </Marquee>
  );
}
