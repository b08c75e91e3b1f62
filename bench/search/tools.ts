/**
 * An evaluation corpus for tool search: tools shaped like those a host gathers
 * from public MCP servers (code hosting, chat, files, a browser, SQL, a
 * document store, payments, calendar, email, a wiki, a ticket tracker, cloud
 * storage, a CRM, monitoring, web search and maps/weather). Descriptions are
 * written for this corpus. Names are unique across the corpus and carry their
 * toolkit as a prefix. Several toolkits have near-duplicate tools ("search",
 * "list", "delete", "create", "comment") so that ranking is hard.
 *
 * @module
 */

import { z } from "zod";

/** One tool of the corpus: what a host would pass to `defineTool`, without `run`. */
export interface CorpusTool {
  /** The toolkit (server) the tool comes from. */
  toolkit: string;
  /** The tool's name, lower snake case, prefixed by its toolkit. */
  name: string;
  /** A human-readable title, as some servers give. */
  title?: string;
  /** What the tool does, for the model. */
  description: string;
  /** The tool's input. */
  input: z.ZodObject;
}

type Tool = Omit<CorpusTool, "toolkit">;

const limit = (max: number) =>
  z.int().positive().max(max).optional().describe("The most results to return");
const cursor = z.string().optional().describe("Cursor from the previous page of results");

// ---------------------------------------------------------------------------
// Code hosting: repositories, branches, issues, pull requests
// ---------------------------------------------------------------------------

const owner = z.string().min(1).describe("User or organization that owns the repository");
const repoName = z.string().min(1).describe("Repository name, without the owner");

const repo: Tool[] = [
  {
    name: "repo_search_repositories",
    title: "Search repositories",
    description:
      "Find repositories on the code host by keyword, language, topic or owner. Returns names, " +
      "descriptions, star counts and default branches.",
    input: z.object({
      query: z.string().min(1).describe("Search terms, qualifiers such as language:go allowed"),
      sort: z.enum(["best-match", "stars", "updated"]).optional().describe("Result order"),
      perPage: limit(100),
    }),
  },
  {
    name: "repo_get_repository",
    title: "Get repository",
    description:
      "Fetch the metadata of one repository: description, visibility, default branch, topics, " +
      "license and the teams or people with admin rights.",
    input: z.object({ owner, repo: repoName }),
  },
  {
    name: "repo_list_branches",
    description: "List the branches of a repository with the commit each one points at.",
    input: z.object({
      owner,
      repo: repoName,
      protectedOnly: z.boolean().optional().describe("Only branches with protection rules"),
      perPage: limit(100),
    }),
  },
  {
    name: "repo_create_branch",
    description: "Start a new branch in a repository from an existing branch or commit.",
    input: z.object({
      owner,
      repo: repoName,
      branch: z.string().min(1).describe("Name of the branch to create"),
      fromRef: z.string().optional().describe(
        "Branch or commit SHA to start from; default branch if omitted",
      ),
    }),
  },
  {
    name: "repo_delete_branch",
    description:
      "Delete a branch from a repository. Protected branches and the default branch cannot be " +
      "deleted.",
    input: z.object({
      owner,
      repo: repoName,
      branch: z.string().min(1).describe("Name of the branch to delete"),
    }),
  },
  {
    name: "repo_get_file_contents",
    description:
      "Read a file or list a directory at a given path in a repository, at a branch, tag or commit.",
    input: z.object({
      owner,
      repo: repoName,
      path: z.string().describe("Path inside the repository; empty for the root"),
      ref: z.string().optional().describe("Branch, tag or commit; default branch if omitted"),
    }),
  },
  {
    name: "repo_commit_file",
    title: "Create or update a file",
    description:
      "Write one file to a branch as a new commit, creating the file or replacing its content.",
    input: z.object({
      owner,
      repo: repoName,
      path: z.string().min(1).describe("Path of the file inside the repository"),
      content: z.string().describe("The full new content of the file"),
      message: z.string().min(1).describe("Commit message"),
      branch: z.string().min(1).describe("Branch to commit to"),
      sha: z.string().optional().describe("Blob SHA of the file being replaced, when it exists"),
    }),
  },
  {
    name: "repo_list_commits",
    description:
      "List the commits of a branch, newest first, optionally only those touching a path or by " +
      "an author.",
    input: z.object({
      owner,
      repo: repoName,
      ref: z.string().optional().describe("Branch or tag; default branch if omitted"),
      path: z.string().optional().describe("Only commits that changed this path"),
      author: z.string().optional().describe("Login or email of the author"),
      perPage: limit(100),
    }),
  },
  {
    name: "repo_search_code",
    description:
      "Search source code across repositories for a string or symbol. Returns matching files " +
      "with the lines around each match.",
    input: z.object({
      query: z.string().min(1).describe("Text to find; qualifiers such as repo: and path: allowed"),
      perPage: limit(100),
    }),
  },
  {
    name: "repo_create_issue",
    description: "Open a new issue in a repository, with labels and assignees if given.",
    input: z.object({
      owner,
      repo: repoName,
      title: z.string().min(1).describe("Issue title"),
      body: z.string().optional().describe("Issue text, in Markdown"),
      labels: z.array(z.string()).optional().describe("Label names to apply"),
      assignees: z.array(z.string()).optional().describe("Logins to assign"),
    }),
  },
  {
    name: "repo_list_issues",
    description:
      "List the issues of a repository, filtered by state, labels, assignee or milestone. Pull " +
      "requests are left out.",
    input: z.object({
      owner,
      repo: repoName,
      state: z.enum(["open", "closed", "all"]).optional().describe("Which issues to include"),
      labels: z.array(z.string()).optional().describe("Only issues with all these labels"),
      assignee: z.string().optional().describe("Login of the assignee"),
      perPage: limit(100),
    }),
  },
  {
    name: "repo_comment_on_issue",
    description: "Add a comment to an issue or pull request of a repository.",
    input: z.object({
      owner,
      repo: repoName,
      number: z.int().positive().describe("Issue or pull request number"),
      body: z.string().min(1).describe("Comment text, in Markdown"),
    }),
  },
  {
    name: "repo_create_pull_request",
    title: "Open pull request",
    description:
      "Propose merging one branch into another by opening a pull request, optionally as a draft.",
    input: z.object({
      owner,
      repo: repoName,
      title: z.string().min(1).describe("Pull request title"),
      head: z.string().min(1).describe("Branch with the changes"),
      base: z.string().min(1).describe("Branch to merge into"),
      body: z.string().optional().describe("Description, in Markdown"),
      draft: z.boolean().optional().describe("Open as a draft"),
    }),
  },
  {
    name: "repo_merge_pull_request",
    description:
      "Merge an open pull request once its checks pass, by merge commit, squash or rebase.",
    input: z.object({
      owner,
      repo: repoName,
      number: z.int().positive().describe("Pull request number"),
      method: z.enum(["merge", "squash", "rebase"]).optional().describe("How to merge"),
      commitTitle: z.string().optional().describe("Title of the merge commit"),
    }),
  },
  {
    name: "repo_request_reviewers",
    description: "Ask people or teams to review a pull request.",
    input: z.object({
      owner,
      repo: repoName,
      number: z.int().positive().describe("Pull request number"),
      reviewers: z.array(z.string()).optional().describe("Logins of reviewers"),
      teamReviewers: z.array(z.string()).optional().describe("Team slugs"),
    }),
  },
  {
    name: "repo_get_workflow_runs",
    title: "CI runs",
    description: "List recent continuous-integration runs of a repository with their status and " +
      "conclusion, for a branch or a pull request's head commit.",
    input: z.object({
      owner,
      repo: repoName,
      branch: z.string().optional().describe("Only runs for this branch"),
      status: z.enum(["queued", "in_progress", "completed", "failure", "success"]).optional()
        .describe("Only runs in this state"),
      perPage: limit(50),
    }),
  },
];

