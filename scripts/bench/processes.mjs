// The bench's child processes: each in its own process group, so that stopping it also stops whatever it started
// (next start's next-server). All are stopped at the end, on errors and on Ctrl-C / SIGTERM. Logs go to logDir.
import { spawn } from "node:child_process";
import { once } from "node:events";
import { closeSync, mkdirSync, openSync, readFileSync } from "node:fs";
import net from "node:net";
import path from "node:path";
import process from "node:process";

const running = (child) => child.exitCode === null && child.signalCode === null;

function signalGroup(child, signal) {
  try {
    process.kill(-child.pid, signal);
  } catch {
    // the group is gone already
  }
}

export function assertPortFree(port) {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once("error", (error) =>
      reject(new Error(error.code === "EADDRINUSE" ? `port ${port} is already in use: set BENCH_SITE_PORT / BENCH_BARE_PORT / BENCH_APP_PORT` : error.message)),
    );
    probe.listen(port, "127.0.0.1", () => probe.close(resolve));
  });
}

/** Starts, watches and stops the bench's servers; `env` is what each of them runs with. */
export function createProcesses({ root, logDir, env }) {
  const children = [];
  let stopping = false;
  let stopped = null;
  let allStopped = false;

  function start(name, args, command = process.execPath) {
    mkdirSync(logDir, { recursive: true });
    const logFile = path.join(logDir, `${name}.log`);
    const fd = openSync(logFile, "w");
    const child = spawn(command, args, { cwd: root, env, stdio: ["ignore", fd, fd], detached: true });
    closeSync(fd);
    child.benchName = name;
    child.logFile = logFile;
    child.on("exit", (code, signal) => {
      if (!stopping) console.error(`[bench] ${name} exited early (${signal ?? code}); see ${path.relative(root, logFile)}`);
    });
    children.push(child);
    return child;
  }

  function stopAll() {
    stopping = true;
    stopped ??= (async () => {
      for (const child of children) signalGroup(child, "SIGTERM");
      const exits = children.filter(running).map((child) => once(child, "exit"));
      await Promise.race([Promise.all(exits), new Promise((r) => setTimeout(r, 5000).unref())]);
      // Whatever is left in a group (a leader that ignored SIGTERM, a grandchild that outlived it): SIGKILL.
      for (const child of children) signalGroup(child, "SIGKILL");
      allStopped = true;
    })();
    return stopped;
  }

  // Last resort when the process exits some other way (process.exit from elsewhere): synchronous kills only.
  process.on("exit", () => {
    if (!allStopped) for (const child of children) signalGroup(child, "SIGKILL");
  });
  for (const [signal, code] of [["SIGINT", 130], ["SIGTERM", 143], ["SIGHUP", 129]]) {
    process.on(signal, () => {
      if (stopping) return;
      console.error(`\n[bench] ${signal}: stopping the servers`);
      stopAll().finally(() => process.exit(code));
    });
  }

  function assertAllRunning() {
    const dead = children.filter((c) => !running(c));
    if (!dead.length) return;
    const tail = (file) => readFileSync(file, "utf8").trimEnd().split("\n").slice(-15).join("\n");
    throw new Error(dead.map((c) => `${c.benchName} is no longer running; last lines of its log:\n${tail(c.logFile)}`).join("\n"));
  }

  async function waitFor(url, seconds = 120) {
    const until = Date.now() + seconds * 1000;
    while (Date.now() < until) {
      assertAllRunning();
      try {
        if ((await fetch(url)).ok) return;
      } catch {
        // not up yet
      }
      await new Promise((r) => setTimeout(r, 300));
    }
    throw new Error(`${url} did not come up within ${seconds} s`);
  }

  function build() {
    console.log("[bench] building the site…");
    const child = spawn(process.execPath, [path.join("scripts", "next-build.mjs")], { cwd: root, env, stdio: "inherit" });
    return new Promise((resolve, reject) => {
      child.on("error", reject);
      child.on("exit", (code, signal) => (code === 0 ? resolve() : reject(new Error(`next build failed (${signal ?? code})`))));
    });
  }

  return { start, stopAll, assertAllRunning, waitFor, build, isStopping: () => stopping };
}
