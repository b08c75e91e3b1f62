/**
 * A corpus of tool inputs shaped like those of real MCP servers, for the
 * listing sizes of case 7 (`tokens.ts`): a file system, a browser, databases
 * (SQL and a document store), an issue tracker, payments and an event log,
 * with the descriptions such servers give their fields. Every input is one
 * `defineTool` takes: no `z.unknown()`, `z.any()`, `z.date()`, tuples or
 * recursion; records of typed values stand for free-form JSON.
 *
 * @module
 */

import { z } from "zod";

/** One tool of the corpus: what a host would pass to `defineTool`, without `run`. */
export interface RealTool {
  /** The tool's name, lower snake case. */
  name: string;
  /** What the tool does, for the model. */
  description: string;
  /** The tool's input. */
  input: z.ZodObject;
}

const path = z.string().min(1).describe(
  "Absolute path, or a path relative to an allowed directory",
);
const selector = z.string().min(1).describe(
  "CSS selector of the element, such as button[type=submit]",
);
const ref = z.string().describe(
  "The element's exact ref from the last page snapshot, such as e12; takes precedence over selector",
);
const owner = z.string().min(1).describe("The account that owns the repository");
const repo = z.string().min(1).describe("The repository's name, without the owner");
const scalar = z.union([z.string(), z.number(), z.boolean(), z.null()]);
const eventId = z.union([z.literal("latest"), z.int().positive()]).describe(
  'An event id, or "latest" for the newest event',
);

const files: RealTool[] = [
  {
    name: "read_file",
    description:
      "Read the complete contents of a file as text. Use offset and limit to read part of a " +
      "large file. Only works within allowed directories.",
    input: z.object({
      path,
      offset: z.int().nonnegative().optional().describe(
        "The line number to start reading from, counted from 0",
      ),
      limit: z.int().positive().max(10_000).optional().describe(
        "The number of lines to read; the whole file if left out",
      ),
    }),
  },
  {
    name: "write_file",
    description:
      "Create a new file or completely overwrite an existing file with new content. Use with " +
      "caution, as it overwrites existing files without warning.",
    input: z.object({
      path,
      content: z.string().describe("The complete new content of the file"),
      createDirectories: z.boolean().default(false).describe(
        "Create missing parent directories first",
      ),
    }),
  },
  {
    name: "edit_file",
    description:
      "Make line-based edits to a text file. Each edit replaces an exact sequence of lines " +
      "with new content. Returns a git-style diff showing the changes made.",
    input: z.object({
      path,
      edits: z.array(z.object({
        oldText: z.string().min(1).describe("Text to search for; must match exactly"),
        newText: z.string().describe("Text to replace it with"),
      })).min(1).describe("The edits, applied in order"),
      dryRun: z.boolean().default(false).describe("Preview the changes as a diff, writing nothing"),
    }),
  },
  {
    name: "list_directory",
    description:
      "Get a detailed listing of all files and directories in a specified path. Results " +
      "distinguish files and directories with [FILE] and [DIR] prefixes.",
    input: z.object({
      path,
      sortBy: z.enum(["name", "size", "modified"]).default("name").describe(
        "What to sort the entries by",
      ),
      showHidden: z.boolean().optional().describe("Include entries whose name starts with a dot"),
    }),
  },
  {
    name: "search_files",
    description:
      "Recursively search for files and directories matching a glob pattern, starting from " +
      "a path. Returns the full paths of all matching items.",
    input: z.object({
      path,
      pattern: z.string().min(1).describe("Glob pattern to match, such as **/*.ts"),
      excludePatterns: z.array(z.string()).default([]).describe(
        "Glob patterns of paths to skip, such as node_modules/**",
      ),
      maxResults: z.int().positive().max(1_000).optional().describe(
        "The most paths to return",
      ),
    }),
  },
  {
    name: "move_file",
    description:
      "Move or rename files and directories. Fails if the destination already exists. Both " +
      "paths must be within allowed directories.",
    input: z.object({
      source: path.describe("The file or directory to move"),
      destination: path.describe("Where to move it; must not exist yet"),
    }),
  },
];

