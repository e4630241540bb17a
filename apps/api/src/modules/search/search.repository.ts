import { and, asc, desc, eq, gte, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Language } from '@scena/shared';
import type { Db } from '../../db/client';
import {
  eventTranslations,
  events,
  pages,
  pageTranslations,
  videoTranslations,
  videos,
} from '../../db/schema';

export interface SearchFilter {
  /** The query as typed (trimmed); runs of spaces count as one, LIKE wildcards match literally. */
  term: string;
  language: Language;
  /** Administrators also find invisible, ended, unpublished and dashboard_hidden items. */
  withHidden: boolean;
  now: Date;
  limit: number;
}

export interface SearchRow {
  id: number;
  slug: string | null;
  title: string;
  /** Staff HTML (a description or a page's content), or null. */
  text: string | null;
}

/**
 * The same expression as the trigram indexes of migration 0002, so that they serve the match: unaccent, then
 * lower (product-decisions §21).
 */
const folded = (value: SQL) => sql`lower(f_unaccent(${value}))`;

/**
 * LIKE's wildcards and escape character are escaped after folding: unaccent turns the full-width ％ ＿ ＼ into
 * % _ \, which escaped before would match anything (or, as a trailing \, make the pattern invalid). The user
 * search matches with it too.
 */
export function patternOf(term: string): SQL {
  const folded = sql`lower(f_unaccent(${term.replace(/\s+/g, ' ')}::text))`;
  const escaped = sql`replace(replace(replace(${folded}, ${'\\'}, ${'\\\\'}), ${'%'}, ${'\\%'}), ${'_'}, ${'\\_'})`;
  return sql`'%' || ${escaped} || '%'`;
}

/**
 * HTML as plain text, written exactly as in migration 0002's indexes (a literal, not a parameter, so that the
 * planner can match the indexed expression): each run of tags and spaces becomes one space.
 */
const TAGS_AND_SPACES = sql.raw(`'(<[^>]*>|&nbsp;|\\u00a0|\\s)+'`);
const plainText = (html: SQL) => sql`regexp_replace(${html}, ${TAGS_AND_SPACES}, ' ', 'g')`;

const textMatches = (value: SQL, pattern: SQL) => sql`${folded(value)} like ${pattern}`;
/** Staff HTML matches by its text: a phrase across formatting does, a tag name ("strong") does not. */
const htmlMatches = (html: SQL, pattern: SQL) => textMatches(plainText(html), pattern);

/** A translated field where the translation has it, else the Polish one (product-decisions §3). */
const translated = (language: Language, polish: SQL, translation: SQL): SQL =>
  language === 'pl' ? polish : sql`coalesce(nullif(${translation}, ''), ${polish})`;

/** Title matches before description-only matches. */
const titleFirst = (title: SQL, pattern: SQL) =>
  sql`case when ${textMatches(title, pattern)} then 0 else 1 end`;

interface TextSource {
  table: PgTable;
  /** The id this source answers (the owner's id for a translation). */
  id: AnyPgColumn;
  /** A translation's language column: only rows in the request's language count. */
  language?: AnyPgColumn;
  title?: AnyPgColumn;
  html?: AnyPgColumn;
}

/**
 * Ids of the rows of one table whose title or HTML contains the term: a single-table scan that the trigram
 * indexes serve. The exact match on the displayed (translated or Polish) text then reads only these rows,
 * which an OR across joined tables could not narrow through the indexes.
 */
function idsMatching(source: TextSource, pattern: SQL, language: Language): SQL {
  const conditions = [
    source.title && textMatches(sql`${source.title}`, pattern),
    source.html && htmlMatches(sql`${source.html}`, pattern),
  ].filter((condition): condition is SQL => condition !== undefined);
  const inLanguage = source.language ? eq(source.language, language) : undefined;
  return sql`select ${source.id} from ${source.table} where ${and(or(...conditions), inLanguage)}`;
}

/** The Polish source, and in another language also its translations (the Polish text is the fallback). */
function candidates(pattern: SQL, language: Language, polish: TextSource, translation: TextSource): SQL {
  const parts = [idsMatching(polish, pattern, language)];
  if (language !== 'pl') parts.push(idsMatching(translation, pattern, language));
  return sql.join(parts, sql` union `);
}