// ---------------------------------------------------------------------------
// Team chat
// ---------------------------------------------------------------------------

const channel = z.string().min(1).describe("Channel ID or name, such as #general");
const ts = z.string().min(1).describe("Timestamp ID of the message");

const chat: Tool[] = [
  {
    name: "chat_send_message",
    title: "Post message",
    description: "Post a message to a channel or a direct conversation in the team workspace.",
    input: z.object({
      channel,
      text: z.string().min(1).describe("Message text; workspace markup allowed"),
      unfurlLinks: z.boolean().optional().describe("Show previews of links"),
    }),
  },
  {
    name: "chat_reply_in_thread",
    description: "Answer under an existing message so the reply stays in its thread.",
    input: z.object({
      channel,
      threadTs: ts.describe("Timestamp ID of the thread's parent message"),
      text: z.string().min(1).describe("Reply text"),
      alsoSendToChannel: z.boolean().optional().describe("Also show the reply in the channel"),
    }),
  },
  {
    name: "chat_list_channels",
    description: "List the public and private channels the bot can see, with member counts.",
    input: z.object({
      includeArchived: z.boolean().optional().describe("Include archived channels"),
      types: z.array(z.enum(["public", "private", "direct"])).optional().describe(
        "Kinds of conversation to list",
      ),
      limit: limit(1000),
      cursor,
    }),
  },
  {
    name: "chat_get_channel_history",
    description:
      "Read the recent messages of a channel, newest first, optionally between two times.",
    input: z.object({
      channel,
      oldest: z.string().optional().describe("Only messages after this timestamp"),
      latest: z.string().optional().describe("Only messages before this timestamp"),
      limit: limit(1000),
    }),
  },
  {
    name: "chat_search_messages",
    description:
      "Search messages across the workspace by words, sender, channel or date. Returns the " +
      "matches with links to them.",
    input: z.object({
      query: z.string().min(1).describe("Search text; modifiers such as in:#ops or from:@ana"),
      sort: z.enum(["score", "timestamp"]).optional().describe("Result order"),
      count: limit(100),
    }),
  },
  {
    name: "chat_add_reaction",
    description: "React to a message with an emoji.",
    input: z.object({
      channel,
      ts,
      emoji: z.string().min(1).describe("Emoji name without colons, such as thumbsup"),
    }),
  },
  {
    name: "chat_create_channel",
    description: "Create a new public or private channel in the workspace.",
    input: z.object({
      name: z.string().min(1).max(80).describe("Channel name, lowercase without spaces"),
      isPrivate: z.boolean().optional().describe("Make the channel private"),
      topic: z.string().optional().describe("Initial channel topic"),
    }),
  },
  {
    name: "chat_invite_to_channel",
    description: "Add one or more workspace members to a channel.",
    input: z.object({
      channel,
      users: z.array(z.string()).min(1).describe("User IDs to add"),
    }),
  },
  {
    name: "chat_get_user_profile",
    description:
      "Look up a workspace member by ID or email and return their display name, title, time " +
      "zone and status.",
    input: z.object({
      user: z.string().min(1).describe("User ID or email address"),
    }),
  },
  {
    name: "chat_delete_message",
    description: "Remove a message the bot posted from a channel.",
    input: z.object({ channel, ts }),
  },
  {
    name: "chat_pin_message",
    description: "Pin a message to the top of its channel so everyone can find it.",
    input: z.object({ channel, ts }),
  },
];

// ---------------------------------------------------------------------------
// File system
// ---------------------------------------------------------------------------

const path = z.string().min(1).describe("Absolute path, or relative to an allowed directory");

const fs: Tool[] = [
  {
    name: "fs_read_file",
    description:
      "Return the text content of a file on the local disk, optionally only a range of lines.",
    input: z.object({
      path,
      offset: z.int().nonnegative().optional().describe("First line to return, from 0"),
      lines: z.int().positive().optional().describe("How many lines to return"),
    }),
  },
  {
    name: "fs_write_file",
    description:
      "Write text to a file on the local disk, creating it or replacing everything it held.",
    input: z.object({
      path,
      content: z.string().describe("The complete new content"),
      makeParents: z.boolean().optional().describe("Create missing parent directories"),
    }),
  },
  {
    name: "fs_edit_file",
    description:
      "Change parts of a local text file by replacing exact snippets, and return a diff of " +
      "what changed.",
    input: z.object({
      path,
      edits: z.array(z.object({
        find: z.string().min(1).describe("Exact text to replace"),
        replace: z.string().describe("Replacement text"),
      })).min(1).describe("Replacements, applied in order"),
      dryRun: z.boolean().optional().describe("Only show the diff"),
    }),
  },
  {
    name: "fs_list_directory",
    description: "Show the entries of a local folder, marking which are files and which folders.",
    input: z.object({
      path,
      showHidden: z.boolean().optional().describe("Include dot files"),
    }),
  },
  {
    name: "fs_directory_tree",
    description: "Return a nested view of a folder and everything beneath it, to a given depth.",
    input: z.object({
      path,
      depth: z.int().positive().max(20).optional().describe("How many levels to descend"),
    }),
  },
  {
    name: "fs_find_files",
    description:
      "Find files under a local folder whose paths match a glob pattern, such as **/*.csv.",
    input: z.object({
      path,
      pattern: z.string().min(1).describe("Glob pattern"),
      exclude: z.array(z.string()).optional().describe("Glob patterns to skip"),
    }),
  },
  {
    name: "fs_grep",
    title: "Search text in files",
    description:
      "Scan local files for lines matching a regular expression and return each hit with its " +
      "file and line number.",
    input: z.object({
      path,
      regex: z.string().min(1).describe("Regular expression to match"),
      include: z.string().optional().describe("Glob of files to scan, such as *.py"),
      ignoreCase: z.boolean().optional().describe("Match regardless of case"),
    }),
  },
  {
    name: "fs_move_file",
    description: "Move or rename a local file or folder. Fails if the target already exists.",
    input: z.object({
      source: path.describe("Current path"),
      destination: path.describe("New path"),
    }),
  },
  {
    name: "fs_delete_path",
    description:
      "Delete a local file, or a folder together with its contents when recursive is set.",
    input: z.object({
      path,
      recursive: z.boolean().optional().describe("Also delete a non-empty folder"),
    }),
  },
  {
    name: "fs_create_directory",
    description: "Make a new folder on the local disk, with any missing parents.",
    input: z.object({ path }),
  },
  {
    name: "fs_get_file_info",
    description:
      "Return size, timestamps, permissions and type of a local file or folder without reading it.",
    input: z.object({ path }),
  },
];

