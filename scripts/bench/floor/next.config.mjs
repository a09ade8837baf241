// The framework's floor (scripts/bench/floor.mjs): Next.js as it ships, with nothing of the site's. Its build goes to
// .next-bench-floor at the project's root, where git, the linter and the site's own builds already leave `.next*`
// folders alone; this folder keeps only the source.
const config = { distDir: "../../../.next-bench-floor" };

export default config;