/** Videos whose title or description (in `language`) contains the term; no stream link is read. */
export async function searchVideoRows(db: Db, filter: SearchFilter): Promise<SearchRow[]> {
  const pattern = patternOf(filter.term);
  const title = translated(filter.language, sql`${videos.title}`, sql`${videoTranslations.title}`);
  const text = translated(filter.language, sql`${videos.description}`, sql`${videoTranslations.description}`);
  const ids = candidates(
    pattern,
    filter.language,
    { table: videos, id: videos.id, title: videos.title, html: videos.description },
    {
      table: videoTranslations,
      id: videoTranslations.videoId,
      language: videoTranslations.languageCode,
      title: videoTranslations.title,
      html: videoTranslations.description,
    },
  );
  const listed = filter.withHidden
    ? undefined
    : and(
        eq(videos.visible, true),
        eq(videos.dashboardHidden, false),
        or(isNull(videos.endDate), gte(videos.endDate, filter.now)),
      );
  return db
    .select({
      id: videos.id,
      slug: videos.slug,
      title: sql<string>`${title}`,
      text: sql<string | null>`${text}`,
    })
    .from(videos)
    .leftJoin(
      videoTranslations,
      and(eq(videoTranslations.videoId, videos.id), eq(videoTranslations.languageCode, filter.language)),
    )
    .where(
      and(sql`${videos.id} in (${ids})`, or(textMatches(title, pattern), htmlMatches(text, pattern)), listed),
    )
    .orderBy(titleFirst(title, pattern), desc(videos.weight), folded(title), asc(videos.id))
    .limit(filter.limit);
}

/** Events whose title, or their video's description (an event shows its video's), contains the term. */
export async function searchEventRows(db: Db, filter: SearchFilter): Promise<SearchRow[]> {
  const pattern = patternOf(filter.term);
  const title = translated(filter.language, sql`${events.title}`, sql`${eventTranslations.title}`);
  const text = translated(filter.language, sql`${videos.description}`, sql`${videoTranslations.description}`);
  const byTitle = candidates(
    pattern,
    filter.language,
    { table: events, id: events.id, title: events.title },
    {
      table: eventTranslations,
      id: eventTranslations.eventId,
      language: eventTranslations.languageCode,
      title: eventTranslations.title,
    },
  );
  const videosByDescription = candidates(
    pattern,
    filter.language,
    { table: videos, id: videos.id, html: videos.description },
    {
      table: videoTranslations,
      id: videoTranslations.videoId,
      language: videoTranslations.languageCode,
      html: videoTranslations.description,
    },
  );
  const ids = sql`${byTitle} union select ${events.id} from ${events} where ${events.videoId} in (${videosByDescription})`;
  const listed = filter.withHidden
    ? undefined
    : and(
        eq(events.published, true),
        eq(events.dashboardHidden, false),
        // As in the public list: an event that has ended is no longer offered.
        or(isNull(events.endsAt), gte(events.endsAt, filter.now)),
      );
  return db
    .select({
      id: events.id,
      slug: events.slug,
      title: sql<string>`${title}`,
      text: sql<string | null>`${text}`,
    })
    .from(events)
    .innerJoin(videos, eq(videos.id, events.videoId))
    .leftJoin(
      eventTranslations,
      and(eq(eventTranslations.eventId, events.id), eq(eventTranslations.languageCode, filter.language)),
    )
    .leftJoin(
      videoTranslations,
      and(eq(videoTranslations.videoId, videos.id), eq(videoTranslations.languageCode, filter.language)),
    )
    .where(
      and(sql`${events.id} in (${ids})`, or(textMatches(title, pattern), htmlMatches(text, pattern)), listed),
    )
    .orderBy(titleFirst(title, pattern), sql`${events.startsAt} desc nulls last`, desc(events.id))
    .limit(filter.limit);
}

/** Static pages (all are public) whose title or content contains the term. */
export async function searchPageRows(db: Db, filter: SearchFilter): Promise<SearchRow[]> {
  const pattern = patternOf(filter.term);
  const title = translated(filter.language, sql`${pages.title}`, sql`${pageTranslations.title}`);
  const text = translated(filter.language, sql`${pages.content}`, sql`${pageTranslations.content}`);
  const ids = candidates(
    pattern,
    filter.language,
    { table: pages, id: pages.id, title: pages.title, html: pages.content },
    {
      table: pageTranslations,
      id: pageTranslations.pageId,
      language: pageTranslations.languageCode,
      title: pageTranslations.title,
      html: pageTranslations.content,
    },
  );
  return db
    .select({
      id: pages.id,
      slug: pages.slug,
      title: sql<string>`${title}`,
      text: sql<string | null>`${text}`,
    })
    .from(pages)
    .leftJoin(
      pageTranslations,
      and(eq(pageTranslations.pageId, pages.id), eq(pageTranslations.languageCode, filter.language)),
    )
    .where(and(sql`${pages.id} in (${ids})`, or(textMatches(title, pattern), htmlMatches(text, pattern))))
    .orderBy(titleFirst(title, pattern), folded(title), asc(pages.id))
    .limit(filter.limit);
}