// ---------------------------------------------------------------------------
// Browser automation
// ---------------------------------------------------------------------------

const elementRef = z.string().min(1).describe(
  "Element ref from the latest page snapshot, such as e14",
);
const elementLabel = z.string().optional().describe("Human wording of the element, for the log");

const browser: Tool[] = [
  {
    name: "browser_navigate",
    description: "Load a URL in the current browser tab and wait until the page is ready.",
    input: z.object({
      url: z.string().min(1).describe("Address to open"),
      waitUntil: z.enum(["load", "domcontentloaded", "networkidle"]).optional().describe(
        "When the navigation counts as done",
      ),
    }),
  },
  {
    name: "browser_go_back",
    description: "Return to the previous page in the current tab's history.",
    input: z.object({}),
  },
  {
    name: "browser_snapshot",
    title: "Accessibility snapshot",
    description:
      "Capture the accessibility tree of the open page, giving each element a ref that the " +
      "click and type tools accept.",
    input: z.object({
      fullPage: z.boolean().optional().describe("Include elements outside the viewport"),
    }),
  },
  {
    name: "browser_click",
    description: "Click an element of the open page, chosen by its snapshot ref.",
    input: z.object({
      ref: elementRef,
      element: elementLabel,
      button: z.enum(["left", "right", "middle"]).optional().describe("Mouse button"),
      doubleClick: z.boolean().optional().describe("Double-click instead"),
    }),
  },
  {
    name: "browser_type",
    description:
      "Enter text into an editable element of the page, optionally pressing Enter after.",
    input: z.object({
      ref: elementRef,
      element: elementLabel,
      text: z.string().describe("Text to enter"),
      submit: z.boolean().optional().describe("Press Enter afterwards"),
    }),
  },
  {
    name: "browser_select_option",
    description: "Choose one or more values in a dropdown of the open page.",
    input: z.object({
      ref: elementRef,
      values: z.array(z.string()).min(1).describe("Option values or labels to choose"),
    }),
  },
  {
    name: "browser_press_key",
    description: "Send a keyboard key or shortcut to the page, such as Escape or Control+A.",
    input: z.object({
      key: z.string().min(1).describe("Key name or chord"),
    }),
  },
  {
    name: "browser_take_screenshot",
    description: "Save a PNG or JPEG image of the viewport, the full page or a single element.",
    input: z.object({
      fullPage: z.boolean().optional().describe("Capture the whole scrollable page"),
      ref: z.string().optional().describe("Only this element"),
      format: z.enum(["png", "jpeg"]).optional().describe("Image format"),
    }),
  },
  {
    name: "browser_evaluate",
    description: "Run a JavaScript function in the open page and return its JSON result.",
    input: z.object({
      function: z.string().min(1).describe("Function source, such as () => document.title"),
    }),
  },
  {
    name: "browser_wait_for",
    description:
      "Pause until some text appears or disappears on the page, or for a number of seconds.",
    input: z.object({
      text: z.string().optional().describe("Text to wait for"),
      textGone: z.string().optional().describe("Text to wait to vanish"),
      seconds: z.number().positive().max(60).optional().describe("Time to wait"),
    }),
  },
  {
    name: "browser_tabs",
    title: "Manage tabs",
    description: "List, open, switch to or close browser tabs.",
    input: z.object({
      action: z.enum(["list", "new", "select", "close"]).describe("What to do"),
      index: z.int().nonnegative().optional().describe("Tab index for select and close"),
    }),
  },
];

// ---------------------------------------------------------------------------
// SQL database (Postgres-like)
// ---------------------------------------------------------------------------

const schemaName = z.string().optional().describe("Schema name; public if omitted");
const tableName = z.string().min(1).describe("Table name");

const sql: Tool[] = [
  {
    name: "sql_run_query",
    title: "Read-only query",
    description:
      "Execute a read-only SELECT against the Postgres database and return the rows as JSON.",
    input: z.object({
      sql: z.string().min(1).describe("The SELECT statement"),
      params: z.array(z.string()).optional().describe("Values for $1, $2 placeholders"),
      maxRows: limit(10_000),
    }),
  },
  {
    name: "sql_execute_statement",
    description:
      "Execute a statement that changes data or structure (INSERT, UPDATE, DELETE, DDL) in a " +
      "transaction and return the affected row count.",
    input: z.object({
      sql: z.string().min(1).describe("The statement"),
      params: z.array(z.string()).optional().describe("Values for placeholders"),
    }),
  },
  {
    name: "sql_list_tables",
    description: "List the tables and views of a database schema with approximate row counts.",
    input: z.object({ schema: schemaName }),
  },
  {
    name: "sql_describe_table",
    description:
      "Show a table's columns with types, nullability and defaults, plus its keys and constraints.",
    input: z.object({ schema: schemaName, table: tableName }),
  },
  {
    name: "sql_list_schemas",
    description: "List the schemas of the connected database and who owns each.",
    input: z.object({}),
  },
  {
    name: "sql_explain_query",
    description:
      "Show the planner's execution plan for a statement, optionally running it to report real " +
      "timings.",
    input: z.object({
      sql: z.string().min(1).describe("Statement to plan"),
      analyze: z.boolean().optional().describe("Run it and include actual times"),
    }),
  },
  {
    name: "sql_list_indexes",
    description: "List the indexes of a table with their columns, size and how often each is used.",
    input: z.object({ schema: schemaName, table: tableName }),
  },
  {
    name: "sql_active_sessions",
    description:
      "Show the connections currently open on the database server, with the statement each is " +
      "running and for how long.",
    input: z.object({
      minDurationSeconds: z.number().nonnegative().optional().describe("Hide shorter statements"),
    }),
  },
  {
    name: "sql_cancel_backend",
    description: "Stop the statement running on one server connection, or end the connection.",
    input: z.object({
      pid: z.int().positive().describe("Process ID of the connection"),
      terminate: z.boolean().optional().describe("Close the connection instead of cancelling"),
    }),
  },
];

// ---------------------------------------------------------------------------
// Document store (MongoDB-like)
// ---------------------------------------------------------------------------

const database = z.string().min(1).describe("Database name");
const collection = z.string().min(1).describe("Collection name");
const filter = z.string().optional().describe(
  'Filter document as JSON text, such as {"status":"active"}',
);

