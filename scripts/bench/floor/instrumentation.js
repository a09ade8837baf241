// An instrumentation hook that does nothing. Without one here, Turbopack (whose root is the project's, for its
// node_modules) builds the site's own instrumentation.ts into the floor, with the database and the job queue behind
// it, and the floor would not start without the site's settings.
export function register() {}
