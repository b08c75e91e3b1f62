/**
 * A held-out evaluation corpus for tool search, made of real tools: the names,
 * descriptions and input fields that public MCP servers publish (GitHub,
 * GitLab, Slack, Linear, Jira, Confluence, Notion, Sentry, Stripe, Playwright,
 * the reference filesystem, git, memory, fetch and time servers, Brave Search,
 * Google Maps, PostgreSQL, SQLite, Redis and Google Drive). Each toolkit names
 * the repository, file and commit its tools were copied from. Long descriptions
 * are cut to their first sentences or paragraphs, and examples and hints are
 * dropped; the wording kept is the server's own. Names are kept as published,
 * except where two servers publish the same name: both then carry their
 * toolkit as a prefix. Nothing here was written or tuned for our search.
 *
 * @module
 */

import { z } from "zod";
import type { CorpusTool } from "./tools.ts";

type Tool = Omit<CorpusTool, "toolkit">;

const kit = (toolkit: string, tools: Tool[]): CorpusTool[] =>
  tools.map((tool) => ({ toolkit, ...tool }));

// ---------------------------------------------------------------------------
// GitHub: github/github-mcp-server, pkg/github/__toolsnaps__/<tool>.snap (the server's tool
// snapshots) at commit 64a49f34. Names shared with GitLab or Sentry carry a `github_` prefix.
// ---------------------------------------------------------------------------

