import { notFound } from "next/navigation";

// Any path no page claims: answered 404 (and kept out of search engines) by the not-found file beside this one.
export default function UnknownPath() {
  notFound();
}
