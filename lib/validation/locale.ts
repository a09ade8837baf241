// Zod's own messages (for input no schema gave a message for, such as an array where an object belongs) in
// Swedish, in the browser and on the server alike. Imported for its effect by lib/errors.ts and fields.ts.
import { z } from "zod";

z.config(z.locales.sv());