const githubTools: Tool[] = [
  {
    name: "get_me",
    title: "Get my user profile",
    description:
      "Get details of the authenticated GitHub user. Use this when a request is about the user's own profile for GitHub. Or when information is missing to build other tool calls.",
    input: z.object({}),
  },
  {
    name: "github_search_repositories",
    title: "Search repositories",
    description:
      "Find GitHub repositories by name, description, readme, topics, or other metadata. Perfect for discovering projects, finding examples, or locating specific repositories across GitHub.",
    input: z.object({
      minimal_output: z.boolean().optional().describe(
        "Return minimal repository information (default: true). When false, returns full GitHub API repository objects.",
      ),
      order: z.enum(["asc", "desc"]).optional().describe("Sort order"),
      page: z.number().optional().describe("Page number for pagination (min 1)"),
      perPage: z.number().optional().describe("Results per page for pagination (min 1, max 100)"),
      query: z.string().describe(
        "Repository search query. Examples: 'machine learning in:name stars:>1000 language:python', 'topic:react', 'user:facebook'. Supports advanced search syntax for precise filtering.",
      ),
      sort: z.enum(["stars", "forks", "help-wanted-issues", "updated"]).optional().describe(
        "Sort repositories by field, defaults to best match",
      ),
    }),
  },
  {
    name: "github_create_repository",
    title: "Create repository",
    description: "Create a new GitHub repository in your account or specified organization",
    input: z.object({
      autoInit: z.boolean().optional().describe("Initialize with README"),
      description: z.string().optional().describe("Repository description"),
      name: z.string().describe("Repository name"),
      organization: z.string().optional().describe(
        "Organization to create the repository in (omit to create in your personal account)",
      ),
      private: z.boolean().optional().describe(
        "Whether the repository should be private. Defaults to true (private) when omitted.",
      ),
    }),
  },
  {
    name: "github_fork_repository",
    title: "Fork repository",
    description: "Fork a GitHub repository to your account or specified organization",
    input: z.object({
      organization: z.string().optional().describe("Organization to fork to"),
      owner: z.string().describe("Repository owner"),
      repo: z.string().describe("Repository name"),
    }),
  },
  {
    name: "github_get_file_contents",
    title: "Get file or directory contents",
    description: "Get the contents of a file or directory from a GitHub repository",
    input: z.object({
      fields: z.array(
        z.enum([
          "type",
          "name",
          "path",
          "size",
          "sha",
          "url",
          "git_url",
          "html_url",
          "download_url",
        ]),
      ).optional().describe(
        "Subset of fields to return for each entry when the path is a directory. If omitted, all fields are returned. Ignored when the path is a single file.",
      ),
      owner: z.string().describe("Repository owner (username or organization)"),
      path: z.string().optional().describe("Path to file/directory"),
      ref: z.string().optional().describe(
        "Accepts optional git refs such as `refs/tags/{tag}`, `refs/heads/{branch}` or `refs/pull/{pr_number}/head`",
      ),
      repo: z.string().describe("Repository name"),
      sha: z.string().optional().describe(
        "Accepts optional commit SHA. If specified, it will be used instead of ref",
      ),
    }),
  },
  {
    name: "github_create_or_update_file",
    title: "Create or update file",
    description:
      "Create or update a single file in a GitHub repository. If updating, you should provide the SHA of the file you want to update. Use this tool to create or update a file in a GitHub repository remotely; do not use it for local file operations.",
    input: z.object({
      allow_symlink_write: z.boolean().optional().describe(
        "Set true to update a symbolic link itself; content must be its new target path.",
      ),
      branch: z.string().describe("Branch to create/update the file in"),
      content: z.string().describe(
        "Content of the file, exactly as it should appear once written. Do not base64-encode it; this server does that before calling the REST API.",
      ),
      message: z.string().describe("Commit message"),
      owner: z.string().describe("Repository owner (username or organization)"),
      path: z.string().describe("Path where to create/update the file"),
      repo: z.string().describe("Repository name"),
      sha: z.string().optional().describe(
        "The blob SHA of the file being replaced. Required if the file already exists.",
      ),
    }),
  },
  {
    name: "github_push_files",
    title: "Push files to repository",
    description: "Push multiple files to a GitHub repository in a single commit",
    input: z.object({
      branch: z.string().describe("Branch to push to"),
      files: z.array(z.object({
        content: z.string().describe("file content"),
        path: z.string().describe("path to the file"),
      })).describe(
        "Array of file objects to push, each object with path (string) and content (string)",
      ),
      message: z.string().describe("Commit message"),
      owner: z.string().describe("Repository owner"),
      repo: z.string().describe("Repository name"),
    }),
  },
  {
    name: "delete_file",
    title: "Delete file",
    description: "Delete a file from a GitHub repository",
    input: z.object({
      branch: z.string().describe("Branch to delete the file from"),
      message: z.string().describe("Commit message"),
      owner: z.string().describe("Repository owner (username or organization)"),
      path: z.string().describe("Path to the file to delete"),
      repo: z.string().describe("Repository name"),
    }),
  },
  {
    name: "github_create_branch",
    title: "Create branch",
    description: "Create a new branch in a GitHub repository",
    input: z.object({
      branch: z.string().describe("Name for new branch"),
      from_branch: z.string().optional().describe("Source branch (defaults to repo default)"),
      owner: z.string().describe("Repository owner"),
      repo: z.string().describe("Repository name"),
    }),
  },
  {
    name: "list_branches",
    title: "List branches",
    description: "List branches in a GitHub repository",
    input: z.object({
      owner: z.string().describe("Repository owner"),
      page: z.number().optional().describe("Page number for pagination (min 1)"),
      perPage: z.number().optional().describe("Results per page for pagination (min 1, max 100)"),
      repo: z.string().describe("Repository name"),
    }),
  },
  {
    name: "list_commits",
    title: "List commits",
    description:
      "Get list of commits of a branch in a GitHub repository. Returns at least 30 results per page by default, but can return more if specified using the perPage parameter (up to 100).",
    input: z.object({
      author: z.string().optional().describe(
        "Author username or email address to filter commits by",
      ),
      fields: z.array(z.enum(["sha", "html_url", "commit", "author", "committer"])).optional()
        .describe(
          "Subset of fields to return for each commit. If omitted, all fields are returned. Use this to reduce response size when you only need specific fields, e.g. just 'sha' and 'html_url'.",
        ),
      owner: z.string().describe("Repository owner"),
      page: z.number().optional().describe("Page number for pagination (min 1)"),
      path: z.string().optional().describe(
        "Only commits containing this file path will be returned",
      ),
      perPage: z.number().optional().describe("Results per page for pagination (min 1, max 100)"),
      repo: z.string().describe("Repository name"),
      sha: z.string().optional().describe(
        "Commit SHA, branch or tag name to list commits of. If not provided, uses the default branch of the repository. If a commit SHA is provided, will list commits up to that SHA.",
      ),
      since: z.string().optional().describe(
        "Only commits after this date will be returned (ISO 8601 format: YYYY-MM-DDTHH:MM:SSZ or YYYY-MM-DD)",
      ),
      until: z.string().optional().describe(
        "Only commits before this date will be returned (ISO 8601 format: YYYY-MM-DDTHH:MM:SSZ or YYYY-MM-DD)",
      ),
    }),
  },
  {
    name: "get_commit",
    title: "Get commit details",
    description: "Get details for a commit from a GitHub repository",
    input: z.object({
      detail: z.enum(["none", "stats", "full_patch"]).optional().describe(
        'Level of detail to include for changed files. "none" omits stats and files entirely. "stats" (default) includes per-file metadata: filename, status, and lines-of-code counts (additions, deletions, changes), with no patch content. "full_patch" additionally includes the unified diff content for each file and can be very large.',
      ),
      owner: z.string().describe("Repository owner"),
      page: z.number().optional().describe("Page number for pagination (min 1)"),
      perPage: z.number().optional().describe("Results per page for pagination (min 1, max 100)"),
      repo: z.string().describe("Repository name"),
      sha: z.string().describe("Commit SHA, branch name, or tag name"),
    }),
  },
  {
    name: "search_code",
    title: "Search code",
    description:
      "Fast and precise code search across ALL GitHub repositories using GitHub's native search engine. Best for finding exact symbols, functions, classes, or specific code patterns.",
    input: z.object({
      fields: z.array(z.enum(["name", "path", "sha", "repository", "text_matches"])).optional()
        .describe(
          "Subset of fields to return for each code search result. If omitted, all fields are returned. Use this to reduce response size when you only need specific fields; omitting 'repository' and 'text_matches' in particular drops the largest per-result data.",
        ),
      order: z.enum(["asc", "desc"]).optional().describe("Sort order for results"),
      page: z.number().optional().describe("Page number for pagination (min 1)"),
      perPage: z.number().optional().describe("Results per page for pagination (min 1, max 100)"),
      query: z.string().describe(
        'Search query (GitHub code search REST). Implicit AND between terms; supports `OR`, `NOT`, and `"quoted phrase"` for exact match. Qualifiers: `repo:owner/repo`, `org:`, `user:`, `language:`, `path:dir` (prefix match), `filename:exact.ext`, `extension:`, `in:file`, `in:path`, `size:`, `is:archived`, `is:fork`.',
      ),
      sort: z.string().optional().describe("Sort field ('indexed' only)"),
    }),
  },
  {
    name: "list_releases",
    title: "List releases",
    description: "List releases in a GitHub repository",
    input: z.object({
      fields: z.array(
        z.enum([
          "id",
          "tag_name",
          "name",
          "body",
          "html_url",
          "published_at",
          "prerelease",
          "draft",
          "author",
        ]),
      ).optional().describe(
        "Subset of fields to return for each release. If omitted, all fields are returned. Use this to reduce response size when you only need specific fields; omitting 'body' in particular drops the largest per-release data.",
      ),
      owner: z.string().describe("Repository owner"),
      page: z.number().optional().describe("Page number for pagination (min 1)"),
      perPage: z.number().optional().describe("Results per page for pagination (min 1, max 100)"),
      repo: z.string().describe("Repository name"),
    }),
  },
  {
    name: "get_latest_release",
    title: "Get latest release",
    description: "Get the latest release in a GitHub repository",
    input: z.object({
      owner: z.string().describe("Repository owner"),
      repo: z.string().describe("Repository name"),
    }),
  },
  {
    name: "issue_read",
    title: "Get issue details",
    description: "Get information about a specific issue in a GitHub repository.",
    input: z.object({
      issue_number: z.number().describe("The number of the issue"),
      method: z.enum(["get", "get_comments", "get_sub_issues", "get_parent", "get_labels"])
        .describe(
          "The read operation to perform on a single issue. Options are:\n1. get - Get issue details.",
        ),
      owner: z.string().describe("The owner of the repository"),
      page: z.number().optional().describe("Page number for pagination (min 1)"),
      perPage: z.number().optional().describe("Results per page for pagination (min 1, max 100)"),
      repo: z.string().describe("The name of the repository"),
    }),
  },
  {
    name: "issue_write",
    title: "Create or update issue/pull request",
    description: "Create a new or update an existing issue in a GitHub repository.",
    input: z.object({
      assignees: z.array(z.string()).optional().describe("Usernames to assign to this issue"),
      body: z.string().optional().describe("Issue body content"),
      duplicate_of: z.number().optional().describe(
        "Issue number that this issue is a duplicate of. Required when state_reason is 'duplicate'.",
      ),
      issue_fields: z.array(z.object({
        delete: z.boolean().optional().describe(
          "Set to true to clear this field's current value on the issue. When false or omitted, this property is ignored. Cannot be true when 'value' or 'field_option_name' is provided.",
        ),
        field_name: z.string().describe(
          "Issue field name (case-insensitive). Must match a field returned by list_issue_fields for this repository or its organization.",
        ),
        field_option_name: z.string().optional().describe(
          "Option name for single-select fields. Validated against the field's options before the API call. Cannot be combined with 'value' or 'delete: true'.",
        ),
        value: z.union([z.string(), z.number(), z.boolean()]).optional().describe(
          "Value to set. Use for text, number, and date fields (date as YYYY-MM-DD). For single-select fields, prefer 'field_option_name' so the option is validated before the API call.",
        ),
      })).optional().describe(
        "Issue field values to set or clear. Each item requires 'field_name' and exactly one of 'value', 'field_option_name', or 'delete: true'.",
      ),
      issue_number: z.number().optional().describe("Issue number to update"),
      labels: z.array(z.string()).optional().describe("Labels to apply to this issue"),
      method: z.enum(["create", "update"]).describe(
        "Write operation to perform on a single issue. Options are:\n- 'create' - creates a new issue.\n- 'update' - updates an existing issue.",
      ),
      milestone: z.number().optional().describe("Milestone number"),
      owner: z.string().describe("Repository owner"),
      repo: z.string().describe("Repository name"),
      state: z.enum(["open", "closed"]).optional().describe("New state"),
      state_reason: z.enum(["completed", "not_planned", "duplicate"]).optional().describe(
        "Reason for the state change. Ignored unless state is changed.",
      ),
      title: z.string().optional().describe("Issue title"),
      type: z.string().optional().describe(
        "Type of this issue. For updates, pass null to remove the current type. Only use if issue types are enabled for this repository.",
      ),
    }),
  },
  {
    name: "list_issues",
    title: "List issues",
    description:
      "List issues in a GitHub repository. For pagination, use the 'endCursor' from the previous response's 'pageInfo' in the 'after' parameter.",
    input: z.object({
      after: z.string().optional().describe(
        "Cursor for pagination. Use the cursor from the previous response.",
      ),
      direction: z.enum(["ASC", "DESC"]).optional().describe(
        "Order direction. If provided, the 'orderBy' also needs to be provided.",
      ),
      field_filters: z.array(z.object({
        field_name: z.string().describe(
          'Name of the custom field (e.g. "Priority"). Case-insensitive.',
        ),
        value: z.string().describe(
          'Value to filter on. For single-select fields, the option name (e.g. "P1"). For dates, YYYY-MM-DD.',
        ),
      })).optional().describe(
        "Filter by custom issue field values. Each entry takes a field_name and a value; the server looks up the field and coerces the value to its type (single-select option name, text, number, or YYYY-MM-DD date).",
      ),
      fields: z.array(
        z.enum([
          "number",
          "title",
          "body",
          "state",
          "user",
          "labels",
          "assignees",
          "comments",
          "created_at",
          "updated_at",
          "field_values",
        ]),
      ).optional().describe(
        "Subset of fields to return for each issue. If omitted, all fields are returned. Use this to reduce response size when you only need specific fields; omitting 'body' and 'field_values' in particular drops the largest per-result data.",
      ),
      labels: z.array(z.string()).optional().describe("Filter by labels"),
      orderBy: z.enum(["CREATED_AT", "UPDATED_AT", "COMMENTS"]).optional().describe(
        "Order issues by field. If provided, the 'direction' also needs to be provided.",
      ),
      owner: z.string().describe("Repository owner"),
      perPage: z.number().optional().describe("Results per page for pagination (min 1, max 100)"),
      repo: z.string().describe("Repository name"),
      since: z.string().optional().describe("Filter by date (ISO 8601 timestamp)"),
      state: z.enum(["OPEN", "CLOSED"]).optional().describe(
        "Filter by state, by default both open and closed issues are returned when not provided",
      ),
    }),
  },
  {
    name: "github_search_issues",
    title: "Search issues",
    description:
      'Search issues using natural-language semantic matching. Best for conceptual or paraphrased queries (e.g. "login fails after password reset"). Already scoped to is:issue.',
    input: z.object({
      fields: z.array(
        z.enum([
          "number",
          "title",
          "body",
          "state",
          "state_reason",
          "draft",
          "locked",
          "html_url",
          "user",
          "author_association",
          "labels",
          "assignee",
          "assignees",
          "milestone",
          "comments",
          "reactions",
          "created_at",
          "updated_at",
          "closed_at",
          "closed_by",
          "type",
          "repository_url",
          "pull_request",
          "field_values",
        ]),
      ).optional().describe(
        "Subset of fields to return for each issue result. If omitted, all fields are returned. Use this to reduce response size when you only need specific fields; omitting 'body', 'reactions', and 'labels' in particular drops the largest per-result data.",
      ),
      order: z.enum(["asc", "desc"]).optional().describe("Sort order"),
      owner: z.string().optional().describe(
        "Optional repository owner. If provided with repo, only issues for this repository are listed.",
      ),
      page: z.number().optional().describe("Page number for pagination (min 1)"),
      perPage: z.number().optional().describe("Results per page for pagination (min 1, max 100)"),
      query: z.string().describe(
        "The search query, as natural language. When the user gives alternative wordings, include them as plain words rather than joining them with OR.",
      ),
      repo: z.string().optional().describe(
        "Optional repository name. If provided with owner, only issues for this repository are listed.",
      ),
      sort: z.enum([
        "comments",
        "reactions",
        "reactions-+1",
        "reactions--1",
        "reactions-smile",
        "reactions-thinking_face",
        "reactions-heart",
        "reactions-tada",
        "interactions",
        "created",
        "updated",
      ]).optional().describe(
        "Sort field by number of matches of categories, defaults to best match",
      ),
    }),
  },
  {
    name: "add_issue_comment",
    title: "Add comment to issue or pull request",
    description:
      "Add a comment and/or reaction to a specific issue or issue comment in a GitHub repository. Use this tool with pull requests as well (in this case pass pull request number as issue_number), but only if user is not asking specifically to add or react to review comments. At least one of body or reaction is required.",
    input: z.object({
      body: z.string().optional().describe(
        "Comment content. Required unless reaction is provided.",
      ),
      comment_id: z.int().optional().describe(
        "The numeric ID of the issue or pull request comment to react to. Use this for reactions to comments; omit it to react to the issue or pull request itself. Cannot be combined with body.",
      ),
      issue_number: z.number().describe("Issue or pull request number to comment on or react to."),
      owner: z.string().describe("Repository owner"),
      reaction: z.enum(["+1", "-1", "laugh", "confused", "heart", "hooray", "rocket", "eyes"])
        .optional().describe("Emoji reaction to add. Required unless body is provided."),
      repo: z.string().describe("Repository name"),
    }),
  },
  {
    name: "sub_issue_write",
    title: "Change sub-issue",
    description: "Add a sub-issue to a parent issue in a GitHub repository.",
    input: z.object({
      after_id: z.number().optional().describe(
        "The ID of the sub-issue to be prioritized after (either after_id OR before_id should be specified)",
      ),
      before_id: z.number().optional().describe(
        "The ID of the sub-issue to be prioritized before (either after_id OR before_id should be specified)",
      ),
      issue_number: z.number().describe("The number of the parent issue"),
      method: z.string().describe(
        "The action to perform on a single sub-issue Options are:\n- 'add' - add a sub-issue to a parent issue in a GitHub repository.\n- 'remove' - remove a sub-issue from a parent issue in a GitHub repository.\n- 'reprioritize' - change the order of sub-issues within a parent issue in a GitHub repository.",
      ),
      owner: z.string().describe("Repository owner"),
      replace_parent: z.boolean().optional().describe(
        "When true, replaces the sub-issue's current parent issue. Use with 'add' method only.",
      ),
      repo: z.string().describe("Repository name"),
      sub_issue_id: z.number().describe(
        "The ID of the sub-issue to add. ID is not the same as issue number",
      ),
    }),
  },
  {
    name: "list_label",
    title: "List labels from a repository",
    description:
      "List labels from a repository, ordered by issue count (descending) so the most-used labels are returned first",
    input: z.object({
      owner: z.string().describe(
        "Repository owner (username or organization name) - required for all operations",
      ),
      repo: z.string().describe("Repository name - required for all operations"),
    }),
  },
  {
    name: "create_pull_request",
    title: "Open new pull request",
    description: "Create a new pull request in a GitHub repository.",
    input: z.object({
      base: z.string().describe("Branch to merge into"),
      body: z.string().optional().describe("PR description"),
      draft: z.boolean().optional().describe("Create as draft PR"),
      head: z.string().describe("Branch containing changes"),
      maintainer_can_modify: z.boolean().optional().describe("Allow maintainer edits"),
      owner: z.string().describe("Repository owner"),
      repo: z.string().describe("Repository name"),
      reviewers: z.array(z.string()).optional().describe(
        "GitHub usernames or ORG/team-slug team reviewers to request reviews from",
      ),
      title: z.string().describe("PR title"),
    }),
  },
  {
    name: "list_pull_requests",
    title: "List pull requests",
    description:
      "List pull requests in a GitHub repository. If the user specifies an author, then DO NOT use this tool and use the search_pull_requests tool instead.",
    input: z.object({
      base: z.string().optional().describe("Filter by base branch"),
      direction: z.enum(["asc", "desc"]).optional().describe("Sort direction"),
      fields: z.array(
        z.enum([
          "number",
          "title",
          "body",
          "state",
          "draft",
          "merged",
          "mergeable_state",
          "html_url",
          "user",
          "labels",
          "assignees",
          "requested_reviewers",
          "merged_by",
          "head",
          "base",
          "additions",
          "deletions",
          "changed_files",
          "commits",
          "comments",
          "created_at",
          "updated_at",
          "closed_at",
          "merged_at",
          "milestone",
        ]),
      ).optional().describe(
        "Subset of fields to return for each pull request. If omitted, all fields are returned. Use this to reduce response size when you only need specific fields; omitting 'body' in particular drops the largest per-result data.",
      ),
      head: z.string().optional().describe("Filter by head user/org and branch"),
      owner: z.string().describe("Repository owner"),
      page: z.number().optional().describe("Page number for pagination (min 1)"),
      perPage: z.number().optional().describe("Results per page for pagination (min 1, max 100)"),
      repo: z.string().describe("Repository name"),
      sort: z.enum(["created", "updated", "popularity", "long-running"]).optional().describe(
        "Sort by",
      ),
      state: z.enum(["open", "closed", "all"]).optional().describe("Filter by state"),
    }),
  },
  {
    name: "pull_request_read",
    title: "Get details for a single pull request",
    description: "Get information on a specific pull request in GitHub repository.",
    input: z.object({
      after: z.string().optional().describe(
        "Cursor for pagination, used only by the get_review_comments method. Pass the endCursor from the previous page's PageInfo to fetch the next page.",
      ),
      method: z.enum([
        "get",
        "get_diff",
        "get_status",
        "get_files",
        "get_commits",
        "get_review_comments",
        "get_reviews",
        "get_comments",
        "get_check_runs",
      ]).describe(
        "Action to specify what pull request data needs to be retrieved from GitHub. Possible options:\n1. get - Get details of a specific pull request.\n2. get_diff - Get the diff of a pull request.\n3. get_status - Get combined commit status of a head commit in a pull request.",
      ),
      owner: z.string().describe("Repository owner"),
      page: z.number().optional().describe("Page number for pagination (min 1)"),
      perPage: z.number().optional().describe("Results per page for pagination (min 1, max 100)"),
      pullNumber: z.number().describe("Pull request number"),
      repo: z.string().describe("Repository name"),
    }),
  },
  {
    name: "merge_pull_request",
    title: "Merge pull request",
    description: "Merge a pull request in a GitHub repository.",
    input: z.object({
      commit_message: z.string().optional().describe("Extra detail for merge commit"),
      commit_title: z.string().optional().describe("Title for merge commit"),
      merge_method: z.enum(["merge", "squash", "rebase"]).optional().describe("Merge method"),
      owner: z.string().describe("Repository owner"),
      pullNumber: z.number().describe("Pull request number"),
      repo: z.string().describe("Repository name"),
    }),
  },
  {
    name: "update_pull_request",
    title: "Edit pull request",
    description: "Update an existing pull request in a GitHub repository.",
    input: z.object({
      base: z.string().optional().describe("New base branch name"),
      body: z.string().optional().describe("New description"),
      draft: z.boolean().optional().describe(
        "Mark pull request as draft (true) or ready for review (false)",
      ),
      maintainer_can_modify: z.boolean().optional().describe("Allow maintainer edits"),
      owner: z.string().describe("Repository owner"),
      pullNumber: z.number().describe("Pull request number to update"),
      repo: z.string().describe("Repository name"),
      reviewers: z.array(z.string()).optional().describe(
        "GitHub usernames or ORG/team-slug team reviewers to request reviews from",
      ),
      state: z.enum(["open", "closed"]).optional().describe("New state"),
      title: z.string().optional().describe("New title"),
    }),
  },
  {
    name: "search_pull_requests",
    title: "Search pull requests",
    description:
      "Search for pull requests in GitHub repositories using issues search syntax already scoped to is:pr",
    input: z.object({
      fields: z.array(
        z.enum([
          "number",
          "title",
          "body",
          "state",
          "state_reason",
          "draft",
          "locked",
          "html_url",
          "user",
          "author_association",
          "labels",
          "assignee",
          "assignees",
          "milestone",
          "comments",
          "reactions",
          "created_at",
          "updated_at",
          "closed_at",
          "closed_by",
          "pull_request",
          "repository_url",
        ]),
      ).optional().describe(
        "Subset of fields to return for each pull request result. If omitted, all fields are returned. Use this to reduce response size when you only need specific fields; omitting 'body', 'reactions', and 'labels' in particular drops the largest per-result data.",
      ),
      order: z.enum(["asc", "desc"]).optional().describe("Sort order"),
      owner: z.string().optional().describe(
        "Optional repository owner. If provided with repo, only pull requests for this repository are listed.",
      ),
      page: z.number().optional().describe("Page number for pagination (min 1)"),
      perPage: z.number().optional().describe("Results per page for pagination (min 1, max 100)"),
      query: z.string().describe("Search query using GitHub pull request search syntax"),
      repo: z.string().optional().describe(
        "Optional repository name. If provided with owner, only pull requests for this repository are listed.",
      ),
      sort: z.enum([
        "comments",
        "reactions",
        "reactions-+1",
        "reactions--1",
        "reactions-smile",
        "reactions-thinking_face",
        "reactions-heart",
        "reactions-tada",
        "interactions",
        "created",
        "updated",
      ]).optional().describe(
        "Sort field by number of matches of categories, defaults to best match",
      ),
    }),
  },
  {
    name: "pull_request_review_write",
    title: "Write operations (create, submit, delete) on pull request reviews",
    description:
      'Create and/or submit, delete review of a pull request.\n\nAvailable methods:\n- create: Create a new review of a pull request. If "event" parameter is provided, the review is submitted.',
    input: z.object({
      body: z.string().optional().describe("Review comment text"),
      commitID: z.string().optional().describe("SHA of commit to review"),
      event: z.enum(["APPROVE", "REQUEST_CHANGES", "COMMENT"]).optional().describe(
        "Review action to perform.",
      ),
      method: z.enum([
        "create",
        "submit_pending",
        "delete_pending",
        "resolve_thread",
        "unresolve_thread",
      ]).describe("The write operation to perform on pull request review."),
      owner: z.string().describe("Repository owner"),
      pullNumber: z.number().describe("Pull request number"),
      repo: z.string().describe("Repository name"),
      threadId: z.string().optional().describe(
        "The node ID of the review thread (e.g., PRRT_kwDOxxx). Required for resolve_thread and unresolve_thread methods. Get thread IDs from pull_request_read with method get_review_comments.",
      ),
    }),
  },
  {
    name: "request_copilot_review",
    title: "Request Copilot review",
    description:
      "Request a GitHub Copilot code review for a pull request. Use this for automated feedback on pull requests, usually before requesting a human reviewer.",
    input: z.object({
      owner: z.string().describe("Repository owner"),
      pullNumber: z.number().describe("Pull request number"),
      repo: z.string().describe("Repository name"),
    }),
  },
  {
    name: "assign_copilot_to_issue",
    title: "Assign Copilot to issue",
    description:
      "Assign Copilot to a specific issue in a GitHub repository.\n\nThis tool can help with the following outcomes:\n- a Pull Request created with source code changes to resolve the issue\n\nMore information can be found at:\n- https://docs.github.com/en/copilot/concepts/agents/cloud-agent/about-cloud-agent",
    input: z.object({
      base_ref: z.string().optional().describe(
        "Git reference (e.g., branch) that the agent will start its work from. If not specified, defaults to the repository's default branch",
      ),
      custom_instructions: z.string().optional().describe(
        "Optional custom instructions to guide the agent beyond the issue body. Use this to provide additional context, constraints, or guidance that is not captured in the issue description",
      ),
      issue_number: z.number().describe("Issue number"),
      owner: z.string().describe("Repository owner"),
      repo: z.string().describe("Repository name"),
    }),
  },
  {
    name: "list_notifications",
    title: "List notifications",
    description:
      "Lists all GitHub notifications for the authenticated user, including unread notifications, mentions, review requests, assignments, and updates on issues or pull requests. Use this tool whenever the user asks what to work on next, requests a summary of their GitHub activity, wants to see pending reviews, or needs to check for new updates or tasks.",
    input: z.object({
      before: z.string().optional().describe(
        "Only show notifications updated before the given time (ISO 8601 format)",
      ),
      filter: z.enum(["default", "include_read_notifications", "only_participating"]).optional()
        .describe(
          "Filter notifications to, use default unless specified. Read notifications are ones that have already been acknowledged by the user. Participating notifications are those that the user is directly involved in, such as issues or pull requests they have commented on or created.",
        ),
      owner: z.string().optional().describe(
        "Optional repository owner. If provided with repo, only notifications for this repository are listed.",
      ),
      page: z.number().optional().describe("Page number for pagination (min 1)"),
      perPage: z.number().optional().describe("Results per page for pagination (min 1, max 100)"),
      repo: z.string().optional().describe(
        "Optional repository name. If provided with owner, only notifications for this repository are listed.",
      ),
      since: z.string().optional().describe(
        "Only show notifications updated after the given time (ISO 8601 format)",
      ),
    }),
  },
  {
    name: "star_repository",
    title: "Star repository",
    description: "Star a GitHub repository",
    input: z.object({
      owner: z.string().describe("Repository owner"),
      repo: z.string().describe("Repository name"),
    }),
  },
  {
    name: "list_starred_repositories",
    title: "List starred repositories",
    description: "List starred repositories",
    input: z.object({
      direction: z.enum(["asc", "desc"]).optional().describe(
        "The direction to sort the results by.",
      ),
      page: z.number().optional().describe("Page number for pagination (min 1)"),
      perPage: z.number().optional().describe("Results per page for pagination (min 1, max 100)"),
      sort: z.enum(["created", "updated"]).optional().describe(
        "How to sort the results. Can be either 'created' (when the repository was starred) or 'updated' (when the repository was last pushed to).",
      ),
      username: z.string().optional().describe(
        "Username to list starred repositories for. Defaults to the authenticated user.",
      ),
    }),
  },
  {
    name: "search_users",
    title: "Search users",
    description:
      "Find GitHub users by username, real name, or other profile information. Useful for locating developers, contributors, or team members.",
    input: z.object({
      order: z.enum(["asc", "desc"]).optional().describe("Sort order"),
      page: z.number().optional().describe("Page number for pagination (min 1)"),
      perPage: z.number().optional().describe("Results per page for pagination (min 1, max 100)"),
      query: z.string().describe(
        "User search query. Examples: 'john smith', 'location:seattle', 'followers:>100'. Search is automatically scoped to type:user.",
      ),
      sort: z.enum(["followers", "repositories", "joined"]).optional().describe(
        "Sort users by number of followers or repositories, or when the person joined GitHub.",
      ),
    }),
  },
  {
    name: "actions_list",
    title: "List GitHub Actions workflows in a repository",
    description:
      "Tools for listing GitHub Actions resources. Use this tool to list workflows in a repository, or list workflow runs, jobs, and artifacts for a specific workflow or workflow run.",
    input: z.object({
      method: z.enum([
        "list_workflows",
        "list_workflow_runs",
        "list_workflow_jobs",
        "list_workflow_run_artifacts",
      ]).describe("The action to perform"),
      owner: z.string().describe("Repository owner"),
      page: z.number().optional().describe("Page number for pagination (default: 1)"),
      per_page: z.number().optional().describe(
        "Results per page for pagination (default: 30, max: 100)",
      ),
      repo: z.string().describe("Repository name"),
      resource_id: z.string().optional().describe(
        "The unique identifier of the resource. This will vary based on the \"method\" provided, so ensure you provide the correct ID:\n- Do not provide any resource ID for 'list_workflows' method.",
      ),
      workflow_jobs_filter: z.object({
        filter: z.enum(["latest", "all"]).optional().describe(
          "Filters jobs by their completed_at timestamp",
        ),
      }).optional().describe(
        "Filters for workflow jobs. **ONLY** used when method is 'list_workflow_jobs'",
      ),
      workflow_runs_filter: z.object({
        actor: z.string().optional().describe("Filter to a specific GitHub user's workflow runs."),
        branch: z.string().optional().describe(
          "Filter workflow runs to a specific Git branch. Use the name of the branch.",
        ),
        event: z.enum([
          "branch_protection_rule",
          "check_run",
          "check_suite",
          "create",
          "delete",
          "deployment",
          "deployment_status",
          "discussion",
          "discussion_comment",
          "fork",
          "gollum",
          "issue_comment",
          "issues",
          "label",
          "merge_group",
          "milestone",
          "page_build",
          "public",
          "pull_request",
          "pull_request_review",
          "pull_request_review_comment",
          "pull_request_target",
          "push",
          "registry_package",
          "release",
          "repository_dispatch",
          "schedule",
          "status",
          "watch",
          "workflow_call",
          "workflow_dispatch",
          "workflow_run",
        ]).optional().describe("Filter workflow runs to a specific event type"),
        status: z.enum(["queued", "in_progress", "completed", "requested", "waiting"]).optional()
          .describe("Filter workflow runs to only runs with a specific status"),
      }).optional().describe(
        "Filters for workflow runs. **ONLY** used when method is 'list_workflow_runs'",
      ),
    }),
  },
  {
    name: "actions_run_trigger",
    title: "Trigger GitHub Actions workflow actions",
    description:
      "Trigger GitHub Actions workflow operations, including running, re-running, cancelling workflow runs, and deleting workflow run logs.",
    input: z.object({
      inputs: z.record(z.string(), z.unknown()).optional().describe(
        "Inputs the workflow accepts. Only used for 'run_workflow' method.",
      ),
      method: z.enum([
        "run_workflow",
        "rerun_workflow_run",
        "rerun_failed_jobs",
        "cancel_workflow_run",
        "delete_workflow_run_logs",
      ]).describe("The method to execute"),
      owner: z.string().describe("Repository owner"),
      ref: z.string().optional().describe(
        "The git reference for the workflow. The reference can be a branch or tag name. Required for 'run_workflow' method.",
      ),
      repo: z.string().describe("Repository name"),
      run_id: z.number().optional().describe(
        "The ID of the workflow run. Required for all methods except 'run_workflow'.",
      ),
      workflow_id: z.string().optional().describe(
        "The workflow ID (numeric) or workflow file name (e.g., main.yml, ci.yaml). Required for 'run_workflow' method.",
      ),
    }),
  },
  {
    name: "get_job_logs",
    title: "Get job logs",
    description:
      "Download logs for a specific workflow job or efficiently get all failed job logs for a workflow run",
    input: z.object({
      failed_only: z.boolean().optional().describe(
        "When true, gets logs for all failed jobs in run_id",
      ),
      job_id: z.number().optional().describe(
        "The unique identifier of the workflow job (required for single job logs)",
      ),
      owner: z.string().describe("Repository owner"),
      repo: z.string().describe("Repository name"),
      return_content: z.boolean().optional().describe("Returns actual log content instead of URLs"),
      run_id: z.number().optional().describe("Workflow run ID (required when using failed_only)"),
      tail_lines: z.number().optional().describe(
        "Number of lines to return from the end of the log",
      ),
    }),
  },
  {
    name: "list_dependabot_alerts",
    title: "List dependabot alerts",
    description: "List dependabot alerts in a GitHub repository.",
    input: z.object({
      after: z.string().optional().describe(
        "Cursor for pagination. Use the cursor from the previous response.",
      ),
      owner: z.string().describe("The owner of the repository."),
      perPage: z.number().optional().describe("Results per page for pagination (min 1, max 100)"),
      repo: z.string().describe("The name of the repository."),
      severity: z.enum(["low", "medium", "high", "critical"]).optional().describe(
        "Filter dependabot alerts by severity",
      ),
      state: z.enum(["open", "fixed", "dismissed", "auto_dismissed"]).optional().describe(
        "Filter dependabot alerts by state. Defaults to open",
      ),
    }),
  },
  {
    name: "list_code_scanning_alerts",
    title: "List code scanning alerts",
    description: "List code scanning alerts in a GitHub repository.",
    input: z.object({
      owner: z.string().describe("The owner of the repository."),
      page: z.number().optional().describe("Page number for pagination (min 1)"),
      perPage: z.number().optional().describe("Results per page for pagination (min 1, max 100)"),
      ref: z.string().optional().describe("The Git reference for the results you want to list."),
      repo: z.string().describe("The name of the repository."),
      severity: z.enum(["critical", "high", "medium", "low", "warning", "note", "error"]).optional()
        .describe("Filter code scanning alerts by severity"),
      state: z.enum(["open", "closed", "dismissed", "fixed"]).optional().describe(
        "Filter code scanning alerts by state. Defaults to open",
      ),
      tool_name: z.string().optional().describe("The name of the tool used for code scanning."),
    }),
  },
  {
    name: "create_gist",
    title: "Create Gist",
    description: "Create a new gist",
    input: z.object({
      content: z.string().describe("Content for simple single-file gist creation"),
      description: z.string().optional().describe("Description of the gist"),
      filename: z.string().describe("Filename for simple single-file gist creation"),
      public: z.boolean().optional().describe("Whether the gist is public"),
    }),
  },
  {
    name: "list_discussions",
    title: "List discussions",
    description: "List discussions for a repository or organisation.",
    input: z.object({
      after: z.string().optional().describe(
        "Cursor for pagination. Use the cursor from the previous response.",
      ),
      category: z.string().optional().describe(
        "Optional filter by discussion category ID. If provided, only discussions with this category are listed.",
      ),
      direction: z.enum(["ASC", "DESC"]).optional().describe("Order direction."),
      orderBy: z.enum(["CREATED_AT", "UPDATED_AT"]).optional().describe(
        "Order discussions by field. If provided, the 'direction' also needs to be provided.",
      ),
      owner: z.string().describe("Repository owner"),
      perPage: z.number().optional().describe("Results per page for pagination (min 1, max 100)"),
      repo: z.string().optional().describe(
        "Repository name. If not provided, discussions will be queried at the organisation level.",
      ),
    }),
  },
];

