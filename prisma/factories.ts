// Builders for rows, shared by prisma/seed.ts and the tests. They take the client so both can use them.
import bcrypt from "bcryptjs";
import type { PrismaClient, Prisma } from "../generated/prisma/client";

let counter = 0;
const next = () => `${Date.now().toString(36)}${(counter++).toString(36)}`;

/** A password that meets the registration rules; its hash is computed once. */
export const FACTORY_PASSWORD = "Fiskelycka1";
let factoryHash: string | undefined;
export function factoryPasswordHash(): string {
  factoryHash ??= bcrypt.hashSync(FACTORY_PASSWORD, 4);
  return factoryHash;
}

export type UserOverrides = Partial<Omit<Prisma.UserUncheckedCreateInput, "usernameKey">> & { password?: string };

export async function createUser(db: PrismaClient, overrides: UserOverrides = {}) {
  const { password, ...rest } = overrides;
  const username = rest.username ?? `medlem_${next()}`;
  return db.user.create({
    data: {
      age: 30,
      ...rest,
      username,
      usernameKey: username.toLowerCase(),
      passwordHash: password ? bcrypt.hashSync(password, 4) : (rest.passwordHash ?? factoryPasswordHash()),
    },
  });
}

export type ReportOverrides = Partial<Prisma.ReportUncheckedCreateInput> & { userId: number };

export async function createReport(db: PrismaClient, overrides: ReportOverrides) {
  return db.report.create({
    data: {
      fish: "Gädda",
      weight: "3.4",
      length: "72",
      location: "Mälaren",
      fishingDate: new Date("2026-06-01T00:00:00Z"),
      ...overrides,
    },
  });
}