const docdb: Tool[] = [
  {
    name: "docdb_find",
    title: "Find documents",
    description:
      "Return the documents of a collection that match a filter, with projection, sort and limit.",
    input: z.object({
      database,
      collection,
      filter,
      projection: z.array(z.string()).optional().describe("Fields to return"),
      sort: z.array(z.object({
        field: z.string().min(1).describe("Field path"),
        direction: z.enum(["asc", "desc"]).describe("Order"),
      })).optional().describe("Sort fields, in priority order"),
      limit: limit(1000),
    }),
  },
  {
    name: "docdb_insert_many",
    description: "Add one or more JSON documents to a collection and return their new IDs.",
    input: z.object({
      database,
      collection,
      documents: z.array(z.string()).min(1).describe("Documents as JSON text"),
    }),
  },
  {
    name: "docdb_update_many",
    description: "Apply an update, such as $set or $inc, to every document matching a filter.",
    input: z.object({
      database,
      collection,
      filter,
      update: z.string().min(1).describe("Update document as JSON text"),
      upsert: z.boolean().optional().describe("Insert when nothing matches"),
    }),
  },
  {
    name: "docdb_delete_many",
    description: "Remove every document of a collection that matches a filter.",
    input: z.object({ database, collection, filter }),
  },
  {
    name: "docdb_aggregate",
    description:
      "Run an aggregation pipeline of stages such as $match, $group and $lookup over a collection.",
    input: z.object({
      database,
      collection,
      pipeline: z.array(z.string()).min(1).describe("Stages as JSON text"),
    }),
  },
  {
    name: "docdb_count",
    description: "Count the documents of a collection, optionally only those matching a filter.",
    input: z.object({ database, collection, filter }),
  },
  {
    name: "docdb_list_collections",
    description: "List the collections of a database with their document counts and sizes.",
    input: z.object({ database }),
  },
  {
    name: "docdb_create_index",
    description: "Build an index on one or more fields of a collection, optionally unique.",
    input: z.object({
      database,
      collection,
      keys: z.array(z.object({
        field: z.string().min(1).describe("Field path"),
        direction: z.enum(["asc", "desc"]).describe("Order"),
      })).min(1).describe("Indexed fields"),
      unique: z.boolean().optional().describe("Reject duplicate values"),
    }),
  },
  {
    name: "docdb_infer_schema",
    description:
      "Sample documents of a collection and report the fields seen, their types and how often " +
      "each occurs.",
    input: z.object({
      database,
      collection,
      sampleSize: z.int().positive().max(10_000).optional().describe("Documents to sample"),
    }),
  },
];

// ---------------------------------------------------------------------------
// Payments
// ---------------------------------------------------------------------------

const customerId = z.string().min(1).describe("Customer ID, such as cus_123");
const currency = z.string().length(3).describe("Three-letter ISO currency code, lowercase");

const pay: Tool[] = [
  {
    name: "pay_create_customer",
    description: "Register a customer in the payments account with an email and name.",
    input: z.object({
      email: z.string().min(3).describe("Customer email"),
      name: z.string().optional().describe("Full name or company"),
      metadata: z.array(z.object({
        key: z.string().min(1).describe("Note name"),
        value: z.string().describe("Note value"),
      })).optional().describe("Key-value notes"),
    }),
  },
  {
    name: "pay_list_customers",
    description: "List payment customers, optionally only those with a given email.",
    input: z.object({
      email: z.string().optional().describe("Exact email to match"),
      limit: limit(100),
      startingAfter: cursor,
    }),
  },
  {
    name: "pay_create_product",
    description: "Define a product that can be sold, with a name and optional description.",
    input: z.object({
      name: z.string().min(1).describe("Product name"),
      description: z.string().optional().describe("Shown to buyers"),
    }),
  },
  {
    name: "pay_create_price",
    description:
      "Attach a one-time or recurring price to a product, in the smallest currency unit.",
    input: z.object({
      product: z.string().min(1).describe("Product ID"),
      unitAmount: z.int().nonnegative().describe("Amount in cents or the smallest unit"),
      currency,
      interval: z.enum(["day", "week", "month", "year"]).optional().describe(
        "Billing interval for recurring prices",
      ),
    }),
  },
  {
    name: "pay_create_payment_link",
    description: "Make a shareable checkout URL for one or more prices.",
    input: z.object({
      items: z.array(z.object({
        price: z.string().min(1).describe("Price ID"),
        quantity: z.int().positive().describe("Units"),
      })).min(1).describe("What the link sells"),
    }),
  },
  {
    name: "pay_create_invoice",
    description:
      "Draft an invoice for a customer from line items, and optionally finalize and email it.",
    input: z.object({
      customer: customerId,
      items: z.array(z.object({
        description: z.string().min(1).describe("Line text"),
        amount: z.int().describe("Amount in the smallest unit"),
      })).min(1).describe("Invoice lines"),
      daysUntilDue: z.int().positive().optional().describe("Payment term in days"),
      send: z.boolean().optional().describe("Finalize and email it now"),
    }),
  },
  {
    name: "pay_list_invoices",
    description: "List invoices, filtered by customer or status such as open or paid.",
    input: z.object({
      customer: customerId.optional(),
      status: z.enum(["draft", "open", "paid", "void", "uncollectible"]).optional().describe(
        "Invoice status",
      ),
      limit: limit(100),
    }),
  },
  {
    name: "pay_create_refund",
    description: "Return all or part of a completed charge to the card or account that paid it.",
    input: z.object({
      charge: z.string().min(1).describe("Charge or payment intent ID"),
      amount: z.int().positive().optional().describe("Amount to return; everything if omitted"),
      reason: z.enum(["duplicate", "fraudulent", "requested_by_customer"]).optional().describe(
        "Why",
      ),
    }),
  },
  {
    name: "pay_cancel_subscription",
    description: "Stop a customer's subscription now or at the end of the current billing period.",
    input: z.object({
      subscription: z.string().min(1).describe("Subscription ID"),
      atPeriodEnd: z.boolean().optional().describe("Let the paid period run out first"),
    }),
  },
  {
    name: "pay_retrieve_balance",
    description: "Show the account's available and pending funds in each currency.",
    input: z.object({}),
  },
  {
    name: "pay_list_disputes",
    description: "List chargebacks that cardholders opened against payments, with their status.",
    input: z.object({
      status: z.enum(["needs_response", "under_review", "won", "lost"]).optional().describe(
        "Dispute status",
      ),
      limit: limit(100),
    }),
  },
];

// ---------------------------------------------------------------------------
// Calendar
// ---------------------------------------------------------------------------

const calendarId = z.string().optional().describe("Calendar ID; the primary calendar if omitted");
const eventId = z.string().min(1).describe("Event ID");
const isoTime = (what: string) => z.string().min(1).describe(`${what}, ISO 8601 with offset`);