// ---------------------------------------------------------------------------
// GitLab: modelcontextprotocol/servers, src/gitlab/index.ts (tool list) and src/gitlab/schemas.ts
// (input schemas), as of 1f705677, the commit before the server was archived. Names shared with
// GitHub carry a `gitlab_` prefix.
// ---------------------------------------------------------------------------

const gitlabTools: Tool[] = [
  {
    name: "gitlab_create_or_update_file",
    description: "Create or update a single file in a GitLab project",
    input: z.object({
      project_id: z.string().describe("Project ID or URL-encoded path"),
      file_path: z.string().describe("Path where to create/update the file"),
      content: z.string().describe("Content of the file"),
      commit_message: z.string().describe("Commit message"),
      branch: z.string().describe("Branch to create/update the file in"),
      previous_path: z.string().optional().describe("Path of the file to move/rename"),
    }),
  },
  {
    name: "gitlab_search_repositories",
    description: "Search for GitLab projects",
    input: z.object({
      search: z.string().describe("Search query"),
      page: z.number().optional().describe("Page number for pagination (default: 1)"),
      per_page: z.number().optional().describe("Number of results per page (default: 20)"),
    }),
  },
  {
    name: "gitlab_create_repository",
    description: "Create a new GitLab project",
    input: z.object({
      name: z.string().describe("Repository name"),
      description: z.string().optional().describe("Repository description"),
      visibility: z.enum(["private", "internal", "public"]).optional().describe(
        "Repository visibility level",
      ),
      initialize_with_readme: z.boolean().optional().describe("Initialize with README.md"),
    }),
  },
  {
    name: "gitlab_get_file_contents",
    description: "Get the contents of a file or directory from a GitLab project",
    input: z.object({
      project_id: z.string().describe("Project ID or URL-encoded path"),
      file_path: z.string().describe("Path to the file or directory"),
      ref: z.string().optional().describe("Branch/tag/commit to get contents from"),
    }),
  },
  {
    name: "gitlab_push_files",
    description: "Push multiple files to a GitLab project in a single commit",
    input: z.object({
      project_id: z.string().describe("Project ID or URL-encoded path"),
      branch: z.string().describe("Branch to push to"),
      files: z.array(z.object({
        file_path: z.string().describe("Path where to create the file"),
        content: z.string().describe("Content of the file"),
      })).describe("Array of files to push"),
      commit_message: z.string().describe("Commit message"),
    }),
  },
  {
    name: "create_issue",
    description: "Create a new issue in a GitLab project",
    input: z.object({
      project_id: z.string().describe("Project ID or URL-encoded path"),
      title: z.string().describe("Issue title"),
      description: z.string().optional().describe("Issue description"),
      assignee_ids: z.array(z.number()).optional().describe("Array of user IDs to assign"),
      labels: z.array(z.string()).optional().describe("Array of label names"),
      milestone_id: z.number().optional().describe("Milestone ID to assign"),
    }),
  },
  {
    name: "create_merge_request",
    description: "Create a new merge request in a GitLab project",
    input: z.object({
      project_id: z.string().describe("Project ID or URL-encoded path"),
      title: z.string().describe("Merge request title"),
      description: z.string().optional().describe("Merge request description"),
      source_branch: z.string().describe("Branch containing changes"),
      target_branch: z.string().describe("Branch to merge into"),
      draft: z.boolean().optional().describe("Create as draft merge request"),
      allow_collaboration: z.boolean().optional().describe("Allow commits from upstream members"),
    }),
  },
  {
    name: "gitlab_fork_repository",
    description: "Fork a GitLab project to your account or specified namespace",
    input: z.object({
      project_id: z.string().describe("Project ID or URL-encoded path"),
      namespace: z.string().optional().describe("Namespace to fork to (full path)"),
    }),
  },
  {
    name: "gitlab_create_branch",
    description: "Create a new branch in a GitLab project",
    input: z.object({
      project_id: z.string().describe("Project ID or URL-encoded path"),
      branch: z.string().describe("Name for the new branch"),
      ref: z.string().optional().describe("Source branch/commit for new branch"),
    }),
  },
];

// ---------------------------------------------------------------------------
// Slack: modelcontextprotocol/servers, src/slack/index.ts at 1f705677 (before archiving).
// ---------------------------------------------------------------------------

const slackTools: Tool[] = [
  {
    name: "slack_list_channels",
    description: "List public or pre-defined channels in the workspace with pagination",
    input: z.object({
      limit: z.number().optional().describe(
        "Maximum number of channels to return (default 100, max 200)",
      ),
      cursor: z.string().optional().describe("Pagination cursor for next page of results"),
    }),
  },
  {
    name: "slack_post_message",
    description: "Post a new message to a Slack channel",
    input: z.object({
      channel_id: z.string().describe("The ID of the channel to post to"),
      text: z.string().describe("The message text to post"),
    }),
  },
  {
    name: "slack_reply_to_thread",
    description: "Reply to a specific message thread in Slack",
    input: z.object({
      channel_id: z.string().describe("The ID of the channel containing the thread"),
      thread_ts: z.string().describe(
        "The timestamp of the parent message in the format '1234567890.123456'. Timestamps in the format without the period can be converted by adding the period such that 6 numbers come after it.",
      ),
      text: z.string().describe("The reply text"),
    }),
  },
  {
    name: "slack_add_reaction",
    description: "Add a reaction emoji to a message",
    input: z.object({
      channel_id: z.string().describe("The ID of the channel containing the message"),
      timestamp: z.string().describe("The timestamp of the message to react to"),
      reaction: z.string().describe("The name of the emoji reaction (without ::)"),
    }),
  },
  {
    name: "slack_get_channel_history",
    description: "Get recent messages from a channel",
    input: z.object({
      channel_id: z.string().describe("The ID of the channel"),
      limit: z.number().optional().describe("Number of messages to retrieve (default 10)"),
    }),
  },
  {
    name: "slack_get_thread_replies",
    description: "Get all replies in a message thread",
    input: z.object({
      channel_id: z.string().describe("The ID of the channel containing the thread"),
      thread_ts: z.string().describe(
        "The timestamp of the parent message in the format '1234567890.123456'. Timestamps in the format without the period can be converted by adding the period such that 6 numbers come after it.",
      ),
    }),
  },
  {
    name: "slack_get_users",
    description: "Get a list of all users in the workspace with their basic profile information",
    input: z.object({
      cursor: z.string().optional().describe("Pagination cursor for next page of results"),
      limit: z.number().optional().describe(
        "Maximum number of users to return (default 100, max 200)",
      ),
    }),
  },
  {
    name: "slack_get_user_profile",
    description: "Get detailed profile information for a specific user",
    input: z.object({
      user_id: z.string().describe("The ID of the user"),
    }),
  },
];

// ---------------------------------------------------------------------------
// Linear: jerhadf/linear-mcp-server, index.ts at d8979707.
// ---------------------------------------------------------------------------

const linearTools: Tool[] = [
  {
    name: "linear_create_issue",
    description:
      "Creates a new Linear issue with specified details. Use this to create tickets for tasks, bugs, or feature requests. Returns the created issue's identifier and URL.",
    input: z.object({
      title: z.string().describe("Issue title"),
      teamId: z.string().describe("Team ID"),
      description: z.string().optional().describe("Issue description"),
      priority: z.number().optional().describe("Priority (0-4)"),
      status: z.string().optional().describe("Issue status"),
    }),
  },
  {
    name: "linear_update_issue",
    description:
      "Updates an existing Linear issue's properties. Use this to modify issue details like title, description, priority, or status. Requires the issue ID and accepts any combination of updatable fields.",
    input: z.object({
      id: z.string().describe("Issue ID"),
      title: z.string().optional().describe("New title"),
      description: z.string().optional().describe("New description"),
      priority: z.number().optional().describe("New priority (0-4)"),
      status: z.string().optional().describe("New status"),
    }),
  },
  {
    name: "linear_search_issues",
    description:
      "Searches Linear issues using flexible criteria. Supports filtering by any combination of: title/description text, team, status, assignee, labels, priority (1=urgent, 2=high, 3=normal, 4=low), and estimate. Returns up to 10 issues by default (configurable via limit).",
    input: z.object({
      query: z.string().optional().describe("Optional text to search in title and description"),
      teamId: z.string().optional().describe("Filter by team ID"),
      status: z.string().optional().describe("Filter by status name (e.g., 'In Progress', 'Done')"),
      assigneeId: z.string().optional().describe("Filter by assignee's user ID"),
      labels: z.array(z.string()).optional().describe("Filter by label names"),
      priority: z.number().optional().describe(
        "Filter by priority (1=urgent, 2=high, 3=normal, 4=low)",
      ),
      estimate: z.number().optional().describe("Filter by estimate points"),
      includeArchived: z.boolean().optional().describe(
        "Include archived issues in results (default: false)",
      ),
      limit: z.number().optional().describe("Max results to return (default: 10)"),
    }),
  },
  {
    name: "linear_get_user_issues",
    description:
      "Retrieves issues assigned to a specific user or the authenticated user if no userId is provided. Returns issues sorted by last updated, including priority, status, and other metadata. Useful for finding a user's workload or tracking assigned tasks.",
    input: z.object({
      userId: z.string().optional().describe(
        "Optional user ID. If not provided, returns authenticated user's issues",
      ),
      includeArchived: z.boolean().optional().describe("Include archived issues in results"),
      limit: z.number().optional().describe("Maximum number of issues to return (default: 50)"),
    }),
  },
  {
    name: "linear_add_comment",
    description:
      "Adds a comment to an existing Linear issue. Supports markdown formatting in the comment body. Can optionally specify a custom user name and avatar for the comment.",
    input: z.object({
      issueId: z.string().describe("ID of the issue to comment on"),
      body: z.string().describe("Comment text in markdown format"),
      createAsUser: z.string().optional().describe(
        "Optional custom username to show for the comment",
      ),
      displayIconUrl: z.string().optional().describe("Optional avatar URL for the comment"),
    }),
  },
];

// ---------------------------------------------------------------------------
// Jira: sooperset/mcp-atlassian, src/mcp_atlassian/servers/jira.py at 436b37e4 (FastMCP tools
// mounted under the `jira` namespace; description is the docstring before its Args section).
// ---------------------------------------------------------------------------

