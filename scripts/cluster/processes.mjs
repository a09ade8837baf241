// Starts and stops a set of child processes as one unit: each child in its own process group (so whatever it
// starts goes with it), output prefixed with its name or written to a log file, everything stopped on request,
// on SIGINT / SIGTERM / SIGHUP, and when a child exits that was not asked to.
import { spawn } from "node:child_process";
import { once } from "node:events";
import { closeSync, openSync } from "node:fs";
import process from "node:process";
import readline from "node:readline";

export function createSupervisor({ onUnexpectedExit = () => {}, graceSeconds = 10 } = {}) {
  const children = [];
  let stopping = false;
  let stopped = null;

  const running = (child) => child.exitCode === null && child.signalCode === null;

  function signalGroup(child, signal) {
    try {
      process.kill(-child.pid, signal);
    } catch {
      // the group is gone already
    }
  }

  /** Starts `command args` as `name`; output goes to `logFile` when given, else to ours with a `[name]` prefix. */
  function start(name, command, args, { env = process.env, cwd = process.cwd(), logFile, stopSignal = "SIGTERM" } = {}) {
    let stdio = ["ignore", "pipe", "pipe"];
    let fd = null;
    if (logFile) {
      fd = openSync(logFile, "a");
      stdio = ["ignore", fd, fd];
    }
    const child = spawn(command, args, { env, cwd, stdio, detached: true });
    if (fd !== null) closeSync(fd);
    child.processName = name;
    child.stopSignal = stopSignal;
    for (const [stream, out] of [[child.stdout, process.stdout], [child.stderr, process.stderr]]) {
      if (!stream) continue;
      readline.createInterface({ input: stream }).on("line", (line) => out.write(`[${name}] ${line}\n`));
    }
    child.on("error", (error) => {
      if (!stopping) onUnexpectedExit(child, `could not start: ${error.message}`);
    });
    child.on("exit", (code, signal) => {
      if (!stopping && !child.killedOnPurpose) onUnexpectedExit(child, `exited (${signal ?? code})`);
    });
    children.push(child);
    return child;
  }

  /** Ends one child's group at once (SIGKILL, as when its machine goes); resolves once it has exited. */
  async function kill(child) {
    child.killedOnPurpose = true;
    if (!child.pid || !running(child)) return;
    const exited = once(child, "exit");
    signalGroup(child, "SIGKILL");
    await exited;
  }

  /** Stops every child: its stop signal to the group, then SIGKILL to what is left after the grace period. */
  function stopAll() {
    stopping = true;
    stopped ??= (async () => {
      for (const child of children) if (child.pid) signalGroup(child, child.stopSignal);
      const exits = children.filter((child) => child.pid && running(child)).map((child) => once(child, "exit"));
      await Promise.race([Promise.all(exits), new Promise((resolve) => setTimeout(resolve, graceSeconds * 1000).unref())]);
      for (const child of children) if (child.pid) signalGroup(child, "SIGKILL");
    })();
    return stopped;
  }

  /** Runs `cleanup` (which should stop everything) once on the first SIGINT, SIGTERM or SIGHUP, then exits. */
  function stopOnSignals(cleanup) {
    for (const [signal, code] of [["SIGINT", 130], ["SIGTERM", 143], ["SIGHUP", 129]]) {
      process.on(signal, () => {
        if (stopping) return;
        console.error(`\n${signal}: stopping every process started here`);
        Promise.resolve(cleanup()).finally(() => process.exit(code));
      });
    }
  }

  return { start, kill, stopAll, stopOnSignals, running, children, get stopping() { return stopping; } };
}

/** Waits until `url` answers 2xx, failing early when `alive()` turns false. */
export async function waitForHttp(url, { seconds = 120, alive = () => true } = {}) {
  const until = Date.now() + seconds * 1000;
  while (Date.now() < until) {
    if (!alive()) throw new Error(`stopped waiting for ${url}: a process it needs has exited`);
    try {
      const res = await fetch(url);
      await res.arrayBuffer();
      if (res.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`${url} did not answer within ${seconds} s`);
}

/** Rejects when something already listens on host:port. */
export async function assertPortFree(port, host = "127.0.0.1") {
  const net = await import("node:net");
  await new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once("error", (error) => reject(new Error(error.code === "EADDRINUSE" ? `port ${port} is already in use` : error.message)));
    probe.listen(port, host, () => probe.close(resolve));
  });
}