const cal: Tool[] = [
  {
    name: "cal_list_events",
    description: "List the events on a calendar between two times, expanded if recurring.",
    input: z.object({
      calendarId,
      timeMin: isoTime("Start of the range"),
      timeMax: isoTime("End of the range"),
      query: z.string().optional().describe("Only events containing this text"),
    }),
  },
  {
    name: "cal_create_event",
    title: "Schedule event",
    description:
      "Put a new event on a calendar, inviting attendees and adding a video link if asked.",
    input: z.object({
      calendarId,
      summary: z.string().min(1).describe("Event title"),
      start: isoTime("Start"),
      end: isoTime("End"),
      attendees: z.array(z.string()).optional().describe("Emails to invite"),
      location: z.string().optional().describe("Place or room"),
      addVideoLink: z.boolean().optional().describe("Attach a video meeting link"),
      recurrence: z.string().optional().describe("RRULE, such as FREQ=WEEKLY;BYDAY=MO"),
    }),
  },
  {
    name: "cal_update_event",
    description: "Change the time, title, place or guests of an existing calendar event.",
    input: z.object({
      calendarId,
      eventId,
      summary: z.string().optional().describe("New title"),
      start: z.string().optional().describe("New start, ISO 8601"),
      end: z.string().optional().describe("New end, ISO 8601"),
      attendees: z.array(z.string()).optional().describe("Full new guest list"),
      notifyGuests: z.boolean().optional().describe("Email guests about the change"),
    }),
  },
  {
    name: "cal_delete_event",
    description: "Cancel an event and remove it from the calendar, notifying guests if asked.",
    input: z.object({
      calendarId,
      eventId,
      notifyGuests: z.boolean().optional().describe("Tell guests it is cancelled"),
    }),
  },
  {
    name: "cal_find_free_slots",
    description:
      "Compare several people's calendars and return the time ranges when all of them are free.",
    input: z.object({
      attendees: z.array(z.string()).min(1).describe("Emails of the people"),
      timeMin: isoTime("Start of the search window"),
      timeMax: isoTime("End of the search window"),
      durationMinutes: z.int().positive().describe("Length of slot needed"),
    }),
  },
  {
    name: "cal_respond_to_invitation",
    description: "Accept, decline or tentatively accept a meeting invitation.",
    input: z.object({
      calendarId,
      eventId,
      response: z.enum(["accepted", "declined", "tentative"]).describe("Answer"),
      comment: z.string().optional().describe("Note to the organizer"),
    }),
  },
  {
    name: "cal_list_calendars",
    description: "List the calendars the user owns or subscribes to, with their time zones.",
    input: z.object({}),
  },
  {
    name: "cal_set_out_of_office",
    description: "Block a period as out of office, declining new invitations that fall within it.",
    input: z.object({
      start: isoTime("Start"),
      end: isoTime("End"),
      declineMessage: z.string().optional().describe("Text sent with automatic declines"),
    }),
  },
];

// ---------------------------------------------------------------------------
// Email
// ---------------------------------------------------------------------------

const messageId = z.string().min(1).describe("Message ID");
const recipients = (what: string) => z.array(z.string()).optional().describe(what);

const mail: Tool[] = [
  {
    name: "mail_send_email",
    description: "Compose and send an email from the user's mailbox right away.",
    input: z.object({
      to: z.array(z.string()).min(1).describe("Recipient addresses"),
      cc: recipients("Copy addresses"),
      bcc: recipients("Blind copy addresses"),
      subject: z.string().describe("Subject line"),
      body: z.string().describe("Message body, plain text or HTML"),
      isHtml: z.boolean().optional().describe("Treat the body as HTML"),
    }),
  },
  {
    name: "mail_create_draft",
    description: "Save an email as a draft for the user to review before it goes out.",
    input: z.object({
      to: z.array(z.string()).optional().describe("Recipient addresses"),
      subject: z.string().optional().describe("Subject line"),
      body: z.string().describe("Message body"),
    }),
  },
  {
    name: "mail_search_inbox",
    title: "Search mail",
    description:
      "Find emails by sender, subject words, label, date or attachment, using the mailbox's " +
      "query syntax.",
    input: z.object({
      query: z.string().min(1).describe("Query, such as from:bob has:attachment newer_than:7d"),
      maxResults: limit(500),
      pageToken: cursor,
    }),
  },
  {
    name: "mail_read_message",
    description: "Open one email and return its headers, body text and attachment list.",
    input: z.object({
      id: messageId,
      format: z.enum(["full", "metadata", "minimal"]).optional().describe("How much to return"),
    }),
  },
  {
    name: "mail_reply",
    description:
      "Reply to an email, keeping it in the same conversation, to the sender or to everyone.",
    input: z.object({
      id: messageId,
      body: z.string().min(1).describe("Reply text"),
      replyAll: z.boolean().optional().describe("Include every original recipient"),
    }),
  },
  {
    name: "mail_forward",
    description: "Pass an email and its attachments on to other addresses with an optional note.",
    input: z.object({
      id: messageId,
      to: z.array(z.string()).min(1).describe("Addresses to forward to"),
      note: z.string().optional().describe("Text above the forwarded message"),
    }),
  },
  {
    name: "mail_modify_labels",
    description:
      "Add or remove labels on emails; also used to archive (remove INBOX) or mark read " +
      "(remove UNREAD).",
    input: z.object({
      ids: z.array(z.string()).min(1).describe("Message IDs"),
      add: z.array(z.string()).optional().describe("Labels to add"),
      remove: z.array(z.string()).optional().describe("Labels to remove"),
    }),
  },
  {
    name: "mail_list_labels",
    description: "List the mailbox's system and user labels with unread counts.",
    input: z.object({}),
  },
  {
    name: "mail_trash_message",
    description: "Move an email to the trash, where it is deleted for good after 30 days.",
    input: z.object({ id: messageId }),
  },
  {
    name: "mail_get_attachment",
    description: "Download one attachment of an email and save it to a local path.",
    input: z.object({
      messageId,
      attachmentId: z.string().min(1).describe("Attachment ID from the message"),
      savePath: z.string().optional().describe("Where to write the file"),
    }),
  },
  {
    name: "mail_create_filter",
    description:
      "Set up a rule that acts on incoming emails automatically, such as labeling or skipping " +
      "the inbox.",
    input: z.object({
      criteria: z.object({
        from: z.string().optional().describe("Sender to match"),
        subject: z.string().optional().describe("Subject words to match"),
        hasWords: z.string().optional().describe("Body words to match"),
      }).describe("What the rule matches"),
      action: z.object({
        addLabel: z.string().optional().describe("Label to apply"),
        skipInbox: z.boolean().optional().describe("Archive on arrival"),
        forwardTo: z.string().optional().describe("Address to forward to"),
      }).describe("What the rule does"),
    }),
  },
];

// ---------------------------------------------------------------------------
// Wiki / team knowledge base
// ---------------------------------------------------------------------------

const pageId = z.string().min(1).describe("Page ID");

