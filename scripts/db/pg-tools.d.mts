// Types for pg-tools.mjs, so TypeScript tests can pick the same programs the scripts use.
import type pg from "pg";

export type PgTool = { program: string; major: number; env: NodeJS.ProcessEnv };

export function libpqConnection(url: string): { url: string; env: { PGPASSWORD?: string } };
export function databaseName(url: string): string;
export function withDatabase(url: string, name: string): string;
export function connect(url: string): Promise<pg.Client>;
export function serverMajor(url: string): Promise<number>;
export function findTools(name: string): PgTool[];
export function pickTool(name: string, minMajor: number): PgTool;
export function fileTimestamp(date?: Date): string;
