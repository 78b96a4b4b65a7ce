/**
 * Link previews: the Open Graph, Twitter card and oEmbed discovery tags of a match page, and the
 * oEmbed (https://oembed.com) `rich` response with the iframe code.
 */
import { description, matchUrl, titleOf, type EmbedMatch } from "./model";
import { messages } from "../shared/i18n/index";
import { PREVIEW_HEIGHT, PREVIEW_WIDTH, previewAlt } from "./preview";
import { escapeHtml } from "../shared/text";

/** The iframe's size when the embedder does not say (the app's "Embed" dialog uses the same). */
export const EMBED_WIDTH = 480;
export const EMBED_HEIGHT = 520;
export const EMBED_HEIGHT_NO_LOG = 420;

export function boardSvgUrl(m: Pick<EmbedMatch, "origin" | "id">): string {
  return `${m.origin}/api/matches/${m.id}/board.svg`;
}

/** The link-preview picture (og:image): a PNG, which every unfurler shows (most refuse SVG). */
export function boardPngUrl(m: Pick<EmbedMatch, "origin" | "id"> & Partial<Pick<EmbedMatch, "review" | "at" | "locale">>): string {
  const query = new URLSearchParams();
  if (m.review) query.set("review", "on");
  if (m.review && m.at !== null && m.at !== undefined) query.set("at", String(m.at));
  // The picture's words in the page's language (a link unfurler sends no Accept-Language of the reader's).
  if (m.locale && m.locale !== "en") query.set("lang", m.locale);
  return `${m.origin}/api/matches/${m.id}/board.png${query.size ? `?${query}` : ""}`;
}

export function oembedUrl(m: Pick<EmbedMatch, "origin" | "id">): string {
  return `${m.origin}/oembed?url=${encodeURIComponent(matchUrl({ origin: m.origin, id: m.id }))}&format=json`;
}

/** The <head> tags that make a shared match link unfurl, with board.png as the picture. */
export function previewTags(m: EmbedMatch): string {
  const title = m.review ? messages(m.locale).reviewPrefix({ title: titleOf(m) }) : titleOf(m);
  const desc = description(m);
  const url = matchUrl(m);
  const img = boardPngUrl(m);
  const alt = previewAlt(m);
  const meta = (attr: "name" | "property", key: string, value: string) => `<meta ${attr}="${key}" content="${escapeHtml(value)}">`;
  return [
    `<title>${escapeHtml(title)} · Dead Drop</title>`,
    meta("name", "description", desc),
    `<link rel="canonical" href="${escapeHtml(url)}">`,
    `<link rel="alternate" type="application/json+oembed" href="${escapeHtml(oembedUrl(m))}" title="${escapeHtml(title)}">`,
    meta("property", "og:type", "website"),
    meta("property", "og:site_name", "Dead Drop"),
    meta("property", "og:title", title),
    meta("property", "og:description", desc),
    meta("property", "og:url", url),
    meta("property", "og:image", img),
    meta("property", "og:image:type", "image/png"),
    meta("property", "og:image:width", String(PREVIEW_WIDTH)),
    meta("property", "og:image:height", String(PREVIEW_HEIGHT)),
    meta("property", "og:image:alt", alt),
    meta("name", "twitter:card", "summary_large_image"),
    meta("name", "twitter:title", title),
    meta("name", "twitter:description", desc),
    meta("name", "twitter:image", img),
    meta("name", "twitter:image:alt", alt),
  ].join("\n");
}

/** The app's index.html with the match's preview tags in place of its generic title and description. */
export function withPreviewTags(indexHtml: string, tags: string): string {
  const stripped = indexHtml.replace(/<title>[\s\S]*?<\/title>\s*/i, "").replace(/<meta\s+name="description"[^>]*>\s*/i, "");
  const at = stripped.search(/<\/head>/i);
  if (at < 0) return tags + stripped;
  return `${stripped.slice(0, at)}${tags}\n${stripped.slice(at)}`;
}

export interface OEmbedRich {
  version: "1.0";
  type: "rich";
  title: string;
  provider_name: string;
  provider_url: string;
  html: string;
  width: number;
  height: number;
  thumbnail_url: string;
  thumbnail_width: number;
  thumbnail_height: number;
  cache_age: number;
}

/**
 * The oEmbed answer for a match. `query` is the embed's own query (theme, log, at) when the
 * consumer asked about an /embed/ URL; `max` are the consumer's maxwidth and maxheight.
 */
export function oembed(
  m: EmbedMatch,
  query: URLSearchParams,
  max: { width?: number; height?: number },
  thumbnail: { width: number; height: number },
): OEmbedRich {
  const log = query.get("log") !== "off";
  let width = EMBED_WIDTH;
  let height = log ? EMBED_HEIGHT : EMBED_HEIGHT_NO_LOG;
  if (max.width && max.width < width) width = max.width;
  if (max.height && max.height < height) height = max.height;
  const qs = query.toString();
  const src = `${m.origin}/embed/${m.id}${qs ? `?${qs}` : ""}`;
  const title = titleOf(m);
  const iframe =
    `<iframe src="${escapeHtml(src)}" width="${width}" height="${height}" title="${escapeHtml(messages(m.locale).onDeadDrop({ title }))}" ` +
    `style="border:0;max-width:100%" loading="lazy"></iframe>`;
  const image = new URLSearchParams();
  for (const key of ["at", "theme", "review"]) if (query.get(key)) image.set(key, query.get(key)!);
  return {
    version: "1.0",
    type: "rich",
    title,
    provider_name: "Dead Drop",
    provider_url: `${m.origin}/`,
    html: iframe,
    width,
    height,
    thumbnail_url: `${boardSvgUrl(m)}${image.size ? `?${image}` : ""}`,
    thumbnail_width: thumbnail.width,
    thumbnail_height: thumbnail.height,
    cache_age: 3600,
  };
}