const wiki: Tool[] = [
  {
    name: "wiki_search_pages",
    description:
      "Search the team wiki for pages whose title or body match the words, optionally in one space.",
    input: z.object({
      query: z.string().min(1).describe("Search words"),
      space: z.string().optional().describe("Space key to search in"),
      limit: limit(50),
    }),
  },
  {
    name: "wiki_get_page",
    description: "Return a wiki page's title, body as Markdown, author and last edit time.",
    input: z.object({
      pageId,
      version: z.int().positive().optional().describe("An older version; the latest if omitted"),
    }),
  },
  {
    name: "wiki_create_page",
    description: "Write a new wiki page in a space, optionally under a parent page.",
    input: z.object({
      space: z.string().min(1).describe("Space key"),
      title: z.string().min(1).describe("Page title"),
      body: z.string().describe("Content in Markdown"),
      parentId: z.string().optional().describe("Parent page ID"),
    }),
  },
  {
    name: "wiki_update_page",
    description: "Replace the title or body of an existing wiki page as a new version.",
    input: z.object({
      pageId,
      title: z.string().optional().describe("New title"),
      body: z.string().optional().describe("New content in Markdown"),
      versionComment: z.string().optional().describe("Note for the page history"),
    }),
  },
  {
    name: "wiki_delete_page",
    description: "Move a wiki page and its children to the space's trash.",
    input: z.object({ pageId }),
  },
  {
    name: "wiki_list_spaces",
    description: "List the spaces of the wiki that the user can read.",
    input: z.object({
      type: z.enum(["team", "personal", "all"]).optional().describe("Kind of space"),
    }),
  },
  {
    name: "wiki_add_page_comment",
    description: "Leave a comment at the bottom of a wiki page or inline on a passage.",
    input: z.object({
      pageId,
      text: z.string().min(1).describe("Comment text"),
      inlineAnchor: z.string().optional().describe("Exact passage to attach the comment to"),
    }),
  },
  {
    name: "wiki_get_page_history",
    description: "List the versions of a wiki page with who edited each and when.",
    input: z.object({ pageId, limit: limit(200) }),
  },
  {
    name: "wiki_move_page",
    description: "Put a wiki page under a different parent page or into another space.",
    input: z.object({
      pageId,
      targetSpace: z.string().optional().describe("Space key to move to"),
      targetParentId: z.string().optional().describe("New parent page ID"),
    }),
  },
];

// ---------------------------------------------------------------------------
// Ticket tracker (Jira/Linear-like)
// ---------------------------------------------------------------------------

const ticketKey = z.string().min(1).describe("Ticket key, such as OPS-142");

const tracker: Tool[] = [
  {
    name: "tracker_create_ticket",
    description:
      "File a ticket in a tracker project, with a type such as bug, task or story, priority " +
      "and assignee.",
    input: z.object({
      project: z.string().min(1).describe("Project key, such as OPS"),
      summary: z.string().min(1).describe("One-line summary"),
      type: z.enum(["bug", "task", "story", "epic"]).describe("Ticket type"),
      description: z.string().optional().describe("Details, in Markdown"),
      priority: z.enum(["lowest", "low", "medium", "high", "highest"]).optional().describe(
        "Priority",
      ),
      assignee: z.string().optional().describe("Account ID or email"),
    }),
  },
  {
    name: "tracker_get_ticket",
    description: "Return one ticket's fields, status, assignee, links and recent comments.",
    input: z.object({ key: ticketKey }),
  },
  {
    name: "tracker_search_tickets",
    description:
      "Find tickets with a structured query on project, status, assignee, labels and dates.",
    input: z.object({
      jql: z.string().min(1).describe("Query, such as project = OPS AND status = Open"),
      fields: z.array(z.string()).optional().describe("Fields to return"),
      maxResults: limit(100),
    }),
  },
  {
    name: "tracker_update_ticket",
    description:
      "Edit fields of a ticket such as summary, description, priority, labels or due date.",
    input: z.object({
      key: ticketKey,
      fields: z.object({
        summary: z.string().optional().describe("New summary"),
        description: z.string().optional().describe("New details"),
        priority: z.enum(["lowest", "low", "medium", "high", "highest"]).optional().describe(
          "New priority",
        ),
        labels: z.array(z.string()).optional().describe("Full new label list"),
        dueDate: z.string().optional().describe("YYYY-MM-DD"),
      }).describe("Fields to change"),
    }),
  },
  {
    name: "tracker_transition_ticket",
    title: "Change status",
    description:
      "Move a ticket through its workflow, for example from To Do to In Progress or to Done.",
    input: z.object({
      key: ticketKey,
      status: z.string().min(1).describe("Target status name"),
      resolution: z.string().optional().describe("Resolution when closing, such as Fixed"),
    }),
  },
  {
    name: "tracker_assign_ticket",
    description: "Give a ticket to a person, or leave it unassigned.",
    input: z.object({
      key: ticketKey,
      assignee: z.string().optional().describe("Account ID or email; empty to unassign"),
    }),
  },
  {
    name: "tracker_add_comment",
    description: "Post a comment on a ticket, visible to everyone or only to a role.",
    input: z.object({
      key: ticketKey,
      body: z.string().min(1).describe("Comment text"),
      visibility: z.string().optional().describe("Role allowed to see it"),
    }),
  },
  {
    name: "tracker_link_tickets",
    description: "Record a relation between two tickets, such as blocks, duplicates or relates to.",
    input: z.object({
      from: ticketKey.describe("Ticket key on the outward side"),
      to: ticketKey.describe("Ticket key on the inward side"),
      type: z.enum(["blocks", "duplicates", "relates", "clones"]).describe("Relation"),
    }),
  },
  {
    name: "tracker_log_work",
    description: "Record time spent on a ticket, with a note and the day it was done.",
    input: z.object({
      key: ticketKey,
      timeSpent: z.string().min(1).describe("Duration, such as 1h 30m"),
      started: z.string().optional().describe("When the work began, ISO 8601"),
      comment: z.string().optional().describe("What was done"),
    }),
  },
  {
    name: "tracker_list_sprints",
    description:
      "List the active, future and closed sprints of a board with their dates and goals.",
    input: z.object({
      boardId: z.int().positive().describe("Board ID"),
      state: z.enum(["active", "future", "closed"]).optional().describe("Sprint state"),
    }),
  },
  {
    name: "tracker_add_to_sprint",
    description: "Pull tickets from the backlog into a sprint.",
    input: z.object({
      sprintId: z.int().positive().describe("Sprint ID"),
      keys: z.array(z.string()).min(1).describe("Ticket keys"),
    }),
  },
  {
    name: "tracker_list_projects",
    description: "List the tracker's projects with their keys, leads and ticket types.",
    input: z.object({
      query: z.string().optional().describe("Filter by name or key"),
    }),
  },
];

// ---------------------------------------------------------------------------
// Cloud object storage (S3-like)
// ---------------------------------------------------------------------------

const bucket = z.string().min(1).describe("Bucket name");
const key = z.string().min(1).describe("Object key, such as reports/2024/q1.csv");

