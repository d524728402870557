import type { ReactNode } from 'react';
import { site } from 'shared/config';
import { cx, ExternalLink } from 'shared/ui';
import styles from './SocialLinks.module.css';

type Network = keyof typeof site.social;

/** Our own small marks for each network, drawn on a 24×24 grid in currentColor. */
const networks: readonly { key: Network; label: string; icon: ReactNode }[] = [
  {
    key: 'youtube',
    label: 'YouTube',
    icon: (
      <>
        <rect x="2" y="5" width="20" height="14" rx="4.5" fill="currentColor" />
        <path d="M10 9l5 3-5 3z" className={styles['social-links__cutout']} />
      </>
    ),
  },
  {
    key: 'linkedin',
    label: 'LinkedIn',
    icon: (
      <>
        <rect x="3" y="3" width="18" height="18" rx="3" fill="currentColor" />
        <g className={styles['social-links__cutout']}>
          <rect x="6.5" y="10" width="2.6" height="7.5" />
          <circle cx="7.8" cy="7.3" r="1.5" />
          <path d="M11 10h2.5v1.1c.5-.8 1.4-1.3 2.6-1.3 2 0 2.9 1.3 2.9 3.6v4.1h-2.6v-3.7c0-1.1-.4-1.7-1.3-1.7s-1.5.6-1.5 1.7v3.7H11z" />
        </g>
      </>
    ),
  },
  {
    key: 'facebook',
    label: 'Facebook',
    icon: (
      <>
        <circle cx="12" cy="12" r="10" fill="currentColor" />
        <path
          d="M13.2 22v-7.2h2.4l.4-2.8h-2.8v-1.8c0-.8.3-1.4 1.4-1.4H16V6.3a19 19 0 00-2.2-.1c-2.2 0-3.6 1.3-3.6 3.7V12H7.8v2.8h2.4V22z"
          className={styles['social-links__cutout']}
        />
      </>
    ),
  },
  {
    key: 'instagram',
    label: 'Instagram',
    icon: (
      <>
        <rect x="3" y="3" width="18" height="18" rx="5.5" fill="none" stroke="currentColor" strokeWidth="2" />
        <circle cx="12" cy="12" r="4" fill="none" stroke="currentColor" strokeWidth="2" />
        <circle cx="17.2" cy="6.8" r="1.2" fill="currentColor" />
      </>
    ),
  },
];

export interface SocialLinksProps {
  /** 'dark' on a navy background (the footer), 'light' on white (the side menu). */
  tone?: 'light' | 'dark';
  className?: string;
}

const toneClasses: Record<NonNullable<SocialLinksProps['tone']>, string | undefined> = {
  light: styles['social-links--light'],
  dark: styles['social-links--dark'],
};

/** Our pages on YouTube, LinkedIn, Facebook and Instagram; each opens in a new tab. */
export function SocialLinks({ tone = 'light', className }: SocialLinksProps) {
  return (
    <ul className={cx(styles['social-links'], toneClasses[tone], className)}>
      {networks.map(({ key, label, icon }) => (
        <li key={key}>
          <ExternalLink className={styles['social-links__link']} href={site.social[key]}>
            <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              {icon}
            </svg>
            <span className="visually-hidden">{label}</span>
          </ExternalLink>
        </li>
      ))}
    </ul>
  );
}
