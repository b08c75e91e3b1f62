import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { actionOf, READS, stem, taskOf, terms } from "../../../context/search/_words.ts";

/** The terms of a task. */
const taskTerms = (task: string, most: number) => taskOf(task, most).terms;

describe("terms", () => {
  it("splits at case, underscores and signs, in lower case, without small words", () => {
    assert.deepEqual(terms("the note_list of myNotes, please!"), ["note", "list", "~list", "note"]);
    assert.deepEqual(terms("   "), []);
    assert.deepEqual(terms("Ünïcode wörds"), ["ünïcod", "wörd"]);
  });

  it("reads a word that names a shared action or thing also as that one", () => {
    assert.deepEqual(terms("remove"), ["remov", "~delet"]);
    assert.deepEqual(terms("erasing"), ["eras", "~delet"]);
    assert.deepEqual(terms("delete"), ["delet", "~delet"]);
    assert.deepEqual(terms("look up a ticket"), ["look", "~search", "ticket", "~issu"]);
  });

  it("reads the words of each shared meaning as one, and those of two meanings as two", () => {
    const pairs = [
      ["bin", "erase"],
      ["grab", "inspect"],
      ["locate", "grep"],
      ["enumerate", "browse"],
      ["compose", "draft"],
      ["amend", "reschedule"],
      ["notify", "dm"],
      ["attach", "store"],
      ["export", "pull"],
      ["execute", "trigger"],
      ["halt", "terminate"],
      ["annotate", "answer"],
      ["member", "profile"],
      ["attachment", "document"],
      ["directory", "dir"],
      ["ticket", "incident"],
      ["wiki", "documentation"],
      ["headline", "news"],
      ["fill", "type"],
      ["save", "write"],
      ["emoji", "react"],
      ["inbox", "email"],
      ["meeting", "appointment"],
      ["forecast", "rain"],
      ["commute", "navigate"],
      ["invoice", "billing"],
      ["client", "lead"],
      ["monorepo", "codebase"],
    ];
    const meanings = new Set<string>();
    for (const [one, other] of pairs) {
      const meaning = terms(one!).at(-1)!;
      assert.match(meaning, /^~/, one);
      assert.equal(terms(other!).at(-1), meaning, `${one} and ${other}`);
      meanings.add(meaning);
    }
    assert.equal(meanings.size, pairs.length);
  });

  it("reads a word of two meanings as both, and two words of one meaning as that one", () => {
    assert.deepEqual(terms("open"), ["open", "~get"]);
    assert.deepEqual(terms("show"), ["show", "~get"]);
    assert.deepEqual(terms("log"), ["log", "~history"]);
    assert.deepEqual(terms("tag"), ["tag", "~label"]);
    assert.deepEqual(terms("navigate"), ["navigat", "~navigat", "~rout"]);
    assert.deepEqual(terms("call off the meeting"), ["call", "~delet", "off", "meet", "~event"]);
    assert.deepEqual(terms("thumbs up"), ["thumb", "~reaction", "~reaction"]);
    assert.deepEqual(terms("pull request"), ["pull", "~download", "~pr", "request", "~request"]);
    // A pair is two words side by side, whatever stands between in the text.
    assert.deepEqual(terms("call, off"), ["call", "~delet", "off"]);
    assert.deepEqual(terms("call the off"), ["call", "off"]);
    // In any form of its words.
    assert.deepEqual(terms("pull requests"), ["pull", "~download", "~pr", "request", "~request"]);
    assert.deepEqual(terms("calling off"), ["call", "~delet", "off"]);
  });

  it("leaves out every small word", () => {
    assert.deepEqual(terms("a an would could all please why"), []);
  });

  it("reads only the first words where told, small words counted", () => {
    assert.deepEqual(terms("a b c d", 2), ["b"]);
    assert.deepEqual(terms("note ".repeat(70), 64).length, 64);
  });
});

describe("terms of values", () => {
  it("reads a value as the thing it is, never by the words it is made of, never as an action", () => {
    assert.deepEqual(terms("read /var/log/app.log"), ["read", "~get", "path", "file", "~file"]);
    assert.deepEqual(terms("star acme/api"), ["star", "~pin", "repo", "~repo"]);
    assert.deepEqual(terms("getPost https://example.com/post"), [
      "get",
      "~get",
      "post",
      "~send",
      "url",
      "~url",
    ]);
    // A word: "file" is filing too.
    assert.deepEqual(terms("file"), ["file", "~creat", "~file"]);
  });

  it("counts a value as one word, and breaks no pair across it", () => {
    assert.deepEqual(terms("a /tmp b", 2), ["path", "directory", "~folder"]);
    assert.deepEqual(terms("a b /tmp", 2), ["b"]);
    assert.deepEqual(terms("look acme/api up"), ["look", "~search", "repo", "~repo"]);
    assert.deepEqual(terms("dig up"), ["dig", "~search"]);
  });
});