const storage: Tool[] = [
  {
    name: "storage_list_buckets",
    description: "List the cloud storage buckets of the account with their regions.",
    input: z.object({}),
  },
  {
    name: "storage_create_bucket",
    description: "Make a new cloud storage bucket in a region, optionally with versioning.",
    input: z.object({
      bucket,
      region: z.string().optional().describe("Region, such as eu-west-1"),
      versioning: z.boolean().optional().describe("Keep old versions of objects"),
    }),
  },
  {
    name: "storage_list_objects",
    description: "List the objects in a bucket under a key prefix, with sizes and modified times.",
    input: z.object({
      bucket,
      prefix: z.string().optional().describe("Only keys starting with this"),
      delimiter: z.string().optional().describe("Group keys by this, such as /"),
      maxKeys: limit(1000),
      continuationToken: cursor,
    }),
  },
  {
    name: "storage_put_object",
    title: "Upload object",
    description:
      "Store a local file or inline text in a bucket under a key, replacing any existing object.",
    input: z.object({
      bucket,
      key,
      localPath: z.string().optional().describe("File to send"),
      text: z.string().optional().describe("Inline content instead of a file"),
      contentType: z.string().optional().describe("MIME type"),
    }),
  },
  {
    name: "storage_get_object",
    title: "Download object",
    description: "Copy an object from a bucket to a local path, or return it as text if small.",
    input: z.object({
      bucket,
      key,
      localPath: z.string().optional().describe("Where to save it"),
      versionId: z.string().optional().describe("An older version"),
    }),
  },
  {
    name: "storage_delete_object",
    description: "Remove one or more objects from a bucket.",
    input: z.object({
      bucket,
      keys: z.array(z.string()).min(1).describe("Keys to remove"),
    }),
  },
  {
    name: "storage_copy_object",
    description: "Duplicate an object within a bucket or into another bucket, server side.",
    input: z.object({
      sourceBucket: bucket.describe("Source bucket"),
      sourceKey: key.describe("Source key"),
      targetBucket: bucket.describe("Target bucket"),
      targetKey: key.describe("Target key"),
    }),
  },
  {
    name: "storage_head_object",
    description:
      "Return an object's size, content type, ETag, storage class and custom metadata without " +
      "downloading it.",
    input: z.object({ bucket, key }),
  },
  {
    name: "storage_presign_url",
    description:
      "Make a time-limited signed link that lets someone without credentials fetch or upload " +
      "one object.",
    input: z.object({
      bucket,
      key,
      method: z.enum(["GET", "PUT"]).optional().describe("Download or upload"),
      expiresInSeconds: z.int().positive().max(604_800).optional().describe("Lifetime"),
    }),
  },
];

// ---------------------------------------------------------------------------
// CRM
// ---------------------------------------------------------------------------

const contactId = z.string().min(1).describe("Contact ID");

const crm: Tool[] = [
  {
    name: "crm_search_contacts",
    description:
      "Find people in the CRM by name, email, company or any property, returning their owners " +
      "and lifecycle stage.",
    input: z.object({
      query: z.string().optional().describe("Free text"),
      filters: z.array(z.object({
        property: z.string().min(1).describe("Property name"),
        operator: z.enum(["eq", "neq", "contains", "gt", "lt"]).describe("Comparison"),
        value: z.string().describe("Value"),
      })).optional().describe("Property filters, all must match"),
      limit: limit(100),
    }),
  },
  {
    name: "crm_create_contact",
    description: "Add a person to the CRM with an email, name, phone and company.",
    input: z.object({
      email: z.string().min(3).describe("Email address"),
      firstName: z.string().optional().describe("Given name"),
      lastName: z.string().optional().describe("Family name"),
      phone: z.string().optional().describe("Phone number"),
      company: z.string().optional().describe("Company name"),
    }),
  },
  {
    name: "crm_update_contact",
    description: "Change properties of a CRM contact, such as job title, phone or owner.",
    input: z.object({
      contactId,
      properties: z.array(z.object({
        name: z.string().min(1).describe("Property name"),
        value: z.string().describe("New value"),
      })).min(1).describe("Properties to set"),
    }),
  },
  {
    name: "crm_get_company",
    description:
      "Return a company record with its domain, industry, size, owner and associated contacts.",
    input: z.object({
      companyId: z.string().optional().describe("Company ID"),
      domain: z.string().optional().describe("Web domain, instead of the ID"),
    }),
  },
  {
    name: "crm_create_deal",
    description: "Open a sales opportunity in a pipeline with an amount, stage and close date.",
    input: z.object({
      name: z.string().min(1).describe("Deal name"),
      amount: z.number().nonnegative().optional().describe("Expected value"),
      pipeline: z.string().optional().describe("Pipeline ID"),
      stage: z.string().optional().describe("Stage ID"),
      closeDate: z.string().optional().describe("Expected close, YYYY-MM-DD"),
      companyId: z.string().optional().describe("Associated company"),
    }),
  },
  {
    name: "crm_list_deals",
    description: "List sales opportunities, filtered by pipeline, stage, owner or close date.",
    input: z.object({
      pipeline: z.string().optional().describe("Pipeline ID"),
      stage: z.string().optional().describe("Stage ID"),
      owner: z.string().optional().describe("Owner ID"),
      closingBefore: z.string().optional().describe("Close date before, YYYY-MM-DD"),
      limit: limit(100),
    }),
  },
  {
    name: "crm_update_deal_stage",
    description:
      "Advance or move back a sales opportunity to another pipeline stage, or mark it won or lost.",
    input: z.object({
      dealId: z.string().min(1).describe("Deal ID"),
      stage: z.string().min(1).describe("Stage ID, including closedwon or closedlost"),
    }),
  },
  {
    name: "crm_log_activity",
    description: "Record a call, meeting or note on a contact's or company's timeline.",
    input: z.object({
      type: z.enum(["call", "meeting", "note", "email"]).describe("Activity kind"),
      contactId: z.string().optional().describe("Contact to attach it to"),
      companyId: z.string().optional().describe("Company to attach it to"),
      body: z.string().min(1).describe("What happened"),
      occurredAt: z.string().optional().describe("When, ISO 8601"),
    }),
  },
  {
    name: "crm_merge_contacts",
    description: "Combine two duplicate contact records into one, keeping the primary's values.",
    input: z.object({
      primaryId: contactId.describe("Record to keep"),
      secondaryId: contactId.describe("Record folded into it"),
    }),
  },
];

// ---------------------------------------------------------------------------
// Monitoring and logs
// ---------------------------------------------------------------------------

const timeRange = z.object({
  from: z.string().min(1).describe("Start, ISO 8601 or relative such as now-1h"),
  to: z.string().optional().describe("End; now if omitted"),
}).describe("Time window");

