// Reads a running server's memory after a full garbage collection, through the inspector the server was started
// with (`--inspect=127.0.0.1:PORT`): what is still alive, as opposed to RSS, which also holds what V8 has not
// collected yet or has not handed back to the system.

/** Opens the inspector's WebSocket of the process listening on `port`. */
export async function connectInspector(port) {
  const targets = await (await fetch(`http://127.0.0.1:${port}/json/list`)).json();
  const url = targets[0]?.webSocketDebuggerUrl;
  if (!url) throw new Error(`no inspector target on port ${port}`);
  const socket = new WebSocket(url);
  await new Promise((resolve, reject) => {
    socket.addEventListener("open", resolve, { once: true });
    socket.addEventListener("error", () => reject(new Error(`cannot reach the inspector at ${url}`)), { once: true });
  });
  let nextId = 1;
  const waiting = new Map();
  socket.addEventListener("message", (event) => {
    const message = JSON.parse(String(event.data));
    const pending = waiting.get(message.id);
    if (!pending) return;
    waiting.delete(message.id);
    if (message.error) pending.reject(new Error(message.error.message));
    else pending.resolve(message.result);
  });
  const send = (method, params = {}) =>
    new Promise((resolve, reject) => {
      const id = nextId++;
      waiting.set(id, { resolve, reject });
      socket.send(JSON.stringify({ id, method, params }));
    });
  return {
    /** Collects garbage fully, then answers process.memoryUsage() in MB. */
    async liveMemory() {
      await send("HeapProfiler.collectGarbage");
      const { result } = await send("Runtime.evaluate", {
        expression: "JSON.stringify(process.memoryUsage())",
        returnByValue: true,
      });
      const usage = JSON.parse(result.value);
      const mb = (bytes) => Math.round(bytes / 104857.6) / 10;
      return {
        rssMb: mb(usage.rss),
        heapUsedMb: mb(usage.heapUsed),
        heapTotalMb: mb(usage.heapTotal),
        externalMb: mb(usage.external),
        arrayBuffersMb: mb(usage.arrayBuffers),
      };
    },
    close: () => socket.close(),
  };
}
