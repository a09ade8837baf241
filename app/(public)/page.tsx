import { HomeContent } from "@/app/_components/home-content";

export default function HomePage() {
  return <HomeContent />;
}