const monitor: Tool[] = [
  {
    name: "monitor_query_logs",
    title: "Search logs",
    description:
      "Search the log stream of services by text, service, level and attributes over a time " +
      "window.",
    input: z.object({
      query: z.string().min(1).describe("Log query, such as service:api status:error"),
      timeRange,
      limit: limit(1000),
    }),
  },
  {
    name: "monitor_query_metrics",
    description:
      "Evaluate a metrics expression over a window and return the time series, such as CPU, " +
      "latency or request rate.",
    input: z.object({
      expression: z.string().min(1).describe("Metric query, such as avg:system.cpu{env:prod}"),
      timeRange,
      stepSeconds: z.int().positive().optional().describe("Resolution"),
    }),
  },
  {
    name: "monitor_list_alerts",
    description: "List the alerts that are currently firing or were recently resolved.",
    input: z.object({
      state: z.enum(["firing", "resolved", "all"]).optional().describe("Alert state"),
      service: z.string().optional().describe("Only this service"),
      severity: z.enum(["critical", "warning", "info"]).optional().describe("Severity"),
    }),
  },
  {
    name: "monitor_acknowledge_alert",
    description: "Mark a firing alert as seen so escalation stops paging further responders.",
    input: z.object({
      alertId: z.string().min(1).describe("Alert ID"),
      note: z.string().optional().describe("Message for the team"),
    }),
  },
  {
    name: "monitor_mute_monitor",
    description:
      "Silence notifications from a monitor for a while, for example during a maintenance window.",
    input: z.object({
      monitorId: z.string().min(1).describe("Monitor ID"),
      durationMinutes: z.int().positive().describe("How long"),
      reason: z.string().optional().describe("Why"),
    }),
  },
  {
    name: "monitor_create_monitor",
    description:
      "Define a new threshold rule that notifies a channel when a metric or log count crosses " +
      "a value.",
    input: z.object({
      name: z.string().min(1).describe("Monitor name"),
      query: z.string().min(1).describe("Metric or log query to watch"),
      threshold: z.number().describe("Value that triggers it"),
      comparison: z.enum(["above", "below"]).describe("Direction"),
      notify: z.array(z.string()).min(1).describe("Channels or people to notify"),
    }),
  },
  {
    name: "monitor_get_trace",
    description:
      "Return one distributed trace with all its spans, durations and errors across services.",
    input: z.object({
      traceId: z.string().min(1).describe("Trace ID"),
    }),
  },
  {
    name: "monitor_list_dashboards",
    description: "List the saved dashboards, optionally matching a title.",
    input: z.object({
      query: z.string().optional().describe("Title words"),
    }),
  },
  {
    name: "monitor_create_incident",
    description:
      "Declare an incident with a severity and commander, opening its timeline and paging on-call.",
    input: z.object({
      title: z.string().min(1).describe("Incident title"),
      severity: z.enum(["sev1", "sev2", "sev3", "sev4"]).describe("Severity"),
      commander: z.string().optional().describe("Incident commander"),
      services: z.array(z.string()).optional().describe("Affected services"),
    }),
  },
  {
    name: "monitor_get_oncall",
    description: "Show who is on call right now, and next, for a schedule or service.",
    input: z.object({
      schedule: z.string().optional().describe("Schedule name or ID"),
      service: z.string().optional().describe("Service name instead"),
    }),
  },
];

// ---------------------------------------------------------------------------
// Web search and fetch
// ---------------------------------------------------------------------------

const web: Tool[] = [
  {
    name: "web_search",
    description:
      "Query a public web search engine and return titles, links and snippets of the top results.",
    input: z.object({
      query: z.string().min(1).describe("Search terms"),
      count: limit(20),
      freshness: z.enum(["day", "week", "month", "year"]).optional().describe("Recency limit"),
      country: z.string().optional().describe("Two-letter country code"),
    }),
  },
  {
    name: "web_news_search",
    description: "Look for recent news articles about a topic from public news sources.",
    input: z.object({
      query: z.string().min(1).describe("Topic"),
      count: limit(50),
      since: z.string().optional().describe("Only articles after this date"),
    }),
  },
  {
    name: "web_fetch_url",
    title: "Fetch page",
    description: "Download a public web page and return its main content converted to Markdown.",
    input: z.object({
      url: z.string().min(1).describe("Page address"),
      maxLength: z.int().positive().optional().describe("Truncate after this many characters"),
      raw: z.boolean().optional().describe("Return the HTML unconverted"),
    }),
  },
  {
    name: "web_image_search",
    description: "Find pictures on the public web matching a description, with their sources.",
    input: z.object({
      query: z.string().min(1).describe("What the images show"),
      count: limit(50),
      safeSearch: z.boolean().optional().describe("Filter explicit results"),
    }),
  },
  {
    name: "web_crawl_site",
    description:
      "Follow links from a start page within one site and return the content of every page reached.",
    input: z.object({
      url: z.string().min(1).describe("Start address"),
      maxPages: z.int().positive().max(500).optional().describe("Pages to visit at most"),
      maxDepth: z.int().positive().max(10).optional().describe("Link depth"),
      includePaths: z.array(z.string()).optional().describe("Only URL paths matching these globs"),
    }),
  },
];

// ---------------------------------------------------------------------------
// Maps and weather
// ---------------------------------------------------------------------------

const place = z.string().min(1).describe("Place name, address, or lat,lng");

const geo: Tool[] = [
  {
    name: "geo_geocode",
    description: "Turn an address or place name into latitude and longitude coordinates.",
    input: z.object({
      address: z.string().min(1).describe("Address or place name"),
      region: z.string().optional().describe("Two-letter country code to bias results"),
    }),
  },
  {
    name: "geo_reverse_geocode",
    description: "Turn coordinates into the nearest street address and locality.",
    input: z.object({
      lat: z.number().min(-90).max(90).describe("Latitude"),
      lng: z.number().min(-180).max(180).describe("Longitude"),
    }),
  },
  {
    name: "geo_directions",
    title: "Route between places",
    description:
      "Plan a route between two places by car, foot, bike or transit, with distance, travel " +
      "time and steps.",
    input: z.object({
      origin: place,
      destination: place,
      mode: z.enum(["driving", "walking", "bicycling", "transit"]).optional().describe(
        "Travel mode",
      ),
      departAt: z.string().optional().describe("Departure time, ISO 8601"),
      avoid: z.array(z.enum(["tolls", "highways", "ferries"])).optional().describe("Avoid these"),
    }),
  },
  {
    name: "geo_places_nearby",
    description:
      "Find businesses and points of interest of a kind near a location, with ratings and " +
      "opening hours.",
    input: z.object({
      location: place,
      keyword: z.string().min(1).describe("Kind of place, such as pharmacy"),
      radiusMeters: z.int().positive().max(50_000).optional().describe("Search radius"),
      openNow: z.boolean().optional().describe("Only places open now"),
    }),
  },
  {
    name: "geo_current_weather",
    description: "Report the present temperature, wind, humidity and conditions at a location.",
    input: z.object({
      location: place,
      units: z.enum(["metric", "imperial"]).optional().describe("Unit system"),
    }),
  },
  {
    name: "geo_weather_forecast",
    description:
      "Give the hourly or daily weather outlook for a location for up to ten days ahead.",
    input: z.object({
      location: place,
      days: z.int().positive().max(10).optional().describe("Days ahead"),
      hourly: z.boolean().optional().describe("Hour by hour instead of daily"),
      units: z.enum(["metric", "imperial"]).optional().describe("Unit system"),
    }),
  },
  {
    name: "geo_timezone",
    description: "Return the time zone and current local time at a location.",
    input: z.object({ location: place }),
  },
  {
    name: "geo_air_quality",
    description: "Report the air quality index and pollutant levels, such as PM2.5, at a location.",
    input: z.object({ location: place }),
  },
];

const kits: Record<string, Tool[]> = {
  repo,
  chat,
  fs,
  browser,
  sql,
  docdb,
  pay,
  cal,
  mail,
  wiki,
  tracker,
  storage,
  crm,
  monitor,
  web,
  geo,
};

/** Every tool of the corpus, with its toolkit. */
export const corpus: CorpusTool[] = Object.entries(kits).flatMap(([toolkit, tools]) =>
  tools.map((tool) => ({ toolkit, ...tool }))
);
