import { route } from "@/lib/http";
import { listAllArticles } from "@/lib/news/queries";

// GET /api/news/admin – every article, drafts included (admins)
export const GET = route(async () => Response.json({ articles: await listAllArticles() }), { auth: "admin" });
