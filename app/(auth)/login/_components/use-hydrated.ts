import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/**
 * False in the server HTML and until React has taken over the page. Submit buttons stay disabled until then,
 * so a quick click cannot send the form the browser's own way (a GET with the password in the address).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
