// Zod's own messages (for input no schema gave a message for, such as a number where a string belongs) in
// Swedish. Server-side only: imported for its effect by lib/error-response.ts, which every handler's validation answer
// goes through. The browser does without it: form inputs are strings and every check a form can fail carries
// the spec's own message (lib/validation/form-messages.test.ts), so there it would only add weight.
import { z } from "zod/mini";

z.config(z.locales.sv());
