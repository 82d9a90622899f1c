import type { SpawnOptions } from 'node:child_process';

/** The repository's root folder. */
export const root: string;
/** Runs a command with inherited output; resolves with its exit code. */
export function run(command: string, args: string[], options?: SpawnOptions): Promise<number>;
/** Runs a command and stops the whole script when it fails. */
export function mustRun(command: string, args: string[], options?: SpawnOptions): Promise<void>;
/** The path of an installed package's binary. */
export function bin(name: string): string;
/** Installs dependencies when they are missing or older than the lockfile. */
export function ensureDependencies(): Promise<void>;
/** Builds the web app and the server when a source is newer than the build. */
export function buildIfStale(): Promise<void>;