const browser: RealTool[] = [
  {
    name: "browser_navigate",
    description: "Navigate the current tab to a URL and wait for the page to load.",
    input: z.object({
      url: z.url().describe("The URL to navigate to"),
      waitUntil: z.enum(["load", "domcontentloaded", "networkidle", "commit"]).default("load")
        .describe("When to consider the navigation done"),
      timeoutMs: z.int().positive().max(120_000).optional().describe(
        "How long to wait, in milliseconds",
      ),
    }),
  },
  {
    name: "browser_click",
    description: "Perform a click on an element of the page, found by ref or by selector.",
    input: z.object({
      element: z.string().describe(
        "Human-readable element description used to obtain permission to interact with it",
      ),
      ref: ref.optional(),
      selector: selector.optional(),
      button: z.enum(["left", "right", "middle"]).default("left").describe("The button to click"),
      doubleClick: z.boolean().optional().describe("Whether to perform a double click"),
      modifiers: z.array(z.enum(["Alt", "Control", "Meta", "Shift"])).optional().describe(
        "Modifier keys to hold during the click",
      ),
    }),
  },
  {
    name: "browser_type",
    description: "Type text into an editable element, such as an input or a text area.",
    input: z.object({
      element: z.string().describe("Human-readable element description"),
      ref: ref.optional(),
      selector: selector.optional(),
      text: z.string().describe("The text to type into the element"),
      submit: z.boolean().optional().describe("Whether to press Enter after typing"),
      slowly: z.boolean().optional().describe(
        "Type one character at a time, to trigger key handlers; by default the text is filled at once",
      ),
    }),
  },
  {
    name: "browser_take_screenshot",
    description: "Take a screenshot of the current page or of one element. You cannot act on a " +
      "screenshot; take a snapshot to act on the page.",
    input: z.object({
      type: z.enum(["png", "jpeg"]).default("png").describe("The image format"),
      fullPage: z.boolean().optional().describe(
        "Take a screenshot of the full scrollable page instead of the viewport",
      ),
      ref: ref.optional(),
      filename: z.string().optional().describe(
        "File name to save the screenshot to; a name with a timestamp if left out",
      ),
    }),
  },
  {
    name: "browser_evaluate",
    description: "Evaluate a JavaScript expression on the page or on an element.",
    input: z.object({
      function: z.string().min(1).describe(
        "() => { /* code */ } or (element) => { /* code */ } when an element is given",
      ),
      ref: ref.optional(),
      args: z.array(scalar).max(16).optional().describe("Arguments passed to the function"),
    }),
  },
];

const matchStage = z.object({
  $match: z.record(z.string(), scalar).describe(
    "Filters the documents to those whose fields equal these values",
  ),
});
const groupStage = z.object({
  $group: z.object({
    _id: z.string().nullable().describe('The field to group by, such as "$status"; null for all'),
    count: z.boolean().optional().describe("Count the documents of each group"),
    sum: z.array(z.string()).optional().describe("Fields to add up in each group"),
    avg: z.array(z.string()).optional().describe("Fields to average in each group"),
  }),
});
const sortStage = z.object({
  $sort: z.record(z.string(), z.union([z.literal(1), z.literal(-1)])).describe(
    "Sorts by these fields: 1 ascending, -1 descending",
  ),
});
const limitStage = z.object({
  $limit: z.int().positive().max(10_000).describe("Passes on at most this many documents"),
});

const databases: RealTool[] = [
  {
    name: "query",
    description:
      "Run a read-only SQL query against the database. Use $1, $2, ... as placeholders and " +
      "give their values in params.",
    input: z.object({
      sql: z.string().min(1).describe("The SQL query to run"),
      params: z.array(scalar).default([]).describe("Values of the placeholders, in order"),
      rowLimit: z.int().positive().max(5_000).default(500).describe("The most rows to return"),
    }),
  },
  {
    name: "list_tables",
    description: "List the tables of a schema, with their row estimates and comments.",
    input: z.object({
      schema: z.string().default("public").describe("The schema whose tables to list"),
      includeViews: z.boolean().optional().describe("List views as well as tables"),
    }),
  },
  {
    name: "describe_table",
    description: "Describe a table: its columns, types, defaults, keys and indexes.",
    input: z.object({
      table: z.string().min(1).describe("The table's name"),
      schema: z.string().default("public").describe("The schema the table is in"),
    }),
  },
  {
    name: "aggregate",
    description: "Run an aggregation pipeline on a collection and return the documents it gives, " +
      "at most 1,000.",
    input: z.object({
      database: z.string().min(1).describe("The database's name"),
      collection: z.string().min(1).describe("The collection to aggregate"),
      pipeline: z.array(z.union([matchStage, groupStage, sortStage, limitStage])).min(1)
        .describe("The stages, run in order"),
      explain: z.boolean().optional().describe("Return the query plan instead of the documents"),
    }),
  },
];

