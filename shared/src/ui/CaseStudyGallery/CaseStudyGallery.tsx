import { useId } from 'react';
import { useSearchParams } from 'shared/routing';
import type { CaseStudyGalleryRecord } from '../../content/page';
import { queryValueOf } from '../../routes';
import type { CaseStudyRecord } from '../../content/types';
import { Callout } from '../Callout';
import { CheckList } from '../CheckList';
import { LazyImage } from '../LazyImage';
import { Tag } from '../Tag';
import styles from './CaseStudyGallery.module.css';

/** The query parameter that holds the chosen industry, so a filtered view can be shared and survives reload and Back. */
export const CASE_STUDY_FILTER_PARAM = 'industry';

/** How many of a study's results its card shows. */
const KEY_RESULTS_SHOWN = 2;

/** Every label and study of the gallery comes from its record. */
export type CaseStudyGalleryProps = CaseStudyGalleryRecord;

/** The URL form of an industry label ('Energy & Utility' is 'energy-utility'), the one the route table keeps. */
export const industrySlug = queryValueOf;

function fillIn(template: string, count: number, filter: string): string {
  return template.replaceAll('{count}', String(count)).replaceAll('{filter}', filter);
}

function announcementFor(
  texts: CaseStudyGalleryRecord['resultsAnnouncement'],
  count: number,
  filter: string | undefined,
): string {
  if (filter === undefined) return fillIn(texts.all, count, '');
  if (count === 0) return fillIn(texts.none, count, filter);
  return fillIn(count === 1 ? texts.one : texts.other, count, filter);
}

function CaseStudyCard({
  study,
  comingSoonLabel,
  viewLabel,
  keyResultsLabel,
  timelineLabel,
}: { study: CaseStudyRecord } & Pick<
  CaseStudyGalleryProps,
  'comingSoonLabel' | 'viewLabel' | 'keyResultsLabel' | 'timelineLabel'
>) {
  const comingSoonId = useId();
  const { image } = study;
  return (
    <article className={styles['case-card']}>
      <div className={styles['case-card__media']}>
        {image ? (
          <LazyImage
            className={styles['case-card__image']}
            src={image.src}
            alt=""
            width={image.width}
            height={image.height}
          />
        ) : null}
        <p id={comingSoonId} className={styles['case-card__coming-soon']}>
          {comingSoonLabel}
        </p>
      </div>
      <div className={styles['case-card__body']}>
        <Tag>{study.industry}</Tag>
        <h3 className={styles['case-card__title']}>{study.title}</h3>
        <dl className={styles['case-card__timeline']}>
          <dt>{timelineLabel}</dt>
          <dd>{study.timeline}</dd>
        </dl>
        <p className={styles['case-card__description']}>{study.description}</p>
        <h4 className={styles['case-card__results-label']}>{keyResultsLabel}</h4>
        <CheckList items={study.results.slice(0, KEY_RESULTS_SHOWN)} />
        <button
          type="button"
          className={`button button--primary ${styles['case-card__view']}`}
          disabled
          aria-describedby={comingSoonId}
        >
          {viewLabel}
        </button>
      </div>
    </article>
  );
}

/**
 * Case studies as cards, filtered by industry. The chosen industry lives in the URL query, so each choice is a
 * history entry: a filtered view can be shared, survives a reload, and Back returns to the previous filter. An
 * unknown value shows every study.
 */
export function CaseStudyGallery({
  filterLabel,
  allLabel,
  filters,
  comingSoonLabel,
  viewLabel,
  keyResultsLabel,
  timelineLabel,
  resultsAnnouncement,
  empty,
  studies,
}: CaseStudyGalleryProps) {
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get(CASE_STUDY_FILTER_PARAM);
  const activeFilter = filters.find((filter) => industrySlug(filter) === requested);
  const shown = activeFilter === undefined ? studies : studies.filter((study) => study.industry === activeFilter);

  function choose(filter: string | undefined) {
    if (filter === activeFilter && (filter !== undefined || requested === null)) return;
    const next = new URLSearchParams(searchParams);
    if (filter === undefined) next.delete(CASE_STUDY_FILTER_PARAM);
    else next.set(CASE_STUDY_FILTER_PARAM, industrySlug(filter));
    setSearchParams(next, { preventScrollReset: true });
  }

  return (
    <div className={styles['case-gallery']}>
      <div role="group" aria-label={filterLabel} className={styles['case-gallery__filters']}>
        <button
          type="button"
          className={styles['case-gallery__filter']}
          aria-pressed={activeFilter === undefined}
          onClick={() => choose(undefined)}
        >
          {allLabel}
        </button>
        {filters.map((filter) => (
          <button
            key={filter}
            type="button"
            className={styles['case-gallery__filter']}
            aria-pressed={activeFilter === filter}
            onClick={() => choose(filter)}
          >
            {filter}
          </button>
        ))}
      </div>
      <p role="status" className={styles['case-gallery__status']}>
        {announcementFor(resultsAnnouncement, shown.length, activeFilter)}
      </p>
      {shown.length > 0 ? (
        <ul className={styles['case-gallery__grid']}>
          {shown.map((study) => (
            <li key={study.title}>
              <CaseStudyCard
                study={study}
                comingSoonLabel={comingSoonLabel}
                viewLabel={viewLabel}
                keyResultsLabel={keyResultsLabel}
                timelineLabel={timelineLabel}
              />
            </li>
          ))}
        </ul>
      ) : (
        <Callout icon={empty.icon} title={empty.title} text={empty.text} action={empty.action} />
      )}
    </div>
  );
}
