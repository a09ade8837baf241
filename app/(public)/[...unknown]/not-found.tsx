import { HomeContent } from "@/app/_components/home-content";

// SPEC §2: unknown paths show the home page. notFound() gives it HTTP 404 and a noindex robots tag.
// It lives here rather than in app/not-found.tsx because the root file is rendered into every page's payload.
export default function UnknownPathHome() {
  return <HomeContent />;
}
