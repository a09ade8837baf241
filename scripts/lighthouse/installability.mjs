// Whether Chromium would install the site (scripts/lighthouse.mjs): Lighthouse 12 dropped its installability
// audits, so the running browser is asked over the DevTools protocol.

/** Chromium's own verdict on installing the site from `url`, read over the DevTools protocol of the running browser. */
export async function installability(port, url) {
  const target = await (await fetch(`http://127.0.0.1:${port}/json/new?about:blank`, { method: "PUT" })).json();
  const socket = new WebSocket(target.webSocketDebuggerUrl);
  await new Promise((resolve, reject) => {
    socket.addEventListener("open", resolve, { once: true });
    socket.addEventListener("error", reject, { once: true });
  });
  let nextId = 0;
  const pending = new Map();
  const events = new Map();
  socket.addEventListener("message", ({ data }) => {
    const message = JSON.parse(String(data));
    if (message.id !== undefined) pending.get(message.id)?.(message);
    else events.get(message.method)?.(message.params);
  });
  const send = (method, params = {}) =>
    new Promise((resolve, reject) => {
      const id = ++nextId;
      pending.set(id, (message) => (message.error ? reject(new Error(`${method}: ${message.error.message}`)) : resolve(message.result)));
      socket.send(JSON.stringify({ id, method, params }));
    });
  try {
    await send("Page.enable");
    const loaded = new Promise((resolve) => events.set("Page.loadEventFired", resolve));
    await send("Page.navigate", { url });
    await loaded;
    const worker = await send("Runtime.evaluate", {
      expression:
        "Promise.race([navigator.serviceWorker.ready.then((r) => Boolean(r.active)), new Promise((done) => setTimeout(() => done(false), 15000))])",
      awaitPromise: true,
      returnByValue: true,
    });
    const { installabilityErrors } = await send("Page.getInstallabilityErrors");
    const manifest = await send("Page.getAppManifest");
    return {
      errors: installabilityErrors.map((error) => [error.errorId, ...error.errorArguments.map((arg) => `${arg.name}=${arg.value}`)].join(" ")),
      manifestUrl: manifest.url,
      manifestErrors: manifest.errors.map((error) => error.message),
      serviceWorker: worker.result.value === true,
    };
  } finally {
    socket.close();
    await fetch(`http://127.0.0.1:${port}/json/close/${target.id}`).catch(() => {});
  }
}