const jiraTools: Tool[] = [
  {
    name: "jira_search",
    title: "Search Issues",
    description: "Search Jira issues using JQL (Jira Query Language).",
    input: z.object({
      jql: z.string().describe(
        'JQL query string (Jira Query Language). Examples:\n- Find Epics: "issuetype = Epic AND project = PROJ"\n- Find issues in Epic: "parent = PROJ-123"\n- Find by status: "status = \'In Progress\' AND project = PROJ"\n- Find by assignee: "assignee = currentUser()"',
      ),
      fields: z.string().optional().describe(
        "(Optional) Comma-separated fields to return in the results. Use '*all' for all fields, or specify individual fields like 'summary,status,assignee,priority'",
      ),
      limit: z.int().optional().describe("Maximum number of results (1-50)"),
      start_at: z.int().optional().describe("Starting index for pagination (0-based)"),
      projects_filter: z.string().optional().describe(
        "(Optional) Comma-separated list of project keys to filter results by. Overrides the environment variable JIRA_PROJECTS_FILTER if provided.",
      ),
      expand: z.string().optional().describe(
        "(Optional) fields to expand. Examples: 'renderedFields', 'transitions', 'changelog'",
      ),
      page_token: z.string().optional().describe(
        "(Optional) Pagination token from a previous search result. Cloud only — Server/DC uses start_at for pagination.",
      ),
      use_display_names: z.boolean().optional().describe(
        "When true, custom field keys in the output use human-readable display names (e.g. 'Story Points') instead of opaque IDs (e.g. 'customfield_10243'). The 'names' expansion is added automatically. Standard fields are unaffected.",
      ),
    }),
  },
  {
    name: "jira_get_issue",
    title: "Get Issue",
    description:
      "Get details of a specific Jira issue.\n\nIncludes Epic links and relationship information. Use the ``include`` parameter to inline enrichments (remote_links, transitions, watchers, changelog, comments, worklogs) so that separate tool calls are not needed.",
    input: z.object({
      issue_key: z.string().describe("Jira issue key (e.g., 'PROJ-123', 'ACV2-642')"),
      fields: z.string().optional().describe(
        "(Optional) Comma-separated list of fields to return (e.g., 'summary,status,customfield_10010'). You may also provide a single field as a string (e.g., 'duedate'). Use '*all' for all fields (including custom fields), or omit for essential fields only.",
      ),
      expand: z.string().optional().describe(
        "(Optional) Fields to expand. Examples: 'renderedFields' (for rendered content), 'transitions' (for available status transitions), 'changelog' (for history)",
      ),
      comment_limit: z.int().optional().describe(
        "Maximum number of comments to include (0 or null for no comments)",
      ),
      properties: z.string().optional().describe(
        "(Optional) A comma-separated list of issue properties to return",
      ),
      update_history: z.boolean().optional().describe(
        "Whether to update the issue view history for the requesting user",
      ),
      include: z.string().optional().describe(
        "(Optional) Comma-separated sections to inline in the response, avoiding extra tool calls. Supported: all, remote_links, transitions, watchers, changelog, comments, worklogs",
      ),
      use_display_names: z.boolean().optional().describe(
        "When true, custom field keys in the output use human-readable display names (e.g. 'Story Points') instead of opaque IDs (e.g. 'customfield_10243'). The 'names' expansion is added automatically. Standard fields are unaffected.",
      ),
    }),
  },
  {
    name: "jira_create_issue",
    title: "Create Issue",
    description: "Create a new Jira issue with optional Epic link or parent for subtasks.",
    input: z.object({
      project_key: z.string().describe(
        "The JIRA project key (e.g. 'PROJ', 'DEV', 'ACV2'). This is the prefix of issue keys in your project. Never assume what it might be, always ask the user.",
      ),
      summary: z.string().describe("Summary/title of the issue"),
      issue_type: z.string().describe(
        "Issue type (e.g. 'Task', 'Bug', 'Story', 'Epic', 'Subtask'). The available types depend on your project configuration. For subtasks, use 'Subtask' (not 'Sub-task') and include parent in additional_fields.",
      ),
      assignee: z.string().optional().describe(
        "(Optional) Assignee's user identifier (string): Email, display name, or account ID (e.g., 'user@example.com', 'John Doe', 'accountid:...')",
      ),
      description: z.string().optional().describe(
        "Issue description in Markdown format. On Jira Cloud, use '{expand:Title}...{expand}' for a collapsible section.",
      ),
      components: z.string().optional().describe(
        "(Optional) Comma-separated list of component names to assign (e.g., 'Frontend,API')",
      ),
      additional_fields: z.string().optional().describe(
        '(Optional) JSON string of additional fields to set. Examples:\n- Set priority: {"priority": {"name": "High"}}\n- Add labels: {"labels": ["frontend", "urgent"]}\n- Link to parent (for any issue type): {"parent": "PROJ-123"}\n- Link to epic: {"epicKey": "EPIC-123"} or {"epic_link": "EPIC-123"}',
      ),
    }),
  },
  {
    name: "jira_update_issue",
    title: "Update Issue",
    description: "Update an issue and optionally transition, comment, and log work.",
    input: z.object({
      issue_key: z.string().describe("Jira issue key (e.g., 'PROJ-123', 'ACV2-642')"),
      fields: z.string().optional().describe(
        "JSON string of fields to update. For 'assignee', provide a string identifier (email, name, or accountId). For 'description', provide text in Markdown format; on Jira Cloud, use '{expand:Title}...{expand}' for a collapsible section.",
      ),
      additional_fields: z.string().optional().describe(
        '(Optional) JSON string of additional fields to update. Use this for custom fields or more complex updates. Link to epic: {"epicKey": "EPIC-123"} or {"epic_link": "EPIC-123"}.',
      ),
      components: z.string().optional().describe(
        "(Optional) Comma-separated list of component names (e.g., 'Frontend,API')",
      ),
      attachments: z.string().optional().describe(
        "(Optional) JSON string array or comma-separated list of file paths to attach to the issue. Example: '/path/to/file1.txt,/path/to/file2.txt' or ['/path/to/file1.txt','/path/to/file2.txt']",
      ),
      transition: z.string().optional().describe(
        "(Optional) Transition name or ID. Transition names are resolved case-insensitively.",
      ),
      comment: z.string().optional().describe("(Optional) Comment text in Markdown format."),
      comment_visibility: z.string().optional().describe(
        '(Optional) Comment visibility as a JSON string, for example \'{"type":"group","value":"jira-users"}\'.',
      ),
      worklog: z.string().optional().describe("(Optional) Time spent to log, such as '1h 30m'."),
      worklog_started: z.string().optional().describe(
        "(Optional) ISO datetime when the worklog started.",
      ),
      return_fields: z.string().optional().describe(
        "(Optional) Controls which fields of the updated issue are returned, to reduce response size and token usage. Defaults to '*all' (the complete issue, which can be very large). TOKEN-SAVING TIP: after an update you usually do NOT need the whole issue back.",
      ),
    }),
  },
  {
    name: "jira_delete_issue",
    title: "Delete Issue",
    description: "Delete an existing Jira issue.",
    input: z.object({
      issue_key: z.string().describe("Jira issue key (e.g., 'PROJ-123', 'ACV2-642')"),
    }),
  },
  {
    name: "jira_transition_issue",
    title: "Transition Issue",
    description: "Transition a Jira issue to a new status.",
    input: z.object({
      issue_key: z.string().describe("Jira issue key (e.g., 'PROJ-123', 'ACV2-642')"),
      transition_id: z.string().describe(
        "ID or name of the transition to perform (case-insensitive name match, e.g. 'In Progress', 'Done'). Use the jira_get_transitions tool first to see the available transitions for the issue. Example values: '11', '21', '31', 'In Progress'",
      ),
      fields: z.string().optional().describe(
        '(Optional) JSON string of fields to update during the transition. Some transitions require specific fields to be set (e.g., resolution). Example: \'{"resolution": {"name": "Fixed"}}\'',
      ),
      comment: z.string().optional().describe(
        "(Optional) Comment to add during the transition in Markdown format. This will be visible in the issue history.",
      ),
    }),
  },
  {
    name: "jira_get_transitions",
    title: "Get Transitions",
    description: "Get available status transitions for a Jira issue.",
    input: z.object({
      issue_key: z.string().describe("Jira issue key (e.g., 'PROJ-123', 'ACV2-642')"),
    }),
  },
  {
    name: "jira_add_comment",
    title: "Add Comment",
    description: "Add a comment to a Jira issue.",
    input: z.object({
      issue_key: z.string().describe("Jira issue key (e.g., 'PROJ-123', 'ACV2-642')"),
      body: z.string().describe("Comment text in Markdown format"),
      visibility: z.string().optional().describe(
        '(Optional) Comment visibility as JSON string (e.g. \'{"type":"group","value":"jira-users"}\')',
      ),
      public: z.boolean().optional().describe(
        "(Optional) For JSM/Service Desk issues only. Set to true for customer-visible comment, false for internal agent-only comment.",
      ),
    }),
  },
  {
    name: "jira_assign_issue",
    title: "Assign Issue",
    description:
      "Assign a Jira issue to a user using the dedicated assignment endpoint.\n\nThis is more reliable than setting assignee via update_issue, which is silently ignored by some Jira configurations. Uses PUT /issue/{key}/assignee.",
    input: z.object({
      issue_key: z.string().describe("Jira issue key (e.g., 'PROJ-123', 'ACV2-642')"),
      assignee: z.string().optional().describe(
        "User identifier (email, display name, account ID, login name, or JIRAUSER key), or a JSON object string from jira_search_assignable_users. Pass null or empty string to unassign.",
      ),
    }),
  },
  {
    name: "jira_add_worklog",
    title: "Add Worklog",
    description: "Add a worklog entry to a Jira issue.",
    input: z.object({
      issue_key: z.string().describe("Jira issue key (e.g., 'PROJ-123', 'ACV2-642')"),
      time_spent: z.string().describe(
        "Time spent in Jira format. Examples: '1h 30m' (1 hour and 30 minutes), '1d' (1 day), '30m' (30 minutes), '4h' (4 hours)",
      ),
      comment: z.string().optional().describe(
        "(Optional) Comment for the worklog in Markdown format",
      ),
      started: z.string().optional().describe(
        "(Optional) Start time in ISO format. If not provided, the current time will be used. Example: '2023-08-01T12:00:00.000+0000'",
      ),
      original_estimate: z.string().optional().describe(
        "(Optional) New value for the original estimate",
      ),
      remaining_estimate: z.string().optional().describe(
        "(Optional) New value for the remaining estimate",
      ),
    }),
  },
  {
    name: "jira_get_all_projects",
    title: "Get All Projects",
    description: "Get all Jira projects accessible to the current user.",
    input: z.object({
      include_archived: z.boolean().optional().describe(
        "Whether to include archived projects in the results",
      ),
    }),
  },
  {
    name: "jira_get_sprints_from_board",
    title: "Get Sprints from Board",
    description: "Get jira sprints from board by state.",
    input: z.object({
      board_id: z.string().describe("The id of board (e.g., '1000')"),
      state: z.string().optional().describe("Sprint state (e.g., 'active', 'future', 'closed')"),
      start_at: z.int().optional().describe("Starting index for pagination (0-based)"),
      limit: z.int().optional().describe("Maximum number of results (1-50)"),
    }),
  },
  {
    name: "jira_add_issues_to_sprint",
    title: "Add Issues to Sprint",
    description: "Add issues to a Jira sprint.",
    input: z.object({
      sprint_id: z.string().describe("Sprint ID to add issues to"),
      issue_keys: z.string().describe("Comma-separated issue keys (e.g., 'PROJ-1,PROJ-2')"),
    }),
  },
  {
    name: "jira_create_issue_link",
    title: "Create Issue Link",
    description: "Create a link between two Jira issues.",
    input: z.object({
      link_type: z.string().describe(
        "The type of link to create (e.g., 'Duplicate', 'Blocks', 'Relates to')",
      ),
      inward_issue_key: z.string().describe(
        "The key of the inward issue (e.g., 'PROJ-123', 'ACV2-642')",
      ),
      outward_issue_key: z.string().describe("The key of the outward issue (e.g., 'PROJ-456')"),
      comment: z.string().optional().describe("(Optional) Comment to add to the link."),
      comment_visibility: z.string().optional().describe(
        '(Optional) Visibility settings for the comment as JSON string (e.g. \'{"type":"group","value":"jira-users"}\')',
      ),
    }),
  },
  {
    name: "jira_link_to_epic",
    title: "Link to Epic",
    description: "Link an existing issue to an epic.",
    input: z.object({
      issue_key: z.string().describe("The key of the issue to link (e.g., 'PROJ-123', 'ACV2-642')"),
      epic_key: z.string().describe("The key of the epic to link to (e.g., 'PROJ-456')"),
    }),
  },
  {
    name: "jira_create_version",
    title: "Create Version",
    description: "Create a new fix version in a Jira project.",
    input: z.object({
      project_key: z.string().describe("Jira project key (e.g., 'PROJ', 'ACV2')"),
      name: z.string().describe("Name of the version"),
      start_date: z.string().optional().describe("Start date (YYYY-MM-DD)"),
      release_date: z.string().optional().describe("Release date (YYYY-MM-DD)"),
      description: z.string().optional().describe("Description of the version"),
    }),
  },
];

// ---------------------------------------------------------------------------
// Confluence: sooperset/mcp-atlassian, src/mcp_atlassian/servers/confluence.py at 436b37e4
// (mounted under the `confluence` namespace).
// ---------------------------------------------------------------------------

const confluenceTools: Tool[] = [
  {
    name: "confluence_search",
    title: "Search Content",
    description: "Search Confluence content using simple terms or CQL.",
    input: z.object({
      query: z.string().describe(
        "Search query - can be either a simple text (e.g. 'project documentation') or a CQL query string. Simple queries use 'siteSearch' by default, to mimic the WebUI search, with an automatic fallback to 'text' search if not supported. Examples of CQL:\n- Basic search: 'type=page AND space=DEV'",
      ),
      limit: z.int().optional().describe("Maximum number of results (1-50)"),
      spaces_filter: z.string().optional().describe(
        "(Optional) Comma-separated list of space keys to filter results by. Overrides the environment variable CONFLUENCE_SPACES_FILTER if provided. Use empty string to disable filtering.",
      ),
    }),
  },
  {
    name: "confluence_get_page",
    title: "Get Page",
    description:
      "Get content of a specific Confluence page by its ID, or by its title and space key.",
    input: z.object({
      page_id: z.string().optional().describe(
        "Confluence page ID, full page URL, or tiny link. For example: '123456789', 'https://example.atlassian.net/wiki/spaces/TEAM/pages/123456789/Page+Title', or 'https://example.atlassian.net/wiki/x/N4CIO'. Provide this OR both 'title' and 'space_key'.",
      ),
      title: z.string().optional().describe(
        "The exact title of the Confluence page. Use this with 'space_key' if 'page_id' is not known.",
      ),
      space_key: z.string().optional().describe(
        "The key of the Confluence space where the page resides (e.g., 'DEV', 'TEAM'). Required if using 'title'.",
      ),
      include_metadata: z.boolean().optional().describe(
        "Whether to include page metadata such as creation date, last update, version, and labels.",
      ),
      convert_to_markdown: z.boolean().optional().describe(
        "Whether to convert page to markdown (true) or return raw Confluence storage XHTML (false). Storage output preserves macros and task metadata for safe round-tripping, but CAUTION: it significantly increases token usage in AI responses.",
      ),
    }),
  },
  {
    name: "confluence_get_page_children",
    title: "Get Page Children",
    description: "Get child pages and folders of a specific Confluence page.",
    input: z.object({
      parent_id: z.string().describe(
        "The ID of the parent page whose children you want to retrieve",
      ),
      expand: z.string().optional().describe(
        "Fields to expand in the response (e.g., 'version', 'body.storage'). Defaults to 'version,history'.",
      ),
      limit: z.int().optional().describe("Maximum number of child items to return (1-50)"),
      include_content: z.boolean().optional().describe(
        "Whether to include the page content in the response",
      ),
      convert_to_markdown: z.boolean().optional().describe(
        "Whether to convert page content to markdown (true) or keep it in raw HTML format (false). Only relevant if include_content is true.",
      ),
      start: z.int().optional().describe("Starting index for pagination (0-based)"),
      include_folders: z.boolean().optional().describe(
        "Whether to include child folders in addition to child pages",
      ),
    }),
  },
  {
    name: "confluence_create_page",
    title: "Create Page",
    description: "Create a new Confluence page.",
    input: z.object({
      space_key: z.string().describe(
        "The key of the space to create the page in (usually a short uppercase code like 'DEV', 'TEAM', or 'DOC')",
      ),
      title: z.string().describe("The title of the page"),
      content: z.string().optional().describe(
        "The content of the page. Format depends on content_format parameter. Can be Markdown (default), wiki markup, storage format, or XHTML storage format.",
      ),
      parent_id: z.string().optional().describe(
        "(Optional) parent page ID. If provided, this page will be created as a child of the specified page",
      ),
      content_format: z.string().optional().describe(
        "(Optional) The format of the content parameter. Options: 'markdown' (default), 'wiki', 'storage', or 'xhtml'. Use 'xhtml' when providing Confluence XHTML storage format (same as 'storage').",
      ),
      enable_heading_anchors: z.boolean().optional().describe(
        "(Optional) Whether to enable automatic heading anchor generation. Only applies when content_format is 'markdown'",
      ),
      include_content: z.boolean().optional().describe(
        "(Optional) Whether to include page content in the response. Defaults to false since callers already have the content at create time",
      ),
      emoji: z.string().optional().describe(
        "(Optional) Page title emoji (icon shown in navigation). Can be any emoji character like '📝', '🚀', '📚'. Set to null/None to remove.",
      ),
      content_file: z.string().optional().describe(
        "(Optional) Absolute or relative filesystem path to read the page body from (UTF-8). Use this instead of 'content' when the body is too large to pass comfortably as a tool argument. Mutually exclusive with 'content'.",
      ),
      page_width: z.string().optional().describe(
        "(Optional) Page layout width. Options: 'full-width', 'default'. Defaults to null (Confluence default).",
      ),
      table_layout: z.string().optional().describe(
        "(Optional) Table width preset applied to all markdown tables. Options: 'full-width' (1800 px), 'wide' (960 px), 'default' (760 px). Only applies when content_format is 'markdown'.",
      ),
      subtype: z.string().optional().describe(
        "(Optional) Confluence page subtype. Use 'live' to create a Confluence Live Doc. Only supported for Confluence Cloud.",
      ),
    }),
  },
  {
    name: "confluence_update_page",
    title: "Update Page",
    description: "Update an existing Confluence page.",
    input: z.object({
      page_id: z.string().describe("The ID of the page to update"),
      title: z.string().describe("The new title of the page"),
      content: z.string().optional().describe(
        "The new content of the page. Format depends on content_format parameter and may be Markdown (default), wiki markup, storage format, or XHTML storage format. Either 'content' or 'content_file' must be provided, but not both.",
      ),
      is_minor_edit: z.boolean().optional().describe("Whether this is a minor edit"),
      version_comment: z.string().optional().describe("Optional comment for this version"),
      parent_id: z.string().optional().describe("Optional the new parent page ID"),
      content_format: z.string().optional().describe(
        "(Optional) The format of the content parameter. Options: 'markdown' (default), 'wiki', 'storage', or 'xhtml'. Use 'xhtml' when providing Confluence XHTML storage format (same as 'storage').",
      ),
      enable_heading_anchors: z.boolean().optional().describe(
        "(Optional) Whether to enable automatic heading anchor generation. Only applies when content_format is 'markdown'",
      ),
      include_content: z.boolean().optional().describe(
        "(Optional) Whether to include page content in the response. Defaults to false since callers already have the content at update time",
      ),
      emoji: z.string().optional().describe(
        "(Optional) Page title emoji (icon shown in navigation). Can be any emoji character like '📝', '🚀', '📚'. Set to null/None to remove.",
      ),
      content_file: z.string().optional().describe(
        "(Optional) Absolute or relative filesystem path to read the new page body from (UTF-8). Use this instead of 'content' when the body is too large to pass comfortably as a tool argument. Mutually exclusive with 'content'.",
      ),
      page_width: z.string().optional().describe(
        "(Optional) Page layout width. Options: 'full-width', 'default'. Defaults to null (preserve existing).",
      ),
      table_layout: z.string().optional().describe(
        "(Optional) Table width preset applied to all markdown tables. Options: 'full-width' (1800 px), 'wide' (960 px), 'default' (760 px). Only applies when content_format is 'markdown'.",
      ),
    }),
  },
  {
    name: "confluence_delete_page",
    title: "Delete Page",
    description: "Delete an existing Confluence page.",
    input: z.object({
      page_id: z.string().describe("The ID of the page to delete"),
    }),
  },
  {
    name: "confluence_move_page",
    title: "Move Page",
    description: "Move a Confluence page to a new parent or space.",
    input: z.object({
      page_id: z.string().describe("ID of the page to move"),
      target_parent_id: z.string().optional().describe(
        "Target parent page ID. If omitted with target_space_key, moves to space root.",
      ),
      target_space_key: z.string().optional().describe("Target space key for cross-space moves"),
      position: z.string().optional().describe(
        "Position: 'append' (default, move as child of target), 'above' (move before target as sibling), or 'below' (move after target as sibling)",
      ),
    }),
  },
  {
    name: "confluence_add_comment",
    title: "Add Comment",
    description: "Add a comment to a Confluence page.",
    input: z.object({
      page_id: z.string().describe("The ID of the page to add a comment to"),
      body: z.string().describe("The comment content in Markdown format"),
    }),
  },
  {
    name: "confluence_get_comments",
    title: "Get Comments",
    description: "Get comments for a specific Confluence page.",
    input: z.object({
      page_id: z.string().describe(
        "Confluence page ID (numeric ID, can be parsed from URL, e.g. from 'https://example.atlassian.net/wiki/spaces/TEAM/pages/123456789/Page+Title' -> '123456789')",
      ),
    }),
  },
  {
    name: "confluence_add_label",
    title: "Add Label",
    description:
      "Add label to Confluence content (pages, blog posts, or attachments).\n\nUseful for:\n- Categorizing attachments (e.g., 'screenshot', 'diagram', 'legal-doc')\n- Tracking status (e.g., 'approved', 'needs-review', 'archived')\n- Filtering content by topic or version",
    input: z.object({
      page_id: z.string().describe(
        "Confluence content ID to label. For pages/blogs: numeric ID (e.g., '123456789'). For attachments: ID with 'att' prefix (e.g., 'att123456789').",
      ),
      name: z.string().describe(
        "Label name to add (lowercase, no spaces). Examples: 'draft', 'reviewed', 'confidential', 'v1.0'. Labels help organize and categorize content.",
      ),
    }),
  },
  {
    name: "confluence_get_page_history",
    title: "Get Page History",
    description: "Get a historical version of a specific Confluence page.",
    input: z.object({
      page_id: z.string().describe(
        "Confluence page ID (numeric ID, can be found in the page URL). For example, in 'https://example.atlassian.net/wiki/spaces/TEAM/pages/123456789/Page+Title', the page ID is '123456789'.",
      ),
      version: z.int().describe("The version number of the page to retrieve"),
      convert_to_markdown: z.boolean().optional().describe(
        "Whether to convert page to markdown (true) or keep it in raw HTML format (false). Raw HTML can reveal macros (like dates) not visible in markdown, but CAUTION: using HTML significantly increases token usage in AI responses.",
      ),
    }),
  },
  {
    name: "confluence_upload_attachment",
    title: "Upload Attachment",
    description:
      "Upload an attachment to Confluence content (page or blog post).\n\nProvide the file either as a server-readable path ('file_path') or as base64-encoded content ('content_base64' together with 'filename'). The base64 form is intended for remote or containerized servers that cannot read host file paths.",
    input: z.object({
      content_id: z.string().describe(
        "The ID of the Confluence content (page or blog post) to attach the file to. Page IDs can be found in the page URL or by using the search/get_page tools. Example: '123456789'",
      ),
      file_path: z.string().optional().describe(
        "Full path to the file to upload. Can be absolute (e.g., '/home/user/document.pdf' or 'C:\\Users\\name\\file.docx') or relative to the current working directory (e.g., './uploads/document.pdf'). If a file with the same name already exists, a new version will be created.",
      ),
      content_base64: z.string().optional().describe(
        "(Optional) Base64-encoded file content to upload directly, without the server reading from disk. Use this when the server cannot access host file paths (e.g. a remote or containerized MCP server). Requires 'filename'.",
      ),
      filename: z.string().optional().describe(
        "(Optional) Attachment filename, including extension (e.g. 'report.pdf'). Required when using 'content_base64'; it determines the attachment title and file type. Ignored when 'file_path' is used.",
      ),
      comment: z.string().optional().describe(
        "(Optional) A comment describing this attachment or version. Visible in the attachment history. Example: 'Updated Q4 2024 figures'",
      ),
      minor_edit: z.boolean().optional().describe(
        "(Optional) Whether this is a minor edit. If true, watchers are not notified. Default is false.",
      ),
    }),
  },
];