describe("taskOf", () => {
  it("leaves out what a task quotes, the text it wants written", () => {
    assert.deepEqual(taskTerms("file a bug titled 'Delete the cache'", 64), [
      "file",
      "~creat",
      "~file",
      "bug",
      "~issu",
      "titl",
      "~titl",
    ]);
    assert.deepEqual(taskTerms('reply "sounds good: ship it"', 64), ["reply", "~comment"]);
    assert.deepEqual(taskTerms("reply “yes” and ‘no’ and `ok`", 64), ["reply", "~comment"]);
    assert.deepEqual(taskTerms("reply: 'done'", 64), ["reply", "~comment"]);
    assert.deepEqual(taskTerms("'Delete the cache' as a new issue's title", 64), [
      "new",
      "~creat",
      "issu",
      "~issu",
      "titl",
      "~titl",
    ]);
  });

  it("keeps an apostrophe within a word, and a quote that opens within one", () => {
    assert.deepEqual(taskTerms("what's Ada's plan", 64), ["ada", "plan", "~subscription"]);
    assert.deepEqual(taskTerms("reply 'let's go'", 64), ["reply", "~comment"]);
    assert.deepEqual(taskTerms("rename x'y'z", 64), terms("rename x'y'z"));
  });

  it("reads the quotes where nothing else is said, and counts words as terms does", () => {
    assert.deepEqual(taskTerms("'delete'", 64), ["delet", "~delet"]);
    assert.deepEqual(taskTerms("note ".repeat(70), 64).length, 64);
  });
});

describe("a question", () => {
  it("is a task that starts with a question's word or ends with a question mark", () => {
    const asks = (task: string) => taskOf(task, 64).asks;
    for (
      const task of [
        "which notes",
        "(What notes are there)",
        "Is there a note?",
        "notes? ",
        "#12 what is new",
        "does it deploy?",
      ]
    ) {
      assert.equal(asks(task), true, task);
    }
    for (
      const task of [
        "the notes 'are they done?'",
        "delete the notes",
        "whatever notes",
        "notes? delete them",
        "do the deploy",
        "have Sentry ping it",
      ]
    ) {
      assert.equal(asks(task), false, task);
    }
    // A question of no word has no terms, and asks nothing.
    assert.deepEqual(taskOf("what is it?", 64), { terms: [], asks: false, action: undefined });
  });
});

describe("actionOf", () => {
  it("gives the first action a text names, any that only reads as one", () => {
    const actions: [string, string | undefined][] = [
      ["get_comments", READS],
      ["list_pull_requests", READS],
      ["issue_read", READS],
      ["pull_request_read", READS],
      ["read_text_file", READS],
      ["searchUsers", READS],
      ["git_diff", READS],
      ["list_messages", READS],
      ["file_get", READS],
      ["create_issue", "~creat"],
      ["issue_write", "~writ"],
      ["add_comment", "~creat"],
      ["post_page", "~send"],
      ["message_send", "~send"],
      ["pull_files", "~download"],
      ["browser_click", "~click"],
      ["git_status", undefined],
      ["note", undefined],
      ["", undefined],
    ];
    for (const [name, action] of actions) assert.equal(actionOf(name), action, name);
  });

  it("passes over values, things and pairs that name a thing, and reads a pair that names an action", () => {
    assert.equal(actionOf("in ~/code/log, remove the pull requests"), "~delet");
    assert.equal(actionOf("pull request: look up its file"), READS);
    assert.equal(actionOf("call off the standup"), "~delet");
    assert.equal(actionOf("the file of the message"), undefined);
    assert.equal(taskOf("then close #12", 64).action, "~clos");
    // What a task quotes is no action of it.
    assert.equal(taskOf("a note titled 'Delete me'", 64).action, undefined);
  });
});

describe("stem", () => {
  it("brings a word's forms together", () => {
    for (const form of ["delete", "deletes", "deleted", "deleting"]) {
      assert.equal(stem(form), "delet");
    }
    assert.deepEqual(["running", "stopped", "pulls", "queries", "classes"].map(stem), [
      "run",
      "stop",
      "pull",
      "query",
      "class",
    ]);
  });

  it("keeps a stem's own letters: -sses, -ies, a doubled letter only at the end", () => {
    assert.deepEqual(
      ["addresses", "parties", "ties", "bottled", "added", "filling", "passing", "buzzing"].map(
        stem,
      ),
      ["address", "party", "tie", "bottl", "add", "fill", "pass", "buzz"],
    );
    assert.deepEqual(["king", "bring", "shed", "hopped"].map(stem), [
      "king",
      "bring",
      "shed",
      "hop",
    ]);
  });

  it("takes an s off only at the end, and undoubles a letter only where it ends the stem", () => {
    assert.deepEqual(["lists", "issues", "allotted", "dressed"].map(stem), [
      "list",
      "issu",
      "allot",
      "dress",
    ]);
  });

  it("keeps the words no s makes plural: news is not new", () => {
    assert.deepEqual(["news", "series", "species", "new"].map(stem), [
      "news",
      "series",
      "species",
      "new",
    ]);
    assert.deepEqual(terms("new news"), ["new", "~creat", "news", "~news"]);
  });

  it("leaves short words, and words that only look like forms", () => {
    assert.deepEqual(["gas", "yes"].map(stem), ["gas", "yes"]);
    assert.deepEqual(
      ["is", "bus", "ing", "red", "status", "basis", "address", "filled"].map(stem),
      [
        "is",
        "bus",
        "ing",
        "red",
        "status",
        "basis",
        "address",
        "fill",
      ],
    );
  });
});