const issues: RealTool[] = [
  {
    name: "create_issue",
    description: "Create a new issue in a repository.",
    input: z.object({
      owner,
      repo,
      title: z.string().min(1).max(256).describe("The issue's title"),
      body: z.string().optional().describe("The issue's body, in Markdown"),
      labels: z.array(z.string()).optional().describe("Names of labels to add"),
      assignees: z.array(z.string()).max(10).optional().describe("Usernames to assign"),
      milestone: z.int().positive().optional().describe("The number of the milestone"),
      priority: z.enum(["low", "medium", "high", "urgent"]).default("medium").describe(
        "How soon the issue needs attention",
      ),
    }),
  },
  {
    name: "search_issues",
    description: "Search issues and pull requests with the tracker's search syntax, such as " +
      "is:open label:bug author:ada.",
    input: z.object({
      query: z.string().min(1).describe("The search query"),
      state: z.enum(["open", "closed", "all"]).default("open").describe("Which issues to find"),
      sort: z.enum(["created", "updated", "comments", "reactions"]).optional().describe(
        "What to sort by; best match if left out",
      ),
      order: z.enum(["asc", "desc"]).default("desc").describe("The sort order"),
      per_page: z.int().min(1).max(100).default(30).describe("Results per page"),
      page: z.int().min(1).default(1).describe("The page of results to return"),
    }),
  },
  {
    name: "update_issue",
    description: "Update an issue: its title, body, state, labels or assignees.",
    input: z.object({
      owner,
      repo,
      issue_number: z.int().positive().describe("The issue's number"),
      title: z.string().min(1).max(256).optional().describe("The new title"),
      body: z.string().optional().describe("The new body, in Markdown"),
      state: z.enum(["open", "closed"]).optional().describe("The new state"),
      state_reason: z.enum(["completed", "not_planned", "reopened"]).optional().describe(
        "Why the state changed",
      ),
      labels: z.array(z.string()).optional().describe("The labels, replacing the current ones"),
      assignees: z.array(z.string()).max(10).optional().describe(
        "The assignees, replacing the current ones",
      ),
    }),
  },
  {
    name: "add_comment",
    description: "Add a comment to an issue or a pull request.",
    input: z.object({
      owner,
      repo,
      issue_number: z.int().positive().describe("The issue's number"),
      body: z.string().min(1).max(65_536).describe("The comment, in Markdown"),
    }),
  },
];

const payments: RealTool[] = [
  {
    name: "create_payment_intent",
    description:
      "Create a payment intent, which collects a payment from a customer. Amounts are in " +
      "the currency's smallest unit, such as cents.",
    input: z.object({
      amount: z.int().positive().describe("The amount to collect, in the smallest currency unit"),
      currency: z.string().length(3).describe("Three-letter ISO currency code, in lower case"),
      customer: z.string().startsWith("cus_").optional().describe(
        "The id of the customer paying, such as cus_123",
      ),
      description: z.string().max(1_000).optional().describe("Shown to the customer"),
      metadata: z.record(z.string(), z.string().max(500)).optional().describe(
        "Key-value pairs to store with the payment",
      ),
      capture_method: z.enum(["automatic", "automatic_async", "manual"]).default("automatic")
        .describe("When to capture the funds; manual places a hold to capture later"),
    }),
  },
  {
    name: "create_refund",
    description: "Refund a payment intent, in full or in part.",
    input: z.object({
      payment_intent: z.string().startsWith("pi_").describe("The payment intent to refund"),
      amount: z.int().positive().optional().describe(
        "The amount to refund, in the smallest currency unit; the full amount if left out",
      ),
      reason: z.enum(["duplicate", "fraudulent", "requested_by_customer"]).optional().describe(
        "Why the payment is refunded",
      ),
    }),
  },
  {
    name: "list_customers",
    description: "List customers, newest first, a page at a time.",
    input: z.object({
      email: z.email().optional().describe("Only customers with this email address"),
      limit: z.int().min(1).max(100).default(10).describe("The most customers to return"),
      starting_after: z.string().optional().describe(
        "A customer id from the last page, to get the page after it",
      ),
    }),
  },
];

const events: RealTool[] = [
  {
    name: "get_event",
    description: "Get one event of the audit log, with its actor, target and changes.",
    input: z.object({
      id: eventId,
      includePayload: z.boolean().optional().describe("Include the full request payload"),
    }),
  },
  {
    name: "list_events",
    description: "List events of the audit log after a given event, oldest first.",
    input: z.object({
      after: eventId.describe('List events after this id; "latest" waits for new ones'),
      types: z.array(z.enum(["create", "update", "delete", "login"])).optional().describe(
        "Only events of these types",
      ),
      limit: z.int().min(1).max(500).default(50).describe("The most events to return"),
    }),
  },
];

/** The corpus: 24 tools of six kinds of MCP server. */
export const realTools: RealTool[] = [
  ...files,
  ...browser,
  ...databases,
  ...issues,
  ...payments,
  ...events,
];