// ---------------------------------------------------------------------------
// Notion: makenotion/notion-mcp-server, scripts/notion-openapi.json at 1d384207; the server
// turns each OpenAPI operation into a tool named `API-<operationId>` whose description is
// "Notion | <summary>" (error-response notes it appends are left out here).
// ---------------------------------------------------------------------------

const notionTools: Tool[] = [
  {
    name: "API-get-users",
    title: "Get Users",
    description: "Notion | List all users",
    input: z.object({
      start_cursor: z.string().optional().describe(
        "If supplied, this endpoint will return a page of results starting after the cursor provided. If not supplied, this endpoint will return the first page of results.",
      ),
      page_size: z.int().optional().describe(
        "The number of items from the full list desired in the response. Maximum: 100",
      ),
    }),
  },
  {
    name: "API-get-self",
    title: "Get Self",
    description: "Notion | Retrieve your token's bot user",
    input: z.object({}),
  },
  {
    name: "API-post-search",
    title: "Post Search",
    description: "Notion | Search by title",
    input: z.object({
      query: z.string().optional().describe(
        "The text that the API compares page and database titles against.",
      ),
      sort: z.object({
        direction: z.string().optional().describe(
          "The direction to sort. Possible values include `ascending` and `descending`.",
        ),
        timestamp: z.string().optional().describe(
          "The name of the timestamp to sort against. Possible values include `last_edited_time`.",
        ),
      }).optional().describe(
        'A set of criteria, `direction` and `timestamp` keys, that orders the results. The **only** supported timestamp value is `"last_edited_time"`. Supported `direction` values are `"ascending"` and `"descending"`.',
      ),
      filter: z.object({
        value: z.enum(["page", "data_source"]).optional().describe(
          "The value of the property to filter the results by. Possible values for object type include `page` or `data_source`. **Limitation**: Currently the only filter allowed is `object` which will filter by type of object (either `page` or `data_source`)",
        ),
        property: z.string().optional().describe(
          "The name of the property to filter by. Currently the only property you can filter by is the object type. Possible values include `object`. Limitation: Currently the only filter allowed is `object` which will filter by type of object (either `page` or `data_source`)",
        ),
      }).optional().describe(
        'A set of criteria, `value` and `property` keys, that limits the results to either only pages or only data sources. Possible `value` values are `"page"` or `"data_source"`. The only supported `property` value is `"object"`.',
      ),
      start_cursor: z.string().optional().describe(
        "A `cursor` value returned in a previous response that If supplied, limits the response to results starting after the `cursor`. If not supplied, then the first page of results is returned. Refer to [pagination](https://developers.notion.com/reference/intro#pagination) for more details.",
      ),
      page_size: z.int().optional().describe(
        "The number of items from the full list to include in the response. Maximum: `100`.",
      ),
    }),
  },
  {
    name: "API-get-block-children",
    title: "Get Block Children",
    description: "Notion | Retrieve block children",
    input: z.object({
      block_id: z.string().describe("Identifier for a [block](ref:block)"),
      start_cursor: z.string().optional().describe(
        "If supplied, this endpoint will return a page of results starting after the cursor provided. If not supplied, this endpoint will return the first page of results.",
      ),
      page_size: z.int().optional().describe(
        "The number of items from the full list desired in the response. Maximum: 100",
      ),
    }),
  },
  {
    name: "API-patch-block-children",
    title: "Patch Block Children",
    description: "Notion | Append block children",
    input: z.object({
      block_id: z.string().describe(
        "Identifier for a [block](ref:block). Also accepts a [page](ref:page) ID.",
      ),
      children: z.array(z.union([
        z.object({
          paragraph: z.record(z.string(), z.unknown()).optional(),
          type: z.enum(["paragraph"]).optional(),
        }),
        z.object({
          bulleted_list_item: z.record(z.string(), z.unknown()).optional(),
          type: z.enum(["bulleted_list_item"]).optional(),
        }),
      ])).describe(
        "Child content to append to a container block as an array of [block objects](ref:block)",
      ),
      after: z.string().optional().describe(
        "The ID of the existing block that the new block should be appended after.",
      ),
    }),
  },
  {
    name: "API-delete-a-block",
    title: "Delete A Block",
    description: "Notion | Delete a block",
    input: z.object({
      block_id: z.string().describe("Identifier for a Notion block"),
    }),
  },
  {
    name: "API-retrieve-a-page",
    title: "Retrieve A Page",
    description: "Notion | Retrieve a page",
    input: z.object({
      page_id: z.string().describe("Identifier for a Notion page"),
      filter_properties: z.string().optional().describe(
        "A list of page property value IDs associated with the page. Use this param to limit the response to a specific page property value or values. To retrieve multiple properties, specify each page property ID.",
      ),
    }),
  },
  {
    name: "API-patch-page",
    title: "Patch Page",
    description: "Notion | Update page properties",
    input: z.object({
      page_id: z.string().describe("The identifier for the Notion page to be updated."),
      properties: z.record(z.string(), z.unknown()).optional().describe(
        "The property values to update for the page. The keys are the names or IDs of the property and the values are property values. If a page property ID is not included, then it is not changed.",
      ),
      in_trash: z.boolean().optional().describe(
        "Set to true to delete a block. Set to false to restore a block.",
      ),
      archived: z.boolean().optional(),
      icon: z.object({
        emoji: z.string(),
      }).optional().describe(
        "A page icon for the page. Supported types are [external file object](https://developers.notion.com/reference/file-object) or [emoji object](https://developers.notion.com/reference/emoji-object).",
      ),
      cover: z.object({
        external: z.object({
          url: z.string(),
        }),
        type: z.enum(["external"]).optional(),
      }).optional().describe(
        "A cover image for the page. Only [external file objects](https://developers.notion.com/reference/file-object) are supported.",
      ),
    }),
  },
  {
    name: "API-post-page",
    title: "Post Page",
    description: "Notion | Create a page",
    input: z.object({
      parent: z.union([
        z.object({
          page_id: z.string(),
        }),
        z.object({
          type: z.string().optional(),
          database_id: z.string(),
        }),
        z.object({
          type: z.string(),
        }),
      ]),
      properties: z.record(z.string(), z.unknown()).describe(
        "The property values for the new page. The keys are the names or IDs of the property and the values are property values.",
      ),
      children: z.array(z.string()).optional().describe(
        "The content to be rendered on the new page, represented as an array of [block objects](https://developers.notion.com/reference/block).",
      ),
      icon: z.string().optional().describe(
        "The icon of the new page. Either an [emoji object](https://developers.notion.com/reference/emoji-object) or an [external file object](https://developers.notion.com/reference/file-object)..",
      ),
      cover: z.string().optional().describe(
        "The cover image of the new page, represented as a [file object](https://developers.notion.com/reference/file-object).",
      ),
    }),
  },
  {
    name: "API-retrieve-a-comment",
    title: "Retrieve A Comment",
    description: "Notion | Retrieve comments",
    input: z.object({
      block_id: z.string().describe("Identifier for a Notion block or page"),
      start_cursor: z.string().optional().describe(
        "If supplied, this endpoint will return a page of results starting after the cursor provided. If not supplied, this endpoint will return the first page of results.",
      ),
      page_size: z.int().optional().describe(
        "The number of items from the full list desired in the response. Maximum: 100",
      ),
    }),
  },
  {
    name: "API-create-a-comment",
    title: "Create A Comment",
    description: "Notion | Create comment",
    input: z.object({
      parent: z.object({
        page_id: z.string().describe("the page ID"),
      }).describe("The page that contains the comment"),
      rich_text: z.array(z.object({
        text: z.object({
          content: z.string().describe("The content of the comment"),
        }),
      })),
    }),
  },
  {
    name: "API-query-data-source",
    title: "Query Data Source",
    description: "Notion | Query a data source",
    input: z.object({
      data_source_id: z.string().describe("Identifier for a Notion data source (database)"),
      filter_properties: z.array(z.string()).optional().describe(
        "A list of page property value IDs to limit the response",
      ),
      filter: z.record(z.string(), z.unknown()).optional().describe(
        "Filter conditions for querying the data source",
      ),
      sorts: z.array(z.object({
        property: z.string(),
        direction: z.enum(["ascending", "descending"]),
      })).optional(),
      start_cursor: z.string().optional(),
      page_size: z.int().optional(),
      archived: z.boolean().optional(),
      in_trash: z.boolean().optional(),
    }),
  },
  {
    name: "API-move-page",
    title: "Move Page",
    description: "Notion | Move a page",
    input: z.object({
      page_id: z.string().describe("Identifier for a Notion page"),
      parent: z.union([
        z.object({
          type: z.string(),
          page_id: z.string(),
        }),
        z.object({
          type: z.string(),
          database_id: z.string(),
        }),
        z.object({
          type: z.string(),
        }),
      ]),
    }),
  },
  {
    name: "API-retrieve-page-markdown",
    title: "Retrieve Page Markdown",
    description: "Notion | Retrieve a page as Markdown",
    input: z.object({
      page_id: z.string().describe(
        "Identifier for a Notion page (or block) to read or update as markdown.",
      ),
      include_transcript: z.boolean().optional().describe(
        "Whether to include meeting note transcripts. When false (default), a placeholder with the meeting note URL is shown instead of the full transcript.",
      ),
    }),
  },
];

// ---------------------------------------------------------------------------
// Sentry: getsentry/sentry-mcp, packages/mcp-core/src/toolDefinitions.json at 4a109327.
// `search_issues` is renamed `sentry_search_issues` (GitHub has one too).
// ---------------------------------------------------------------------------

