// The share cards of a news article (its image, title, date and author) and of a species page (the species, its
// Latin name, how many catches and the heaviest one). Both name only what their pages show to everyone.
import "server-only";
import { formatNewsDate, newsImageFile } from "@/lib/news/messages";
import type { NewsArticleJson } from "@/lib/news/types";
import { formatWeight } from "@/lib/reports/display";
import { drawCard, squarePhoto } from "@/lib/share/draw";
import { catchCount } from "@/lib/species/display";
import type { SpeciesPage } from "@/lib/species/queries";

export function articleCardText(article: Pick<NewsArticleJson, "title" | "published_at" | "created_at" | "username">) {
  return { heading: article.title, lines: [`Nyhet · ${formatNewsDate(article.published_at ?? article.created_at)}`, `av ${article.username}`] };
}

export async function renderArticleCard(article: NewsArticleJson): Promise<Buffer> {
  return drawCard({ photo: await squarePhoto("news", newsImageFile(article.image_url)), text: articleCardText(article) });
}

export function speciesCardText(page: Pick<SpeciesPage, "species" | "reportCount" | "heaviest">) {
  const heaviest = page.heaviest[0];
  return {
    heading: page.species.name,
    highlight: page.species.latin,
    lines: [`${catchCount(page.reportCount)} rapporterade`, ...(heaviest ? [`Tyngsta: ${formatWeight(heaviest.weight)}`] : [])],
  };
}

export async function renderSpeciesCard(page: SpeciesPage): Promise<Buffer> {
  return drawCard({ photo: null, text: speciesCardText(page) });
}
