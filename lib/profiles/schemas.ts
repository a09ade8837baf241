// User search: the query rule, shared by the results page and the API. The limits, the result shape and the
// helpers are in search.ts, which the search box imports without zod; they are re-exported here for the server.
import { z } from "zod/mini";
import { SEARCH_QUERY_MAX, SEARCH_QUERY_MIN, searchMessages } from "@/lib/profiles/search";

export * from "@/lib/profiles/search";

export const userSearchQuery = z
  .string({ error: searchMessages.tooShort })
  .check(
    z.trim(),
    z.minLength(SEARCH_QUERY_MIN, searchMessages.tooShort),
    z.maxLength(SEARCH_QUERY_MAX, searchMessages.tooLong),
  );