const sentryTools: Tool[] = [
  {
    name: "whoami",
    description:
      "Identify the authenticated user in Sentry.\n\nUse this tool when you need to:\n- Get the user's name and email address.",
    input: z.object({}),
  },
  {
    name: "find_organizations",
    description:
      "Find organizations that the user has access to in Sentry.\n\nUse this tool when you need to:\n- View organizations in Sentry\n- Find an organization's slug to aid other tool requests\n- Search for specific organizations by name or slug\n\nReturns up to 25 results.",
    input: z.object({
      query: z.string().optional().describe(
        "Search query to filter results by name or slug. Use this to narrow down results when there are many items.",
      ),
    }),
  },
  {
    name: "find_projects",
    description:
      "Find projects in Sentry.\n\nUse this tool when you need to:\n- View projects in a Sentry organization\n- Find a project's slug to aid other tool requests\n- Search for specific projects by name or slug\n\nReturns up to 25 results.",
    input: z.object({
      organizationSlug: z.string().describe(
        "The organization's slug. You can find a existing list of organizations you have access to using the `find_organizations()` tool.",
      ),
      regionUrl: z.string().optional().describe(
        "The region URL for the organization you're querying, if known. For Sentry's Cloud Service (sentry.io), this is typically the region-specific URL like 'https://us.sentry.io'. For self-hosted Sentry installations, this parameter is usually not needed and should be omitted.",
      ),
      query: z.string().optional().describe(
        "Search query to filter results by name or slug. Use this to narrow down results when there are many items.",
      ),
    }),
  },
  {
    name: "find_teams",
    description:
      "Find teams in an organization in Sentry.\n\nUse this tool when you need to:\n- View teams in a Sentry organization\n- Find a team's slug and numeric ID to aid other tool requests\n- Search for specific teams by name or slug\n\nReturns up to 25 results.",
    input: z.object({
      organizationSlug: z.string().describe(
        "The organization's slug. You can find a existing list of organizations you have access to using the `find_organizations()` tool.",
      ),
      regionUrl: z.string().optional().describe(
        "The region URL for the organization you're querying, if known. For Sentry's Cloud Service (sentry.io), this is typically the region-specific URL like 'https://us.sentry.io'. For self-hosted Sentry installations, this parameter is usually not needed and should be omitted.",
      ),
      query: z.string().optional().describe(
        "Search query to filter results by name or slug. Use this to narrow down results when there are many items.",
      ),
    }),
  },
  {
    name: "find_releases",
    description:
      "Find releases in Sentry.\n\nUse this tool when you need to:\n- Find recent releases in a Sentry organization\n- Find the most recent version released of a specific project\n- Determine when a release was deployed to an environment\n\nReturns up to 25 results.",
    input: z.object({
      organizationSlug: z.string().describe(
        "The organization's slug. You can find a existing list of organizations you have access to using the `find_organizations()` tool.",
      ),
      regionUrl: z.string().optional().describe(
        "The region URL for the organization you're querying, if known. For Sentry's Cloud Service (sentry.io), this is typically the region-specific URL like 'https://us.sentry.io'. For self-hosted Sentry installations, this parameter is usually not needed and should be omitted.",
      ),
      projectSlug: z.string().optional().describe(
        "The project's slug, or exact lowercase `all` when a tool supports all-projects scope. Other casing is treated as a project slug.",
      ),
      query: z.string().optional().describe(
        "Search for versions which contain the provided string.",
      ),
    }),
  },
  {
    name: "get_issue_details",
    description:
      "Get detailed information about a specific Sentry issue by ID.\n\nUSE THIS TOOL WHEN USERS:\n- Provide a specific issue ID (e.g., 'CLOUDFLARE-MCP-41', 'PROJECT-123')\n- Ask to 'explain [ISSUE-ID]', 'tell me about [ISSUE-ID]'\n- Want details/stacktrace/analysis for a known issue\n- Provide a Sentry issue URL",
    input: z.object({
      organizationSlug: z.string().optional().describe(
        "The organization's slug. You can find a existing list of organizations you have access to using the `find_organizations()` tool.",
      ),
      regionUrl: z.string().optional().describe(
        "The region URL for the organization you're querying, if known. For Sentry's Cloud Service (sentry.io), this is typically the region-specific URL like 'https://us.sentry.io'. For self-hosted Sentry installations, this parameter is usually not needed and should be omitted.",
      ),
      issueId: z.string().optional().describe("The Issue ID. e.g. `PROJECT-1Z43`"),
      eventId: z.string().optional().describe(
        "The ID of the event. e.g. `c49541c747cb4d8aa3efb70ca5aba243`",
      ),
      issueUrl: z.string().optional().describe(
        "The URL of the issue. e.g. https://my-organization.sentry.io/issues/PROJECT-1Z43",
      ),
    }),
  },
  {
    name: "sentry_search_issues",
    description:
      "Search for grouped issues/problems in Sentry - returns a LIST of issues, NOT counts or aggregations.\n\nProvide `query` as natural language or Sentry issue search syntax. When an embedded agent is configured, it fixes query and sort before running while preserving explicit Sentry search syntax.",
    input: z.object({
      organizationSlug: z.string().describe(
        "The organization's slug. You can find a existing list of organizations you have access to using the `find_organizations()` tool.",
      ),
      query: z.string().optional().describe(
        "Natural language or Sentry issue search query syntax.",
      ),
      sort: z.enum(["date", "freq", "new", "user", "recommended"]).optional().describe(
        "Sort order: date (last seen), freq (frequency), new (first seen), user (user count), recommended (Sentry's prioritized ranking)",
      ),
      projectSlugOrId: z.string().optional().describe(
        "The project's slug or numeric ID (optional)",
      ),
      regionUrl: z.string().optional().describe(
        "The region URL for the organization you're querying, if known. For Sentry's Cloud Service (sentry.io), this is typically the region-specific URL like 'https://us.sentry.io'. For self-hosted Sentry installations, this parameter is usually not needed and should be omitted.",
      ),
      limit: z.number().optional().describe("Maximum number of issues to return (1-100)"),
      period: z.enum(["24h", "7d", "14d", "30d", "90d"]).optional().describe(
        "Time window for issue search results. Controls which issues are returned based on when they had activity. Default 30d is a balance between coverage and query performance; use 24h for very recent issues or 90d for broader historical searches.",
      ),
      includeExplanation: z.boolean().optional().describe(
        "Include explanation of how the query was translated or repaired",
      ),
    }),
  },
  {
    name: "search_events",
    description:
      "Search Sentry events and replays. Use for event counts/statistics.\n\n`query` can be natural language or Sentry search syntax.",
    input: z.object({
      organizationSlug: z.string().describe(
        "The organization's slug. You can find a existing list of organizations you have access to using the `find_organizations()` tool.",
      ),
      dataset: z.enum(["spans", "errors", "logs", "metrics", "profiles", "replays"]).optional()
        .describe(
          "Initial dataset hint: errors, logs, spans, metrics, profiles, or replays. The agent may correct this when configured.",
        ),
      query: z.string().optional().describe(
        "Natural language or Sentry event search query syntax.",
      ),
      fields: z.array(z.string()).optional().describe(
        "Fields to return for event datasets. If not specified, uses sensible defaults. Include aggregate functions like count(), avg() for statistics.",
      ),
      sort: z.string().optional().describe(
        "Sort field (prefix with - for descending). If omitted, event datasets default to -timestamp and replays default to -started_at. Use -count() for event aggregations.",
      ),
      projectSlug: z.string().optional().describe(
        "The project's slug. You can find a list of existing projects in an organization using the `find_projects()` tool.",
      ),
      environment: z.union([z.string(), z.array(z.string())]).optional().describe(
        "Optional environment filter for dataset='replays'. Use a string for one environment or an array for multiple. Omit when unused.",
      ),
      period: z.string().optional().describe(
        "Relative time window, such as `24h`, `7d`, `14d`, `30d`, or `90d`. Controls which records fall within the search window.",
      ),
      regionUrl: z.string().optional().describe(
        "The region URL for the organization you're querying, if known. For Sentry's Cloud Service (sentry.io), this is typically the region-specific URL like 'https://us.sentry.io'. For self-hosted Sentry installations, this parameter is usually not needed and should be omitted.",
      ),
      limit: z.number().optional().describe("Maximum number of results to return (1-100)"),
      includeExplanation: z.boolean().optional().describe(
        "Include explanation of how the query was translated or repaired",
      ),
    }),
  },
  {
    name: "update_issue",
    description:
      "Update a Sentry issue's status or assignment.\n\nUse this to resolve, reopen, assign, or ignore an issue.",
    input: z.object({
      organizationSlug: z.string().optional().describe(
        "The organization's slug. You can find a existing list of organizations you have access to using the `find_organizations()` tool.",
      ),
      regionUrl: z.string().optional().describe(
        "The region URL for the organization you're querying, if known. For Sentry's Cloud Service (sentry.io), this is typically the region-specific URL like 'https://us.sentry.io'. For self-hosted Sentry installations, this parameter is usually not needed and should be omitted.",
      ),
      issueId: z.string().optional().describe("The Issue ID. e.g. `PROJECT-1Z43`"),
      issueUrl: z.string().optional().describe(
        "The URL of the issue. e.g. https://my-organization.sentry.io/issues/PROJECT-1Z43",
      ),
      status: z.enum(["resolved", "resolvedInNextRelease", "unresolved", "ignored"]).optional()
        .describe(
          "The new status for the issue. Valid values are 'resolved', 'resolvedInNextRelease', 'unresolved', and 'ignored'.",
        ),
      assignedTo: z.string().optional().describe(
        "The assignee in format 'user:ID' or 'team:ID_OR_SLUG' where ID is numeric. Example: 'user:123456', 'team:789', or 'team:my-team-slug'. Use `execute_sentry_tool(name='whoami', arguments={})` to find your user ID.",
      ),
      ignoreMode: z.enum([
        "untilEscalating",
        "forever",
        "forDuration",
        "untilOccurrenceCount",
        "untilUserCount",
      ]).optional().describe(
        "How ignored issues should behave. Use 'untilEscalating' to match the Sentry UI default, 'forever' for a permanent ignore, 'forDuration' with ignoreDurationMinutes, 'untilOccurrenceCount' with ignoreCount and optional ignoreWindowMinutes, or 'untilUserCount' with ignoreUserCount and optional ignoreUserWindowMinutes.",
      ),
      ignoreDurationMinutes: z.int().optional().describe(
        "How many minutes to ignore the issue when ignoreMode is 'forDuration'.",
      ),
      ignoreCount: z.int().optional().describe(
        "How many times the issue must occur before it stops being ignored when ignoreMode is 'untilOccurrenceCount'.",
      ),
      ignoreWindowMinutes: z.int().optional().describe(
        "Optional time window in minutes for ignoreCount. If omitted, Sentry counts all future occurrences.",
      ),
      ignoreUserCount: z.int().optional().describe(
        "How many users must be affected before the issue stops being ignored when ignoreMode is 'untilUserCount'.",
      ),
      ignoreUserWindowMinutes: z.int().optional().describe(
        "Optional time window in minutes for ignoreUserCount. If omitted, Sentry counts all future affected users.",
      ),
      reason: z.string().optional().describe(
        "Optional reason for taking this action. When provided, it will be posted as a comment on the issue's activity feed.",
      ),
    }),
  },
  {
    name: "add_issue_note",
    description:
      "Add a human-visible comment to a Sentry issue's activity feed.\n\nUse this tool when the user explicitly asks to leave a note/comment, or when a triage workflow needs to record a user-approved explanation.",
    input: z.object({
      organizationSlug: z.string().optional().describe(
        "The organization's slug. You can find a existing list of organizations you have access to using the `find_organizations()` tool.",
      ),
      regionUrl: z.string().optional().describe(
        "The region URL for the organization you're querying, if known. For Sentry's Cloud Service (sentry.io), this is typically the region-specific URL like 'https://us.sentry.io'. For self-hosted Sentry installations, this parameter is usually not needed and should be omitted.",
      ),
      issueId: z.string().optional().describe("The Issue ID. e.g. `PROJECT-1Z43`"),
      issueUrl: z.string().optional().describe(
        "The URL of the issue. e.g. https://my-organization.sentry.io/issues/PROJECT-1Z43",
      ),
      text: z.string().describe("The exact comment text to add to the issue."),
    }),
  },
  {
    name: "analyze_issue_with_seer",
    description:
      "Use Seer to analyze production errors and get detailed root cause analysis with specific code fixes.\n\nUse this tool when:\n- The user explicitly asks for root cause analysis, Seer analysis, or help fixing/debugging an issue\n- You are unable to accurately determine the root cause from the issue details alone\n\nDo NOT call this tool as an automatic follow-up to get_sentry_resource.",
    input: z.object({
      organizationSlug: z.string().optional().describe(
        "The organization's slug. You can find a existing list of organizations you have access to using the `find_organizations()` tool.",
      ),
      regionUrl: z.string().optional().describe(
        "The region URL for the organization you're querying, if known. For Sentry's Cloud Service (sentry.io), this is typically the region-specific URL like 'https://us.sentry.io'. For self-hosted Sentry installations, this parameter is usually not needed and should be omitted.",
      ),
      issueId: z.string().optional().describe("The Issue ID. e.g. `PROJECT-1Z43`"),
      issueUrl: z.string().optional().describe(
        "The URL of the issue. e.g. https://my-organization.sentry.io/issues/PROJECT-1Z43",
      ),
      instruction: z.string().optional().describe(
        "Optional custom instruction for the AI analysis",
      ),
    }),
  },
  {
    name: "get_trace_details",
    description:
      "Get detailed information about a specific Sentry trace by ID.\n\nUSE THIS TOOL WHEN USERS:\n- Provide a specific trace ID (e.g., 'a4d1aae7216b47ff8117cf4e09ce9d0a')\n- Ask to 'show me trace [TRACE-ID]', 'explain trace [TRACE-ID]'\n- Want high-level overview and link to view trace details in Sentry\n- Need trace statistics and span breakdown",
    input: z.object({
      organizationSlug: z.string().describe(
        "The organization's slug. You can find a existing list of organizations you have access to using the `find_organizations()` tool.",
      ),
      regionUrl: z.string().optional().describe(
        "The region URL for the organization you're querying, if known. For Sentry's Cloud Service (sentry.io), this is typically the region-specific URL like 'https://us.sentry.io'. For self-hosted Sentry installations, this parameter is usually not needed and should be omitted.",
      ),
      traceId: z.string().describe("The trace ID. e.g. `a4d1aae7216b47ff8117cf4e09ce9d0a`"),
      spanId: z.string().optional().describe(
        "The span ID within a trace. Use this with a trace resource to focus on a specific span.",
      ),
    }),
  },
  {
    name: "create_project",
    description:
      "Create a new project in Sentry (provisions DSN automatically).\n\nUSE THIS TOOL WHEN USERS WANT TO:\n- 'Create a new project'\n- 'Set up a project for [app/service] with team [X]'\n- 'I need a new Sentry project'\n- Create project AND need DSN in one step",
    input: z.object({
      organizationSlug: z.string().describe(
        "The organization's slug. You can find a existing list of organizations you have access to using the `find_organizations()` tool.",
      ),
      regionUrl: z.string().optional().describe(
        "The region URL for the organization you're querying, if known. For Sentry's Cloud Service (sentry.io), this is typically the region-specific URL like 'https://us.sentry.io'. For self-hosted Sentry installations, this parameter is usually not needed and should be omitted.",
      ),
      teamSlug: z.string().describe(
        "The team's slug. You can find a list of existing teams in an organization with the Sentry tool `find_teams`.",
      ),
      name: z.string().describe(
        "The name of the project to create. Typically this is the name of the application or service. It is only used as a visual label in Sentry.",
      ),
      slug: z.string().optional().describe("Optional project slug to create."),
      platform: z.string().optional().describe(
        "The platform for the project. e.g., python, javascript, react, etc.",
      ),
      repository: z.string().optional().describe(
        "Optional repository name to link to the project (e.g. 'getsentry/sentry'). The repo must already be connected to the organization via a VCS integration.",
      ),
    }),
  },
  {
    name: "find_dsns",
    description:
      "List all Sentry DSNs for a specific project.\n\nUse this tool when you need to:\n- Retrieve a SENTRY_DSN for a specific project",
    input: z.object({
      organizationSlug: z.string().describe(
        "The organization's slug. You can find a existing list of organizations you have access to using the `find_organizations()` tool.",
      ),
      regionUrl: z.string().optional().describe(
        "The region URL for the organization you're querying, if known. For Sentry's Cloud Service (sentry.io), this is typically the region-specific URL like 'https://us.sentry.io'. For self-hosted Sentry installations, this parameter is usually not needed and should be omitted.",
      ),
      projectSlug: z.string().describe(
        "The project's slug. You can find a list of existing projects in an organization using the `find_projects()` tool.",
      ),
    }),
  },
  {
    name: "search_docs",
    description:
      "Search Sentry documentation for SDK setup, instrumentation, and configuration guidance.\n\nUse this tool when you need to:\n- Set up Sentry SDK or framework integrations (Django, Flask, Express, Next.js, etc.)\n- Configure features like performance monitoring, error sampling, or release tracking\n- Implement custom instrumentation (spans, transactions, breadcrumbs)\n- Configure data scrubbing, filtering, or sampling rules",
    input: z.object({
      query: z.string().describe(
        "The search query in natural language. Be specific about what you're looking for.",
      ),
      maxResults: z.int().optional().describe("Maximum number of results to return (1-10)"),
      guide: z.enum([
        "javascript",
        "python",
        "java",
        "dotnet",
        "go",
        "php",
        "ruby",
        "android",
        "apple",
        "unity",
        "unreal",
        "rust",
        "elixir",
        "kotlin",
        "native",
        "dart",
        "godot",
        "nintendo-switch",
        "playstation",
        "powershell",
        "react-native",
        "xbox",
        "javascript/nextjs",
        "javascript/react",
        "javascript/gatsby",
        "javascript/remix",
        "javascript/vue",
        "javascript/angular",
        "javascript/hono",
        "javascript/svelte",
        "javascript/express",
        "javascript/fastify",
        "javascript/astro",
        "javascript/bun",
        "javascript/capacitor",
        "javascript/cloudflare",
        "javascript/connect",
        "javascript/cordova",
        "javascript/deno",
        "javascript/electron",
        "javascript/ember",
        "javascript/nuxt",
        "javascript/solid",
        "javascript/solidstart",
        "javascript/sveltekit",
        "javascript/tanstack-react",
        "javascript/wasm",
        "javascript/node",
        "javascript/koa",
        "javascript/nestjs",
        "javascript/hapi",
        "python/django",
        "python/flask",
        "python/fastapi",
        "python/celery",
        "python/tornado",
        "python/pyramid",
        "python/aiohttp",
        "python/anthropic",
        "python/airflow",
        "python/aws-lambda",
        "python/boto3",
        "python/bottle",
        "python/chalice",
        "python/dramatiq",
        "python/falcon",
        "python/langchain",
        "python/litestar",
        "python/logging",
        "python/loguru",
        "python/openai",
        "python/quart",
        "python/ray",
        "python/redis",
        "python/rq",
        "python/sanic",
        "python/sqlalchemy",
        "python/starlette",
        "dart/flutter",
        "dotnet/aspnetcore",
        "dotnet/maui",
        "dotnet/wpf",
        "dotnet/winforms",
        "dotnet/aspnet",
        "dotnet/aws-lambda",
        "dotnet/azure-functions",
        "dotnet/blazor-webassembly",
        "dotnet/entityframework",
        "dotnet/google-cloud-functions",
        "dotnet/extensions-logging",
        "dotnet/log4net",
        "dotnet/nlog",
        "dotnet/serilog",
        "dotnet/uwp",
        "dotnet/xamarin",
        "java/spring",
        "java/spring-boot",
        "java/android",
        "java/jul",
        "java/log4j2",
        "java/logback",
        "java/servlet",
        "go/echo",
        "go/fasthttp",
        "go/fiber",
        "go/gin",
        "go/http",
        "go/iris",
        "go/logrus",
        "go/negroni",
        "go/slog",
        "go/zerolog",
        "php/laravel",
        "php/symfony",
        "ruby/delayed_job",
        "ruby/rack",
        "ruby/rails",
        "ruby/resque",
        "ruby/sidekiq",
        "android/kotlin",
        "apple/ios",
        "apple/macos",
        "apple/watchos",
        "apple/tvos",
        "apple/visionos",
        "kotlin/multiplatform",
      ]).optional().describe(
        "Optional guide filter to limit search results to specific documentation sections. Use either a platform (e.g., 'javascript', 'python') or platform/guide combination (e.g., 'javascript/nextjs', 'python/django').",
      ),
    }),
  },
  {
    name: "get_replay_details",
    description:
      "Get high-level information about a specific Sentry replay by URL or replay ID.\n\nUSE THIS TOOL WHEN USERS:\n- Share a replay URL\n- Ask what happened in a specific replay\n- Want a concise replay summary plus the next issue or trace lookups to run",
    input: z.object({
      replayUrl: z.string().optional().describe(
        "The URL of the replay. e.g. https://my-organization.sentry.io/explore/replays/7e07485f-12f9-416b-8b14-26260799b51f/",
      ),
      organizationSlug: z.string().optional().describe(
        "The organization's slug. You can find a existing list of organizations you have access to using the `find_organizations()` tool.",
      ),
      replayId: z.string().optional().describe(
        "The replay ID. e.g. `7e07485f-12f9-416b-8b14-26260799b51f`",
      ),
      regionUrl: z.string().optional().describe(
        "The region URL for the organization you're querying, if known. For Sentry's Cloud Service (sentry.io), this is typically the region-specific URL like 'https://us.sentry.io'. For self-hosted Sentry installations, this parameter is usually not needed and should be omitted.",
      ),
    }),
  },
  {
    name: "create_uptime_monitor",
    description:
      "Create a Sentry HTTP uptime monitor.\n\nUse this tool when you need to:\n- Start monitoring a URL for availability\n- Create a new uptime check with interval and timeout\n\nBe careful when using this tool!",
    input: z.object({
      organizationSlug: z.string().describe(
        "The organization's slug. You can find a existing list of organizations you have access to using the `find_organizations()` tool.",
      ),
      regionUrl: z.string().optional().describe(
        "The region URL for the organization you're querying, if known. For Sentry's Cloud Service (sentry.io), this is typically the region-specific URL like 'https://us.sentry.io'. For self-hosted Sentry installations, this parameter is usually not needed and should be omitted.",
      ),
      projectSlug: z.string().describe(
        "The project's slug. You can find a list of existing projects in an organization using the `find_projects()` tool.",
      ),
      name: z.string().describe("Monitor display name."),
      url: z.string().describe("URL to check."),
      intervalSeconds: z.int().describe(
        "Seconds between checks. Allowed values: 60, 300, 600, 1200, 1800, 3600.",
      ),
      timeoutMs: z.int().optional().describe("Request timeout in milliseconds (1000-60000)."),
      method: z.enum(["GET", "POST", "HEAD", "PUT", "DELETE", "PATCH", "OPTIONS"]).optional()
        .describe("HTTP method used for the uptime check request."),
      headers: z.array(z.array(z.string())).optional().describe(
        'Optional HTTP headers as an array of [name, value] pairs, e.g. [["Accept","application/json"]].',
      ),
      body: z.string().optional().describe(
        "Optional request body for methods that support a body.",
      ),
      status: z.enum(["active", "disabled"]).optional().describe(
        "Monitor status. `disabled` stops checks and does not count against quota.",
      ),
      owner: z.string().optional().describe("Owner actor in `user:ID` or `team:ID` format."),
      environment: z.string().optional().describe(
        "Optional environment name for created uptime issues.",
      ),
      traceSampling: z.boolean().optional().describe(
        "Whether check requests may be considered for tracing.",
      ),
      responseCaptureEnabled: z.boolean().optional().describe(
        "Capture response body/headers on failures.",
      ),
      recoveryThreshold: z.int().optional().describe(
        "Consecutive successful checks required to recover.",
      ),
      downtimeThreshold: z.int().optional().describe(
        "Consecutive failed checks required to mark down.",
      ),
    }),
  },
];

// ---------------------------------------------------------------------------
// Stripe: stripe/agent-toolkit, typescript/src/shared/<resource>/<tool>.ts at e20f9171 (before
// the folder move); the description is the prompt's first paragraph, without its argument list.
// ---------------------------------------------------------------------------

