import assert from "node:assert/strict";
import { describe, it } from "node:test";
import fc from "fast-check";
import { valueWords } from "../../../context/search/_values.ts";

describe("valueWords", () => {
  it("reads each kind of value a task holds as the words a tool's fields are named by", () => {
    const kinds: [string, readonly string[]][] = [
      ["https://example.com/pricing", ["url"]],
      ["ftp://files.example.org", ["url"]],
      ["example.com", ["url"]],
      ["bob@acme.io", ["email"]],
      ["@octocat", ["user"]],
      ["#1532", ["number"]],
      ["#deploys", ["channel"]],
      ["$15", ["amount"]],
      ["€20", ["amount"]],
      ["2025-01-31", ["date"]],
      ["14:30", ["time"]],
      ["9:05pm", ["time"]],
      ["v1.3", ["version"]],
      ["2.4.1", ["version"]],
      ["PAY-1432", ["issue", "key"]],
      ["3f2a9c1", ["sha", "commit"]],
      ["/etc/nginx", ["path", "directory"]],
      ["~/code/api", ["path", "directory"]],
      ["./src", ["path", "directory"]],
      ["../notes", ["path", "directory"]],
      ["C:\\Users\\ada", ["path", "directory"]],
      ["/var/log/app/server.log", ["path", "file"]],
      ["src/auth.ts", ["path", "file"]],
      ["package.json", ["file"]],
      [".travis.yml", ["file"]],
      ["acme/api", ["repo"]],
      ["feature/login", ["repo"]],
      ["C024BE91L", ["id"]],
      ["pi_3NxY", ["id"]],
      ["1712345678.123456", []],
      ["20", []],
      ["1k", []],
      ["40.7484", []],
    ];
    for (const [value, words] of kinds) assert.deepEqual(valueWords(value), words, value);
  });

  it("reads a scheme, a sign of money or a date anywhere in a value, and a site before a path", () => {
    const kinds: [string, readonly string[]][] = [
      ["url=https://example.com/a", ["url"]],
      ["example.com/pricing", ["url"]],
      ["bob@acme.io/x", ["url"]],
      ["US$15", ["amount"]],
      ["since:2025-01-31", ["date"]],
      ["2025-01-31T10:00", ["date"]],
      ["index.html", ["file"]],
      ["photo.png", ["file"]],
      ["report.pdf", ["file"]],
      ["song.mp3", ["file"]],
      ["backup.zip", ["file"]],
      [".env", ["file"]],
      ["/var/www/example.com", ["path", "directory"]],
      ["acme.io", ["url"]],
      ["14:30:15", ["time"]],
      ["v12", ["version"]],
      ["v1", ["version"]],
      ["v1.23", ["version"]],
      ["v1.2.3", ["version"]],
      ["1.2.34", ["version"]],
      ["1.23.4", ["version"]],
      ["12.3.4", ["version"]],
      ["acme/api/x", ["path", "directory"]],
      ["src/app/ui/", ["path", "directory"]],
    ];
    for (const [value, words] of kinds) assert.deepEqual(valueWords(value), words, value);
  });

  it("tells a kind from a value that holds its shape with more around it", () => {
    const kinds: [string, readonly string[] | undefined][] = [
      ["docs/bob@acme.io", undefined],
      ["team@octocat", undefined],
      ["@octo/cat", undefined],
      ["@x/y", undefined],
      ["see#12", undefined],
      ["#12a", undefined],
      ["go#deploys", undefined],
      ["#a/b", undefined],
      ["2025-01-3", undefined],
      ["at14:30", undefined],
      ["14:30:5", undefined],
      ["14:3", undefined],
      ["v1.2x", undefined],
      ["xC:\\y", undefined],
      ["abc.defg", undefined],
      ["abc123=x", undefined],
      ["12_345_678", undefined],
      ["7z", undefined],
      ["1-02-03", undefined],
      ["xv1.2", undefined],
      ["x(1234567)", undefined],
      ["x=abc123", undefined],
      ["ver1.2", ["id"]],
      ["x1.2.3", ["id"]],
      ["ABC-12x", ["id"]],
      ["xABC-12", ["id"]],
      ["xx1234567a", ["id"]],
      ["1234567abz", ["id"]],
      ["1.2.3.4", []],
      ["abcdef1", ["sha", "commit"]],
      ["a123456", ["sha", "commit"]],
      ["1234567a", ["sha", "commit"]],
    ];
    for (const [value, words] of kinds) assert.deepEqual(valueWords(value), words, value);
  });

  it("reads a value inside the signs a sentence puts around it, and a possessive", () => {
    assert.deepEqual(valueWords("(C024BE91L)"), ["id"]);
    assert.deepEqual(valueWords("/etc/nginx?"), ["path", "directory"]);
    assert.deepEqual(valueWords("'README.md',"), ["file"]);
    assert.deepEqual(valueWords("prod_123's"), ["id"]);
    assert.deepEqual(valueWords("acme/api."), ["repo"]);
    assert.deepEqual(valueWords("((/tmp))"), ["path", "directory"]);
  });

  it("leaves words as words: letters, short names with a digit, signs alone", () => {
    for (
      const word of ["delete", "what's", "re-run", "e.g.", "Q3", "s3", "e2e", "P0", "...", "?"]
    ) {
      assert.equal(valueWords(word), undefined, word);
    }
  });

  it("reads any token of letters alone as words", () => {
    fc.assert(fc.property(fc.stringMatching(/^[A-Za-z'-]{1,20}$/), (word) => {
      assert.equal(valueWords(word), undefined);
    }));
  });
});
