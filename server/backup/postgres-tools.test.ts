import { describe, expect, it } from 'vitest';
import { BackupError } from './manifest.ts';
import {
  checkToolMajor,
  connectionFor,
  databaseName,
  parseToolVersion,
  serverMajor,
} from './postgres-tools.ts';

describe("PostgreSQL's tools", () => {
  it('reads their versions and the server version number', () => {
    expect(parseToolVersion('pg_dump (PostgreSQL) 15.20 (Debian 15.20-0+deb12u1)\n')).toEqual({
      text: '15.20',
      major: 15,
    });
    expect(parseToolVersion('pg_restore (PostgreSQL) 17.2')).toEqual({ text: '17.2', major: 17 });
    expect(parseToolVersion('pg_dump (PostgreSQL) 16devel')).toEqual({ text: '16', major: 16 });
    expect(parseToolVersion('nonsense')).toBeUndefined();
    expect(serverMajor(150020)).toBe(15);
    expect(serverMajor(90624)).toBe(9);
  });

  it('refuses a pg_dump older than the server, naming the package', () => {
    expect(() => checkToolMajor('pg_dump', 16, 15, 'the server')).not.toThrow();
    expect(() => checkToolMajor('pg_dump', 14, 15, 'the server')).toThrowError(BackupError);
    expect(() => checkToolMajor('pg_dump', 14, 15, 'the server')).toThrowError(
      /postgresql-client-15/,
    );
  });

  it('keeps the password off the command line', () => {
    const { dbname, env } = connectionFor(
      'postgres://shop:s%40cret@db.example:5433/shop?sslmode=require',
    );
    expect(dbname).toBe('postgres://shop@db.example:5433/shop?sslmode=require');
    expect(env).toEqual({ PGPASSWORD: 's@cret' });
    expect(connectionFor('postgres://postgres@127.0.0.1/test').env).toEqual({});
    expect(databaseName('postgres://postgres@127.0.0.1:5432/test')).toBe('test');
    expect(databaseName('postgres://postgres@127.0.0.1:5432')).toBe('postgres');
  });
});