const stripeTools: Tool[] = [
  {
    name: "create_customer",
    title: "Create Customer",
    description: "This tool will create a customer in Stripe.",
    input: z.object({
      name: z.string().describe("The name of the customer"),
      email: z.string().optional().describe("The email of the customer"),
    }),
  },
  {
    name: "list_customers",
    title: "List Customers",
    description: "This tool will fetch a list of Customers from Stripe.",
    input: z.object({
      limit: z.int().optional().describe(
        "A limit on the number of objects to be returned. Limit can range between 1 and 100.",
      ),
      email: z.string().optional().describe(
        "A case-sensitive filter on the list based on the customer's email field. The value must be a string.",
      ),
    }),
  },
  {
    name: "create_product",
    title: "Create Product",
    description: "This tool will create a product in Stripe.",
    input: z.object({
      name: z.string().describe("The name of the product."),
      description: z.string().optional().describe("The description of the product."),
    }),
  },
  {
    name: "list_products",
    title: "List Products",
    description: "This tool will fetch a list of Products from Stripe.",
    input: z.object({
      limit: z.int().optional().describe(
        "A limit on the number of objects to be returned. Limit can range between 1 and 100, and the default is 10.",
      ),
    }),
  },
  {
    name: "create_price",
    title: "Create Price",
    description:
      "This tool will create a price in Stripe. If a product has not already been specified, a product should be created first.",
    input: z.object({
      product: z.string().describe("The ID of the product to create the price for."),
      unit_amount: z.int().describe("The unit amount of the price in cents."),
      currency: z.string().describe("The currency of the price."),
    }),
  },
  {
    name: "list_prices",
    title: "List Prices",
    description: "This tool will fetch a list of Prices from Stripe.",
    input: z.object({
      product: z.string().optional().describe("The ID of the product to list prices for."),
      limit: z.int().optional().describe(
        "A limit on the number of objects to be returned. Limit can range between 1 and 100, and the default is 10.",
      ),
    }),
  },
  {
    name: "create_payment_link",
    title: "Create Payment Link",
    description: "This tool will create a payment link in Stripe.",
    input: z.object({
      price: z.string().describe("The ID of the price to create the payment link for."),
      quantity: z.int().describe("The quantity of the product to include."),
      redirect_url: z.string().optional().describe(
        "The URL to redirect to after the payment is completed.",
      ),
    }),
  },
  {
    name: "create_invoice",
    title: "Create Invoice",
    description: "This tool will create an invoice in Stripe.",
    input: z.object({
      customer: z.string().describe("The ID of the customer to create the invoice for."),
      days_until_due: z.int().optional().describe("The number of days until the invoice is due."),
    }),
  },
  {
    name: "create_invoice_item",
    title: "Create Invoice Item",
    description: "This tool will create an invoice item in Stripe.",
    input: z.object({
      customer: z.string().describe("The ID of the customer to create the invoice item for."),
      price: z.string().describe("The ID of the price for the item."),
      invoice: z.string().describe("The ID of the invoice to create the item for."),
    }),
  },
  {
    name: "finalize_invoice",
    title: "Finalize Invoice",
    description: "This tool will finalize an invoice in Stripe.",
    input: z.object({
      invoice: z.string().describe("The ID of the invoice to finalize."),
    }),
  },
  {
    name: "list_invoices",
    title: "List Invoices",
    description: "This tool will fetch a list of Invoices from Stripe.",
    input: z.object({
      customer: z.string().optional().describe("The ID of the customer to list invoices for."),
      limit: z.int().optional().describe(
        "A limit on the number of objects to be returned. Limit can range between 1 and 100, and the default is 10.",
      ),
    }),
  },
  {
    name: "retrieve_balance",
    title: "Retrieve Balance",
    description: "This tool will retrieve the balance from Stripe. It takes no input.",
    input: z.object({}),
  },
  {
    name: "create_refund",
    title: "Create Refund",
    description: "This tool will refund a payment intent in Stripe.",
    input: z.object({
      payment_intent: z.string().describe("The ID of the PaymentIntent to refund."),
      amount: z.int().optional().describe("The amount to refund in cents."),
    }),
  },
  {
    name: "list_payment_intents",
    title: "List Payment Intents",
    description: "This tool will list payment intents in Stripe.",
    input: z.object({
      customer: z.string().optional().describe(
        "The ID of the customer to list payment intents for.",
      ),
      limit: z.int().optional().describe(
        "A limit on the number of objects to be returned. Limit can range between 1 and 100.",
      ),
    }),
  },
  {
    name: "list_subscriptions",
    title: "List Subscriptions",
    description: "This tool will list all subscriptions in Stripe.",
    input: z.object({
      customer: z.string().optional().describe("The ID of the customer to list subscriptions for."),
      price: z.string().optional().describe("The ID of the price to list subscriptions for."),
      status: z.enum([
        "active",
        "past_due",
        "unpaid",
        "canceled",
        "incomplete",
        "incomplete_expired",
        "trialing",
        "all",
      ]).optional().describe("The status of the subscriptions to retrieve."),
      limit: z.int().optional().describe(
        "A limit on the number of objects to be returned. Limit can range between 1 and 100.",
      ),
    }),
  },
  {
    name: "cancel_subscription",
    title: "Cancel Subscription",
    description: "This tool will cancel a subscription in Stripe.",
    input: z.object({
      subscription: z.string().describe("The ID of the subscription to cancel."),
    }),
  },
  {
    name: "update_subscription",
    title: "Update Subscription",
    description:
      "This tool will update an existing subscription in Stripe. If changing an existing subscription item, the existing subscription item has to be set to deleted and the new one has to be added.",
    input: z.object({
      subscription: z.string().describe("The ID of the subscription to update."),
      proration_behavior: z.enum(["create_prorations", "none", "always_invoice", "none_implicit"])
        .optional().describe(
          "Determines how to handle prorations when the subscription items change.",
        ),
      items: z.array(z.object({
        id: z.string().optional().describe("The ID of the subscription item to modify."),
        price: z.string().optional().describe("The ID of the price to switch to."),
        quantity: z.int().optional().describe("The quantity of the plan to subscribe to."),
        deleted: z.boolean().optional().describe("Whether to delete this item."),
      })).optional().describe("A list of subscription items to update, add, or remove."),
    }),
  },
  {
    name: "create_coupon",
    title: "Create Coupon",
    description: "This tool will create a coupon in Stripe.",
    input: z.object({
      name: z.string().describe(
        "Name of the coupon displayed to customers on invoices or receipts",
      ),
      percent_off: z.number().optional().describe(
        "A positive float larger than 0, and smaller or equal to 100, that represents the discount the coupon will apply (required if amount_off is not passed)",
      ),
      amount_off: z.number().describe(
        "A positive integer representing the amount to subtract from an invoice total (required if percent_off is not passed)",
      ),
      currency: z.string().optional().describe(
        "Three-letter ISO code for the currency of the amount_off parameter (required if amount_off is passed). Infer based on the amount_off. For example, if a coupon is $2 off, set currency to be USD.",
      ),
      duration: z.enum(["once", "repeating", "forever"]).optional().describe(
        'How long the discount will last. Defaults to "once"',
      ),
      duration_in_months: z.number().optional().describe(
        "The number of months the discount will last if duration is repeating",
      ),
    }),
  },
  {
    name: "list_disputes",
    title: "List Disputes",
    description: "This tool will fetch a list of disputes in Stripe.",
    input: z.object({
      charge: z.string().optional().describe(
        "Only return disputes associated to the charge specified by this charge ID.",
      ),
      payment_intent: z.string().optional().describe(
        "Only return disputes associated to the PaymentIntent specified by this PaymentIntent ID.",
      ),
      limit: z.int().optional().describe(
        "A limit on the number of objects to be returned. Limit can range between 1 and 100, and the default is 10.",
      ),
    }),
  },
  {
    name: "update_dispute",
    title: "Update Dispute",
    description:
      "When you receive a dispute, contacting your customer is always the best first step. If that doesn't work, you can submit evidence to help resolve the dispute in your favor. This tool helps.",
    input: z.object({
      dispute: z.string().describe("The ID of the dispute to update"),
      evidence: z.object({
        cancellation_policy_disclosure: z.string().optional().describe(
          "An explanation of how and when the customer was shown your refund policy prior to purchase.",
        ),
        duplicate_charge_explanation: z.string().optional().describe(
          "An explanation of the difference between the disputed charge versus the prior charge that appears to be a duplicate.",
        ),
        uncategorized_text: z.string().optional().describe(
          "Any additional evidence or statements.",
        ),
      }).optional().describe(
        "Evidence to upload, to respond to a dispute. Updating any field in the hash will submit all fields in the hash for review.",
      ),
      submit: z.boolean().optional().describe(
        "Whether to immediately submit evidence to the bank. If false, evidence is staged on the dispute.",
      ),
    }),
  },
  {
    name: "search_stripe_documentation",
    title: "Search Stripe Documentation",
    description:
      "This tool will take in a user question about integrating with Stripe in their application, then search and retrieve relevant Stripe documentation to answer the question.",
    input: z.object({
      question: z.string().describe(
        "The user question about integrating with Stripe will be used to search the documentation.",
      ),
      language: z.enum(["dotnet", "go", "java", "node", "php", "ruby", "python", "curl"]).optional()
        .describe("The programming language to search for in the the documentation."),
    }),
  },
];

// ---------------------------------------------------------------------------
// Playwright: microsoft/playwright-mcp, README.md tool reference at 7e0457a7 (generated from the
// tool schemas); enum values from the older src/tools/*.ts at 2461f32d.
// ---------------------------------------------------------------------------

const playwrightTools: Tool[] = [
  {
    name: "browser_navigate",
    title: "Navigate to a URL",
    description: "Navigate to a URL",
    input: z.object({
      url: z.string().describe("The URL to navigate to"),
    }),
  },
  {
    name: "browser_navigate_back",
    title: "Go back",
    description: "Go back to the previous page in the history",
    input: z.object({}),
  },
  {
    name: "browser_click",
    title: "Click",
    description: "Perform click on a web page",
    input: z.object({
      element: z.string().optional().describe(
        "Human-readable element description used to obtain permission to interact with the element",
      ),
      target: z.string().describe(
        "Exact target element reference from the page snapshot, or a unique element selector",
      ),
      doubleClick: z.boolean().optional().describe(
        "Whether to perform a double click instead of a single click",
      ),
      button: z.enum(["left", "right", "middle"]).optional().describe(
        "Button to click, defaults to left",
      ),
      modifiers: z.array(z.string()).optional().describe("Modifier keys to press"),
    }),
  },
  {
    name: "browser_type",
    title: "Type text",
    description: "Type text into editable element",
    input: z.object({
      element: z.string().optional().describe(
        "Human-readable element description used to obtain permission to interact with the element",
      ),
      target: z.string().describe(
        "Exact target element reference from the page snapshot, or a unique element selector",
      ),
      text: z.string().describe("Text to type into the element"),
      submit: z.boolean().optional().describe("Whether to submit entered text (press Enter after)"),
      slowly: z.boolean().optional().describe(
        "Whether to type one character at a time. Useful for triggering key handlers in the page. By default entire text is filled in at once.",
      ),
    }),
  },
  {
    name: "browser_fill_form",
    title: "Fill form",
    description: "Fill multiple form fields",
    input: z.object({
      fields: z.array(z.object({
        name: z.string().describe("Human-readable field name"),
        type: z.enum(["textbox", "checkbox", "radio", "combobox", "slider"]).describe(
          "Type of the field",
        ),
        ref: z.string().describe("Exact target field reference from the page snapshot"),
        value: z.string().describe(
          "Value to fill in the field. If the field is a checkbox, the value should be `true` or `false`. If the field is a combobox, the value should be the text of the option.",
        ),
      })).describe("Fields to fill in"),
    }),
  },
  {
    name: "browser_select_option",
    title: "Select option",
    description: "Select an option in a dropdown",
    input: z.object({
      element: z.string().optional().describe(
        "Human-readable element description used to obtain permission to interact with the element",
      ),
      target: z.string().describe(
        "Exact target element reference from the page snapshot, or a unique element selector",
      ),
      values: z.array(z.string()).describe(
        "Array of values to select in the dropdown. This can be a single value or multiple values.",
      ),
    }),
  },
  {
    name: "browser_hover",
    title: "Hover mouse",
    description: "Hover over element on page",
    input: z.object({
      element: z.string().optional().describe(
        "Human-readable element description used to obtain permission to interact with the element",
      ),
      target: z.string().describe(
        "Exact target element reference from the page snapshot, or a unique element selector",
      ),
    }),
  },
  {
    name: "browser_drag",
    title: "Drag mouse",
    description: "Perform drag and drop between two elements",
    input: z.object({
      startElement: z.string().optional().describe(
        "Human-readable source element description used to obtain the permission to interact with the element",
      ),
      startTarget: z.string().describe(
        "Exact target element reference from the page snapshot, or a unique element selector",
      ),
      endElement: z.string().optional().describe(
        "Human-readable target element description used to obtain the permission to interact with the element",
      ),
      endTarget: z.string().describe(
        "Exact target element reference from the page snapshot, or a unique element selector",
      ),
    }),
  },
  {
    name: "browser_press_key",
    title: "Press a key",
    description: "Press a key on the keyboard",
    input: z.object({
      key: z.string().describe(
        "Name of the key to press or a character to generate, such as `ArrowLeft` or `a`",
      ),
    }),
  },
  {
    name: "browser_snapshot",
    title: "Page snapshot",
    description:
      "Capture accessibility snapshot of the current page, this is better than screenshot",
    input: z.object({
      target: z.string().optional().describe(
        "Exact target element reference from the page snapshot, or a unique element selector",
      ),
      filename: z.string().optional().describe(
        "Save snapshot to markdown file instead of returning it in the response.",
      ),
      depth: z.number().optional().describe("Limit the depth of the snapshot tree"),
      boxes: z.boolean().optional().describe(
        "Include each element's bounding box as [box=x,y,width,height] in the snapshot. Coordinates are viewport-relative, in CSS pixels (Element.getBoundingClientRect)",
      ),
    }),
  },
  {
    name: "browser_take_screenshot",
    title: "Take a screenshot",
    description:
      "Take a screenshot of the current page. You can't perform actions based on the screenshot, use browser_snapshot for actions.",
    input: z.object({
      element: z.string().optional().describe(
        "Human-readable element description used to obtain permission to interact with the element",
      ),
      target: z.string().optional().describe(
        "Exact target element reference from the page snapshot, or a unique element selector",
      ),
      type: z.string().optional().describe(
        "Image format for the screenshot. If unset, inferred from the filename extension, otherwise png.",
      ),
      filename: z.string().optional().describe(
        "File name to save the screenshot to. Defaults to `page-{timestamp}.{png|jpeg|webp}` if not specified. Prefer relative file names to stay within the output directory.",
      ),
      fullPage: z.boolean().optional().describe(
        "When true, takes a screenshot of the full scrollable page, instead of the currently visible viewport. Cannot be used with element screenshots.",
      ),
      scale: z.string().optional().describe(
        'Image resolution scale. "css" produces a screenshot sized in CSS pixels (smaller, consistent across devices). "device" produces a high-resolution screenshot using device pixels (larger, accounts for the device pixel ratio). Default is css.',
      ),
    }),
  },
  {
    name: "browser_evaluate",
    title: "Evaluate JavaScript",
    description: "Evaluate JavaScript expression on page or element",
    input: z.object({
      element: z.string().optional().describe(
        "Human-readable element description used to obtain permission to interact with the element",
      ),
      target: z.string().optional().describe(
        "Exact target element reference from the page snapshot, or a unique element selector",
      ),
      function: z.string().describe(
        "() => { /* code */ } or (element) => { /* code */ } when element is provided",
      ),
      filename: z.string().optional().describe(
        "Filename to save the result to. If not provided, result is returned as text.",
      ),
    }),
  },
  {
    name: "browser_file_upload",
    title: "Upload files",
    description: "Upload one or multiple files",
    input: z.object({
      paths: z.array(z.string()).optional().describe(
        "The absolute paths to the files to upload. Can be single file or multiple files. If omitted, file chooser is cancelled.",
      ),
    }),
  },
  {
    name: "browser_handle_dialog",
    title: "Handle a dialog",
    description: "Handle a dialog",
    input: z.object({
      accept: z.boolean().describe("Whether to accept the dialog."),
      promptText: z.string().optional().describe(
        "The text of the prompt in case of a prompt dialog.",
      ),
    }),
  },
  {
    name: "browser_wait_for",
    title: "Wait for",
    description: "Wait for text to appear or disappear or a specified time to pass",
    input: z.object({
      time: z.number().optional().describe("The time to wait in seconds"),
      text: z.string().optional().describe("The text to wait for"),
      textGone: z.string().optional().describe("The text to wait for to disappear"),
    }),
  },
  {
    name: "browser_console_messages",
    title: "Get console messages",
    description: "Returns all console messages",
    input: z.object({
      level: z.string().optional().describe(
        'Level of the console messages to return. Each level includes the messages of more severe levels. Defaults to "info".',
      ),
      all: z.boolean().optional().describe(
        "Return all console messages since the beginning of the session, not just since the last navigation. Defaults to false.",
      ),
      filename: z.string().optional().describe(
        "Filename to save the console messages to. If not provided, messages are returned as text.",
      ),
    }),
  },
  {
    name: "browser_network_requests",
    title: "List network requests",
    description:
      "Returns a numbered list of network requests since loading the page. Use browser_network_request with the number to get full details.",
    input: z.object({
      static: z.boolean().optional().describe(
        "Whether to include successful static resources like images, fonts, scripts, etc. Defaults to false.",
      ),
      filter: z.string().optional().describe(
        'Only return requests whose URL matches this regexp (e.g. "/api/.*user").',
      ),
      filename: z.string().optional().describe(
        "Filename to save the network requests to. If not provided, requests are returned as text.",
      ),
    }),
  },
  {
    name: "browser_resize",
    title: "Resize browser window",
    description: "Resize the browser window",
    input: z.object({
      width: z.number().describe("Width of the browser window"),
      height: z.number().describe("Height of the browser window"),
    }),
  },
  {
    name: "browser_tabs",
    title: "Manage tabs",
    description: "List, create, close, or select a browser tab.",
    input: z.object({
      action: z.enum(["list", "new", "close", "select"]).describe("Operation to perform"),
      index: z.number().optional().describe(
        "Tab index, used for close/select. If omitted for close, current tab is closed.",
      ),
      url: z.string().optional().describe("URL to navigate to in the new tab, used for new."),
    }),
  },
  {
    name: "browser_close",
    title: "Close browser",
    description: "Close the page",
    input: z.object({}),
  },
];

// ---------------------------------------------------------------------------
// Filesystem: modelcontextprotocol/servers, src/filesystem/index.ts at 76d64c82 (the deprecated
// `read_file` alias is left out).
// ---------------------------------------------------------------------------

