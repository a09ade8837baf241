// A tiny round-robin TCP forwarder for BENCH_PROCESSES > 1: each new client connection goes to the next
// `next start` process in turn and the bytes are piped both ways untouched (Host, cookies and Origin arrive
// as the client sent them). autocannon keeps its connections open, so 10 connections over 2 processes is 5
// each for the whole run. run.mjs starts it as a process of its own so it does not share the event loop with
// autocannon.
//
//   node scripts/bench/forwarder.mjs <listen port> <backend port> [backend port…]
import net from "node:net";
import process from "node:process";

const [listenPort, ...backends] = process.argv.slice(2).map(Number);
if (!listenPort || !backends.length || [listenPort, ...backends].some((p) => !Number.isInteger(p) || p <= 0)) {
  console.error("usage: node scripts/bench/forwarder.mjs <listen port> <backend port> [backend port…]");
  process.exit(2);
}

let turn = 0;
const connections = new Map(backends.map((port) => [port, 0]));
const server = net.createServer({ noDelay: true }, (client) => {
  const port = backends[turn++ % backends.length];
  connections.set(port, connections.get(port) + 1);
  const upstream = net.connect({ host: "127.0.0.1", port, noDelay: true });
  const close = () => {
    client.destroy();
    upstream.destroy();
  };
  client.on("error", close).on("close", close);
  upstream.on("error", close).on("close", close);
  client.pipe(upstream);
  upstream.pipe(client);
});

server.on("error", (error) => {
  console.error(`[forwarder] ${error.message}`);
  process.exit(1);
});
server.listen(listenPort, "127.0.0.1", () => console.log(`[forwarder] 127.0.0.1:${listenPort} → ${backends.join(", ")}`));

// On the way out, log how the connections were spread, so an uneven run can be seen in logs/forwarder.log.
for (const signal of ["SIGTERM", "SIGINT", "SIGHUP"]) {
  process.on(signal, () => {
    console.log(`[forwarder] connections per backend: ${[...connections].map(([port, n]) => `${port}: ${n}`).join(", ")}`);
    process.exit(0);
  });
}