const filesystemTools: Tool[] = [
  {
    name: "read_text_file",
    title: "Read Text File",
    description:
      "Read the complete contents of a file from the file system as text. Handles various text encodings and provides detailed error messages if the file cannot be read. Use this tool when you need to examine the contents of a single file.",
    input: z.object({
      path: z.string(),
      tail: z.number().optional().describe(
        "If provided, returns only the last N lines of the file",
      ),
      head: z.number().optional().describe(
        "If provided, returns only the first N lines of the file",
      ),
    }),
  },
  {
    name: "read_media_file",
    title: "Read Media File",
    description:
      "Read a file and return it as a base64-encoded content block with its MIME type. Image and audio files are returned as image/audio content; any other file type is returned as an embedded resource. Only works within allowed directories.",
    input: z.object({
      path: z.string(),
    }),
  },
  {
    name: "read_multiple_files",
    title: "Read Multiple Files",
    description:
      "Read the contents of multiple files simultaneously. This is more efficient than reading files one by one when you need to analyze or compare multiple files. Each file's content is returned with its path as a reference.",
    input: z.object({
      paths: z.array(z.string()).describe(
        "Array of file paths to read. Each path must be a string pointing to a valid file within allowed directories.",
      ),
    }),
  },
  {
    name: "write_file",
    title: "Write File",
    description:
      "Create a new file or completely overwrite an existing file with new content. Use with caution as it will overwrite existing files without warning. Handles text content with proper encoding.",
    input: z.object({
      path: z.string(),
      content: z.string(),
    }),
  },
  {
    name: "edit_file",
    title: "Edit File",
    description:
      "Make line-based edits to a text file. Each edit replaces exact line sequences with new content. Returns a git-style diff showing the changes made.",
    input: z.object({
      path: z.string(),
      edits: z.array(z.object({
        oldText: z.string().describe("Text to search for - must match exactly"),
        newText: z.string().describe("Text to replace with"),
      })),
      dryRun: z.boolean().optional().describe("Preview changes using git-style diff format"),
    }),
  },
  {
    name: "create_directory",
    title: "Create Directory",
    description:
      "Create a new directory or ensure a directory exists. Can create multiple nested directories in one operation. If the directory already exists, this operation will succeed silently.",
    input: z.object({
      path: z.string(),
    }),
  },
  {
    name: "list_directory",
    title: "List Directory",
    description:
      "Get a detailed listing of all files and directories in a specified path. Results clearly distinguish between files and directories with [FILE] and [DIR] prefixes. This tool is essential for understanding directory structure and finding specific files within a directory.",
    input: z.object({
      path: z.string(),
    }),
  },
  {
    name: "list_directory_with_sizes",
    title: "List Directory with Sizes",
    description:
      "Get a detailed listing of all files and directories in a specified path, including sizes. Results clearly distinguish between files and directories with [FILE] and [DIR] prefixes. This tool is useful for understanding directory structure and finding specific files within a directory.",
    input: z.object({
      path: z.string(),
      sortBy: z.enum(["name", "size"]).optional().describe("Sort entries by name or size"),
    }),
  },
  {
    name: "directory_tree",
    title: "Directory Tree",
    description:
      "Get a recursive tree view of files and directories as a JSON structure. Each entry includes 'name', 'type' (file/directory), and 'children' for directories. Files have no children array, while directories always have a children array (which may be empty).",
    input: z.object({
      path: z.string(),
      excludePatterns: z.array(z.string()).optional(),
    }),
  },
  {
    name: "move_file",
    title: "Move File",
    description:
      "Move or rename files and directories. Can move files between directories and rename them in a single operation. If the destination exists, the operation will fail.",
    input: z.object({
      source: z.string(),
      destination: z.string(),
    }),
  },
  {
    name: "search_files",
    title: "Search Files",
    description:
      "Recursively search for files and directories matching a pattern. The patterns should be glob-style patterns that match paths relative to the working directory. Use pattern like '*.ext' to match files in current directory, and '**/*.ext' to match files in all subdirectories.",
    input: z.object({
      path: z.string(),
      pattern: z.string(),
      excludePatterns: z.array(z.string()).optional(),
    }),
  },
  {
    name: "get_file_info",
    title: "Get File Info",
    description:
      "Retrieve detailed metadata about a file or directory. Returns comprehensive information including size, creation time, last modified time, permissions, and type. This tool is perfect for understanding file characteristics without reading the actual content.",
    input: z.object({
      path: z.string(),
    }),
  },
  {
    name: "list_allowed_directories",
    title: "List Allowed Directories",
    description:
      "Returns the list of directories that this server is allowed to access. Subdirectories within these allowed directories are also accessible. Use this to understand which directories and their nested paths are available before trying to access files.",
    input: z.object({}),
  },
];

// ---------------------------------------------------------------------------
// Git: modelcontextprotocol/servers, src/git/src/mcp_server_git/server.py at 76d64c82 (pydantic
// models; fields without a description have none upstream).
// ---------------------------------------------------------------------------

const gitTools: Tool[] = [
  {
    name: "git_status",
    description: "Shows the working tree status",
    input: z.object({
      repo_path: z.string(),
    }),
  },
  {
    name: "git_diff_unstaged",
    description: "Shows changes in the working directory that are not yet staged",
    input: z.object({
      repo_path: z.string(),
      context_lines: z.int().optional(),
    }),
  },
  {
    name: "git_diff_staged",
    description: "Shows changes that are staged for commit",
    input: z.object({
      repo_path: z.string(),
      context_lines: z.int().optional(),
    }),
  },
  {
    name: "git_diff",
    description: "Shows differences between branches or commits",
    input: z.object({
      repo_path: z.string(),
      target: z.string(),
      context_lines: z.int().optional(),
    }),
  },
  {
    name: "git_commit",
    description: "Records changes to the repository",
    input: z.object({
      repo_path: z.string(),
      message: z.string(),
    }),
  },
  {
    name: "git_add",
    description: "Adds file contents to the staging area",
    input: z.object({
      repo_path: z.string(),
      files: z.array(z.string()),
    }),
  },
  {
    name: "git_reset",
    description: "Unstages all staged changes",
    input: z.object({
      repo_path: z.string(),
    }),
  },
  {
    name: "git_log",
    description: "Shows the commit logs",
    input: z.object({
      repo_path: z.string(),
      max_count: z.int().optional(),
      start_timestamp: z.string().optional().describe(
        "Start timestamp for filtering commits. Accepts: ISO 8601 format (e.g., '2024-01-15T14:30:25'), relative dates (e.g., '2 weeks ago', 'yesterday'), or absolute dates (e.g., '2024-01-15', 'Jan 15 2024')",
      ),
      end_timestamp: z.string().optional().describe(
        "End timestamp for filtering commits. Accepts: ISO 8601 format (e.g., '2024-01-15T14:30:25'), relative dates (e.g., '2 weeks ago', 'yesterday'), or absolute dates (e.g., '2024-01-15', 'Jan 15 2024')",
      ),
    }),
  },
  {
    name: "git_create_branch",
    description: "Creates a new branch from an optional base branch",
    input: z.object({
      repo_path: z.string(),
      branch_name: z.string(),
      base_branch: z.string().optional(),
    }),
  },
  {
    name: "git_checkout",
    description: "Switches branches",
    input: z.object({
      repo_path: z.string(),
      branch_name: z.string(),
    }),
  },
  {
    name: "git_show",
    description: "Shows the contents of a commit",
    input: z.object({
      repo_path: z.string(),
      revision: z.string(),
    }),
  },
  {
    name: "git_branch",
    description: "List Git branches",
    input: z.object({
      repo_path: z.string().describe("The path to the Git repository."),
      branch_type: z.string().describe(
        "Whether to list local branches ('local'), remote branches ('remote') or all branches('all').",
      ),
      contains: z.string().optional().describe(
        "The commit sha that branch should contain. Do not pass anything to this param if no commit sha is specified",
      ),
      not_contains: z.string().optional().describe(
        "The commit sha that branch should NOT contain. Do not pass anything to this param if no commit sha is specified",
      ),
    }),
  },
];

// ---------------------------------------------------------------------------
// Memory (knowledge graph): modelcontextprotocol/servers, src/memory/index.ts at 76d64c82.
// ---------------------------------------------------------------------------

const memoryTools: Tool[] = [
  {
    name: "create_entities",
    title: "Create Entities",
    description: "Create multiple new entities in the knowledge graph",
    input: z.object({
      entities: z.array(z.object({
        name: z.string().describe("The name of the entity"),
        entityType: z.string().describe("The type of the entity"),
        observations: z.array(z.string()).describe(
          "An array of observation contents associated with the entity",
        ),
      })),
    }),
  },
  {
    name: "create_relations",
    title: "Create Relations",
    description:
      "Create multiple new relations between entities in the knowledge graph. Relations should be in active voice",
    input: z.object({
      relations: z.array(z.object({
        from: z.string().describe("The name of the entity where the relation starts"),
        to: z.string().describe("The name of the entity where the relation ends"),
        relationType: z.string().describe("The type of the relation"),
      })),
    }),
  },
  {
    name: "add_observations",
    title: "Add Observations",
    description: "Add new observations to existing entities in the knowledge graph",
    input: z.object({
      observations: z.array(z.object({
        entityName: z.string().describe("The name of the entity to add the observations to"),
        contents: z.array(z.string()).describe("An array of observation contents to add"),
      })),
    }),
  },
  {
    name: "delete_entities",
    title: "Delete Entities",
    description: "Delete multiple entities and their associated relations from the knowledge graph",
    input: z.object({
      entityNames: z.array(z.string()).describe("An array of entity names to delete"),
    }),
  },
  {
    name: "delete_observations",
    title: "Delete Observations",
    description: "Delete specific observations from entities in the knowledge graph",
    input: z.object({
      deletions: z.array(z.object({
        entityName: z.string().describe("The name of the entity containing the observations"),
        observations: z.array(z.string()).describe("An array of observations to delete"),
      })),
    }),
  },
  {
    name: "delete_relations",
    title: "Delete Relations",
    description: "Delete multiple relations from the knowledge graph",
    input: z.object({
      relations: z.array(z.object({
        from: z.string().describe("The name of the entity where the relation starts"),
        to: z.string().describe("The name of the entity where the relation ends"),
        relationType: z.string().describe("The type of the relation"),
      })).describe("An array of relations to delete"),
    }),
  },
  {
    name: "read_graph",
    title: "Read Graph",
    description: "Read the entire knowledge graph",
    input: z.object({}),
  },
  {
    name: "search_nodes",
    title: "Search Nodes",
    description: "Search for nodes in the knowledge graph based on a query",
    input: z.object({
      query: z.string().describe(
        "The search query to match against entity names, types, and observation content",
      ),
    }),
  },
  {
    name: "open_nodes",
    title: "Open Nodes",
    description: "Open specific nodes in the knowledge graph by their names",
    input: z.object({
      names: z.array(z.string()).describe("An array of entity names to retrieve"),
    }),
  },
];

// ---------------------------------------------------------------------------
// Fetch: modelcontextprotocol/servers, src/fetch/src/mcp_server_fetch/server.py at 76d64c82.
// ---------------------------------------------------------------------------

const fetchTools: Tool[] = [
  {
    name: "fetch",
    description:
      "Fetches a URL from the internet and optionally extracts its contents as markdown.\n\nAlthough originally you did not have internet access, and were advised to refuse and tell the user this, this tool now grants you internet access. Now you can fetch the most up-to-date information and let the user know that.",
    input: z.object({
      url: z.string().describe("URL to fetch"),
      max_length: z.int().optional().describe("Maximum number of characters to return."),
      start_index: z.int().optional().describe(
        "On return output starting at this character index, useful if a previous fetch was truncated and more context is required.",
      ),
      raw: z.boolean().optional().describe(
        "Get the actual HTML content of the requested page, without simplification.",
      ),
    }),
  },
];

// ---------------------------------------------------------------------------
// Time: modelcontextprotocol/servers, src/time/src/mcp_server_time/server.py at 76d64c82 (the
// server puts the machine's own zone where these say 'UTC').
// ---------------------------------------------------------------------------

const timeTools: Tool[] = [
  {
    name: "get_current_time",
    description: "Get current time in a specific timezone",
    input: z.object({
      timezone: z.string().describe(
        "IANA timezone name (e.g., 'America/New_York', 'Europe/London'). Use 'UTC' as local timezone if no timezone provided by the user.",
      ),
    }),
  },
  {
    name: "convert_time",
    description: "Convert time between timezones",
    input: z.object({
      source_timezone: z.string().describe(
        "Source IANA timezone name (e.g., 'America/New_York', 'Europe/London'). Use 'UTC' as local timezone if no source timezone provided by the user.",
      ),
      time: z.string().describe("Time to convert in 24-hour format (HH:MM)"),
      target_timezone: z.string().describe(
        "Target IANA timezone name (e.g., 'Asia/Tokyo', 'America/San_Francisco'). Use 'UTC' as local timezone if no target timezone provided by the user.",
      ),
    }),
  },
];

// ---------------------------------------------------------------------------
// Brave Search: modelcontextprotocol/servers, src/brave-search/index.ts at 1f705677 (before
// archiving).
// ---------------------------------------------------------------------------

const braveTools: Tool[] = [
  {
    name: "brave_web_search",
    description:
      "Performs a web search using the Brave Search API, ideal for general queries, news, articles, and online content. Use this for broad information gathering, recent events, or when you need diverse web sources. Supports pagination, content filtering, and freshness controls.",
    input: z.object({
      query: z.string().describe("Search query (max 400 chars, 50 words)"),
      count: z.number().optional().describe("Number of results (1-20, default 10)"),
      offset: z.number().optional().describe("Pagination offset (max 9, default 0)"),
    }),
  },
  {
    name: "brave_local_search",
    description:
      "Searches for local businesses and places using Brave's Local Search API. Best for queries related to physical locations, businesses, restaurants, services, etc. Returns detailed information including:\n- Business names and addresses\n- Ratings and review counts\n- Phone numbers and opening hours\nUse this when the query implies 'near me' or mentions specific locations.",
    input: z.object({
      query: z.string().describe("Local search query (e.g. 'pizza near Central Park')"),
      count: z.number().optional().describe("Number of results (1-20, default 5)"),
    }),
  },
];

// ---------------------------------------------------------------------------
// Google Maps: modelcontextprotocol/servers, src/google-maps/index.ts at 1f705677 (before archiving).
// ---------------------------------------------------------------------------

const mapsTools: Tool[] = [
  {
    name: "maps_geocode",
    description: "Convert an address into geographic coordinates",
    input: z.object({
      address: z.string().describe("The address to geocode"),
    }),
  },
  {
    name: "maps_reverse_geocode",
    description: "Convert coordinates into an address",
    input: z.object({
      latitude: z.number().describe("Latitude coordinate"),
      longitude: z.number().describe("Longitude coordinate"),
    }),
  },
  {
    name: "maps_search_places",
    description: "Search for places using Google Places API",
    input: z.object({
      query: z.string().describe("Search query"),
      location: z.object({
        latitude: z.number().optional(),
        longitude: z.number().optional(),
      }).optional().describe("Optional center point for the search"),
      radius: z.number().optional().describe("Search radius in meters (max 50000)"),
    }),
  },
  {
    name: "maps_place_details",
    description: "Get detailed information about a specific place",
    input: z.object({
      place_id: z.string().describe("The place ID to get details for"),
    }),
  },
  {
    name: "maps_distance_matrix",
    description: "Calculate travel distance and time for multiple origins and destinations",
    input: z.object({
      origins: z.array(z.string()).describe("Array of origin addresses or coordinates"),
      destinations: z.array(z.string()).describe("Array of destination addresses or coordinates"),
      mode: z.enum(["driving", "walking", "bicycling", "transit"]).optional().describe(
        "Travel mode (driving, walking, bicycling, transit)",
      ),
    }),
  },
  {
    name: "maps_elevation",
    description: "Get elevation data for locations on the earth",
    input: z.object({
      locations: z.array(z.object({
        latitude: z.number(),
        longitude: z.number(),
      })).describe("Array of locations to get elevation for"),
    }),
  },
  {
    name: "maps_directions",
    description: "Get directions between two points",
    input: z.object({
      origin: z.string().describe("Starting point address or coordinates"),
      destination: z.string().describe("Ending point address or coordinates"),
      mode: z.enum(["driving", "walking", "bicycling", "transit"]).optional().describe(
        "Travel mode (driving, walking, bicycling, transit)",
      ),
    }),
  },
];

// ---------------------------------------------------------------------------
// PostgreSQL: modelcontextprotocol/servers, src/postgres/index.ts at 1f705677 (before archiving).
// ---------------------------------------------------------------------------

const postgresTools: Tool[] = [
  {
    name: "query",
    description: "Run a read-only SQL query",
    input: z.object({
      sql: z.string().optional(),
    }),
  },
];

// ---------------------------------------------------------------------------
// SQLite: modelcontextprotocol/servers, src/sqlite/src/mcp_server_sqlite/server.py at 1f705677
// (before archiving).
// ---------------------------------------------------------------------------

const sqliteTools: Tool[] = [
  {
    name: "read_query",
    description: "Execute a SELECT query on the SQLite database",
    input: z.object({
      query: z.string().describe("SELECT SQL query to execute"),
    }),
  },
  {
    name: "write_query",
    description: "Execute an INSERT, UPDATE, or DELETE query on the SQLite database",
    input: z.object({
      query: z.string().describe("SQL query to execute"),
    }),
  },
  {
    name: "create_table",
    description: "Create a new table in the SQLite database",
    input: z.object({
      query: z.string().describe("CREATE TABLE SQL statement"),
    }),
  },
  {
    name: "list_tables",
    description: "List all tables in the SQLite database",
    input: z.object({}),
  },
  {
    name: "describe_table",
    description: "Get the schema information for a specific table",
    input: z.object({
      table_name: z.string().describe("Name of the table to describe"),
    }),
  },
  {
    name: "append_insight",
    description: "Add a business insight to the memo",
    input: z.object({
      insight: z.string().describe("Business insight discovered from data analysis"),
    }),
  },
];

// ---------------------------------------------------------------------------
// Redis: modelcontextprotocol/servers, src/redis/src/index.ts at 1f705677 (before archiving).
// ---------------------------------------------------------------------------

const redisTools: Tool[] = [
  {
    name: "set",
    description: "Set a Redis key-value pair with optional expiration",
    input: z.object({
      key: z.string().describe("Redis key"),
      value: z.string().describe("Value to store"),
      expireSeconds: z.number().optional().describe("Optional expiration time in seconds"),
    }),
  },
  {
    name: "get",
    description: "Get value by key from Redis",
    input: z.object({
      key: z.string().describe("Redis key to retrieve"),
    }),
  },
  {
    name: "delete",
    description: "Delete one or more keys from Redis",
    input: z.object({
      key: z.union([z.string(), z.array(z.string())]).describe("Key or array of keys to delete"),
    }),
  },
  {
    name: "list",
    description: "List Redis keys matching a pattern",
    input: z.object({
      pattern: z.string().optional().describe("Pattern to match keys (default: *)"),
    }),
  },
];

// ---------------------------------------------------------------------------
// Google Drive: modelcontextprotocol/servers, src/gdrive/index.ts at 1f705677 (before archiving).
// ---------------------------------------------------------------------------

const gdriveTools: Tool[] = [
  {
    name: "search",
    description: "Search for files in Google Drive",
    input: z.object({
      query: z.string().describe("Search query"),
    }),
  },
];

/** The real tools, grouped by toolkit. */
export const realCorpus: readonly CorpusTool[] = [
  ...kit("github", githubTools),
  ...kit("gitlab", gitlabTools),
  ...kit("slack", slackTools),
  ...kit("linear", linearTools),
  ...kit("jira", jiraTools),
  ...kit("confluence", confluenceTools),
  ...kit("notion", notionTools),
  ...kit("sentry", sentryTools),
  ...kit("stripe", stripeTools),
  ...kit("playwright", playwrightTools),
  ...kit("filesystem", filesystemTools),
  ...kit("git", gitTools),
  ...kit("memory", memoryTools),
  ...kit("fetch", fetchTools),
  ...kit("time", timeTools),
  ...kit("brave", braveTools),
  ...kit("maps", mapsTools),
  ...kit("postgres", postgresTools),
  ...kit("sqlite", sqliteTools),
  ...kit("redis", redisTools),
  ...kit("gdrive", gdriveTools),
];
