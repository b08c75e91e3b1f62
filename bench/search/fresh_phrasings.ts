/**
 * A second, independent set of tasks for the real-tool corpus in
 * `real_corpus.ts`: what a user, or a model acting for one, might ask for
 * before it has seen any tool names, each paired with the one corpus tool that
 * best does it. The tasks were written on 2026-12-07 from the corpus alone,
 * without looking at the search code or at the other task sets, so any
 * wording they share with those sets is chance. They run from a few words to
 * a few sentences, often use everyday words rather than the tool's own, and where
 * servers overlap (GitHub, GitLab, Linear, Jira; local files and git; Slack,
 * Notion, Sentry) they name the product, a path, an owner/repo or an ID form
 * that makes one tool the right one.
 *
 * @module
 */

import type { Phrasing } from "./quality.ts";

/** Tasks written without sight of the search code or the other sets. */
export const freshPhrasings: readonly Phrasing[] = [
  // GitHub
  { task: "Which GitHub account am I signed in as?", tool: "get_me" },
  {
    task:
      "Look for open-source projects on GitHub about vector databases written in Go, most stars first",
    tool: "github_search_repositories",
  },
  {
    task:
      "Set up a brand-new private repo called billing-service under the acme-corp organization on GitHub",
    tool: "github_create_repository",
  },
  {
    task:
      "Make my own copy of facebook/react on GitHub so I can experiment without touching upstream",
    tool: "github_fork_repository",
  },
  {
    task: "Show me the README.md on the main branch of vercel/next.js",
    tool: "github_get_file_contents",
  },
  {
    task: "What does package.json look like at tag v2.0.0 in the GitHub repo expressjs/express?",
    tool: "github_get_file_contents",
  },
  {
    task:
      "Change the install instructions in docs/setup.md directly in the octo-org/website repository on GitHub, no local clone",
    tool: "github_create_or_update_file",
  },
  {
    task:
      "Upload src/index.ts, package.json and tsconfig.json to the main branch of acme/widget on GitHub together as a single commit",
    tool: "github_push_files",
  },
  {
    task: "Remove the obsolete .travis.yml from octocat/hello-world on GitHub",
    tool: "delete_file",
  },
  {
    task: "Start a feature/dark-mode branch off develop in the acme/frontend GitHub repo",
    tool: "github_create_branch",
  },
  {
    task: "Which branches exist in the kubernetes/kubernetes repository on GitHub?",
    tool: "list_branches",
  },
  {
    task:
      "Show the recent history of main in denoland/deno on GitHub, only the commits touching cli/main.rs since November",
    tool: "list_commits",
  },
  {
    task:
      "Which files did commit 3f2a9bc change in github.com/rust-lang/cargo, and by how many lines?",
    tool: "get_commit",
  },
  {
    task: "Where across public GitHub repositories is `useSyncExternalStore` called?",
    tool: "search_code",
  },
  {
    task: "Show every published version of prometheus/prometheus on GitHub with its notes",
    tool: "list_releases",
  },
  {
    task: "What's the most recent tagged version of hashicorp/terraform published on GitHub?",
    tool: "get_latest_release",
  },
  {
    task: "Pull up bug report #4521 in microsoft/vscode on GitHub and tell me what it's about",
    tool: "issue_read",
  },
  {
    task:
      "File a bug in the GitHub repo acme/api: 'Login returns 500 when the email has a plus sign'",
    tool: "issue_write",
  },
  {
    task: "Close GitHub issue #73 in acme/api as not planned",
    tool: "issue_write",
  },
  {
    task: "Show all open tickets labeled 'good first issue' in the GitHub repo sveltejs/svelte",
    tool: "list_issues",
  },
  {
    task:
      "Has anyone already reported that sign-in breaks after a password reset in supabase/supabase on GitHub? Look for tickets that describe that problem in other words too",
    tool: "github_search_issues",
  },
  {
    task: "Reply on GitHub issue #88 in acme/api saying the fix ships in v2.3",
    tool: "add_issue_comment",
  },
  {
    task: "Make #210 a child task under the tracking ticket #200 in acme/roadmap on GitHub",
    tool: "sub_issue_write",
  },
  {
    task:
      "Which tags can I put on tickets in the GitHub repo acme/api, and which ones get used most?",
    tool: "list_label",
  },
  {
    task:
      "Propose merging feature/login into main in acme/web on GitHub, titled 'Add OAuth login', and ask @sara to review",
    tool: "create_pull_request",
  },
  {
    task: "Which PRs are waiting against the release-1.4 base in acme/web on GitHub?",
    tool: "list_pull_requests",
  },
  { task: "Show me what changed in PR #1337 of nodejs/node", tool: "pull_request_read" },
  {
    task: "Are the CI checks green on the head commit of PR #1337 in nodejs/node?",
    tool: "pull_request_read",
  },
  {
    task: "Squash and land PR #92 in acme/web on GitHub now that CI passed",
    tool: "merge_pull_request",
  },
  {
    task: "Flip GitHub PR #92 in acme/web from draft to ready and rename it 'Add OAuth login (v2)'",
    tool: "update_pull_request",
  },
  {
    task: "Find every PR opened by octocat across GitHub that hasn't been closed yet",
    tool: "search_pull_requests",
  },
  {
    task: "Approve PR #45 in acme/api on GitHub with the remark 'LGTM, thanks!'",
    tool: "pull_request_review_write",
  },
  {
    task: "Ask GitHub's AI reviewer to look over PR #45 in acme/api before a human does",
    tool: "request_copilot_review",
  },
  {
    task: "Hand GitHub issue #312 in acme/api to the Copilot coding agent so it opens a fix",
    tool: "assign_copilot_to_issue",
  },
  {
    task: "What's waiting for me on GitHub? Any unread mentions or review requests?",
    tool: "list_notifications",
  },
  { task: "Give the astral-sh/uv repo on GitHub a star", tool: "star_repository" },
  {
    task: "Which GitHub projects has sindresorhus bookmarked with a star?",
    tool: "list_starred_repositories",
  },
  { task: "Find GitHub developers in Berlin who write Elixir", tool: "search_users" },
  {
    task: "Show the latest CI runs of the deploy workflow for acme/api on GitHub",
    tool: "actions_list",
  },
  {
    task: "Re-run the failed workflow run 9876543 in acme/api on GitHub",
    tool: "actions_run_trigger",
  },
  {
    task:
      "Why did the build break? Get the output of the failed jobs in GitHub workflow run 555123 for acme/api",
    tool: "get_job_logs",
  },
  {
    task:
      "Are any of the npm packages that acme/api on GitHub depends on flagged as critically vulnerable?",
    tool: "list_dependabot_alerts",
  },
  {
    task: "Show high-severity CodeQL findings for the acme/api GitHub repo",
    tool: "list_code_scanning_alerts",
  },
  {
    task: "Put this Python snippet up as a secret paste on GitHub that I can link to",
    tool: "create_gist",
  },
  {
    task: "What are people talking about in the Q&A forum of vercel/next.js on GitHub?",
    tool: "list_discussions",
  },

  // GitLab
  {
    task: "Set the request timeout to 30s in config/app.yml on main of GitLab project 4821",
    tool: "gitlab_create_or_update_file",
  },
  {
    task: "Which GitLab projects have 'terraform-modules' in their name?",
    tool: "gitlab_search_repositories",
  },
  {
    task: "Create a new private GitLab project called data-pipeline that starts with a README",
    tool: "gitlab_create_repository",
  },
  {
    task: "Read .gitlab-ci.yml from GitLab project 1234 on the develop branch",
    tool: "gitlab_get_file_contents",
  },
  {
    task:
      "Commit the Helm chart, values.yaml and a Makefile to group/infra on gitlab.com in one go",
    tool: "gitlab_push_files",
  },
  {
    task: "Open a ticket in GitLab project 77 about the broken nightly backup",
    tool: "create_issue",
  },
  {
    task: "Open an MR in GitLab project 4821 from feature/cache into main",
    tool: "create_merge_request",
  },
  {
    task: "Copy GitLab project 1234 into my personal namespace so I can change it",
    tool: "gitlab_fork_repository",
  },
  {
    task: "Cut a hotfix-2.1 branch from the v2.1.0 tag in GitLab project 990",
    tool: "gitlab_create_branch",
  },

  // Slack
  { task: "What channels are there in our Slack workspace?", tool: "slack_list_channels" },
  {
    task: "Tell the #deploys channel that v3.2 is live",
    tool: "slack_post_message",
  },
  {
    task: "Answer under the Slack thread 1712345678.000100 in C0123ABC with 'on it'",
    tool: "slack_reply_to_thread",
  },
  {
    task: "Put a thumbs-up emoji on message 1712345678.000100 in channel C0123ABC",
    tool: "slack_add_reaction",
  },
  {
    task: "What have people been saying in #incidents on Slack over the last hour?",
    tool: "slack_get_channel_history",
  },
  {
    task: "Show me everyone's answers under the Slack message 1712345678.000100 in C0456DEF",
    tool: "slack_get_thread_replies",
  },
  { task: "Who's in our Slack? I need a member directory", tool: "slack_get_users" },
  {
    task: "What's the job title and time zone of Slack member U024BE7LH?",
    tool: "slack_get_user_profile",
  },

  // Linear
  {
    task: "Log a bug in Linear for the Mobile team: the app crashes on launch on Android 14",
    tool: "linear_create_issue",
  },
  {
    task: "Bump Linear ticket ENG-482 to urgent and move it to In Progress",
    tool: "linear_update_issue",
  },
  {
    task: "Find Linear tickets mentioning 'checkout' with high priority",
    tool: "linear_search_issues",
  },
  { task: "What's on my plate in Linear right now?", tool: "linear_get_user_issues" },
  {
    task: "Note on Linear ENG-482 that the fix is in review",
    tool: "linear_add_comment",
  },

  // Jira
  {
    task: "Run JQL project = OPS AND status = 'In Progress' ORDER BY updated DESC",
    tool: "jira_search",
  },
  { task: "Show me the details and epic of PROJ-1234 in Jira", tool: "jira_get_issue" },
  {
    task: "Create a Story in the Jira project PAY: 'Support Apple Pay at checkout'",
    tool: "jira_create_issue",
  },
  {
    task: "Change the summary and components of Jira ticket PAY-77",
    tool: "jira_update_issue",
  },
  { task: "Permanently remove the duplicate ticket OPS-991 from Jira", tool: "jira_delete_issue" },
  { task: "Move Jira ticket OPS-120 to Done", tool: "jira_transition_issue" },
  {
    task: "Which workflow states can OPS-120 go to next in Jira?",
    tool: "jira_get_transitions",
  },
  { task: "Tell the team on Jira ticket PAY-77 that QA signed off", tool: "jira_add_comment" },
  { task: "Make Priya the owner of PAY-77 in Jira", tool: "jira_assign_issue" },
  { task: "Record 3h of time spent on OPS-120 in Jira", tool: "jira_add_worklog" },
  { task: "Which Jira projects can I see?", tool: "jira_get_all_projects" },
  { task: "What iterations are active on Jira board 42?", tool: "jira_get_sprints_from_board" },
  {
    task: "Pull PAY-80 and PAY-81 into sprint 317 in Jira",
    tool: "jira_add_issues_to_sprint",
  },
  { task: "Record in Jira that OPS-5 blocks OPS-9", tool: "jira_create_issue_link" },
  { task: "Put story PAY-90 under the epic PAY-10 in Jira", tool: "jira_link_to_epic" },
  {
    task: "Add a fix version 'v4.2' releasing on 2027-01-15 to Jira project PAY",
    tool: "jira_create_version",
  },

  // Confluence
  {
    task: "Find wiki pages in Confluence about the on-call rotation in the ENG space",
    tool: "confluence_search",
  },
  {
    task: "Open the Confluence doc titled 'Release Checklist' in space OPS",
    tool: "confluence_get_page",
  },
  {
    task: "What sits beneath Confluence page 123456 in the tree?",
    tool: "confluence_get_page_children",
  },
  {
    task: "Write up a new Confluence page in space ENG called 'Q1 Retrospective'",
    tool: "confluence_create_page",
  },
  {
    task: "Revise Confluence page 98765 to add the new escalation contacts",
    tool: "confluence_update_page",
  },
  { task: "Get rid of the outdated Confluence page 55501", tool: "confluence_delete_page" },
  {
    task: "Relocate Confluence page 55502 under the 'Archive' parent in space OPS",
    tool: "confluence_move_page",
  },
  {
    task: "Leave feedback on Confluence page 98765 that the diagram is out of date",
    tool: "confluence_add_comment",
  },
  {
    task: "What feedback have readers left on Confluence page 98765?",
    tool: "confluence_get_comments",
  },
  { task: "Tag Confluence page 98765 as 'needs-review'", tool: "confluence_add_label" },
  {
    task: "Show me how Confluence page 98765 looked in version 3",
    tool: "confluence_get_page_history",
  },
  {
    task: "Attach the architecture.png diagram to Confluence page 98765",
    tool: "confluence_upload_attachment",
  },

  // Notion
  { task: "Who are all the people in our Notion workspace?", tool: "API-get-users" },
  {
    task: "Which bot does my Notion integration token belong to?",
    tool: "API-get-self",
  },
  { task: "Find the Notion page titled 'Roadmap 2027'", tool: "API-post-search" },
  {
    task: "What content blocks sit inside Notion block 9f1c2e4a?",
    tool: "API-get-block-children",
  },
  {
    task: "Add a to-do list to the bottom of Notion page 1a2b3c4d",
    tool: "API-patch-block-children",
  },
  { task: "Remove paragraph 7e3d0b91 from a Notion page", tool: "API-delete-a-block" },
  {
    task: "What are the status, owner and due-date properties of Notion page 1a2b3c4d?",
    tool: "API-retrieve-a-page",
  },
  {
    task: "Set the Status property of Notion page 1a2b3c4d to 'Done'",
    tool: "API-patch-page",
  },
  {
    task: "Create a Notion page under 'Meeting Notes' titled 'Standup 7 Dec'",
    tool: "API-post-page",
  },
  {
    task: "Read the discussion on Notion page 1a2b3c4d",
    tool: "API-retrieve-a-comment",
  },
  {
    task: "Ask for sign-off in a comment on Notion page 1a2b3c4d",
    tool: "API-create-a-comment",
  },
  {
    task: "From the Notion Bugs database, pull every entry whose Severity is High, newest first",
    tool: "API-query-data-source",
  },
  {
    task: "Move Notion page 1a2b3c4d so it lives under the 'Archive' page",
    tool: "API-move-page",
  },
  {
    task: "Export Notion page 1a2b3c4d as plain Markdown text",
    tool: "API-retrieve-page-markdown",
  },

  // Sentry
  { task: "Which Sentry account am I authenticated as?", tool: "whoami" },
  {
    task: "What Sentry orgs do I belong to, and what are their slugs?",
    tool: "find_organizations",
  },
  { task: "List the projects in the acme Sentry organization", tool: "find_projects" },
  { task: "Which teams exist in Sentry org acme, with their IDs?", tool: "find_teams" },
  {
    task: "According to Sentry, what version of the checkout service went to production last?",
    tool: "find_releases",
  },
  {
    task: "Explain CHECKOUT-3F2 from Sentry with its stack trace",
    tool: "get_issue_details",
  },
  {
    task:
      "What are the most frequent unresolved errors in Sentry's web-frontend project over the last 24 hours?",
    tool: "sentry_search_issues",
  },
  {
    task: "How many TypeError events did Sentry record in the last 7 days for the api project?",
    tool: "search_events",
  },
  {
    task: "What's the average span duration of /checkout requests per day this week in Sentry?",
    tool: "search_events",
  },
  {
    task: "Mark Sentry issue API-9K2 resolved and give it to jane@acme.com",
    tool: "update_issue",
  },
  {
    task: "Write on API-9K2's activity feed in Sentry that it was caused by the Redis outage",
    tool: "add_issue_note",
  },
  {
    task: "Figure out why Sentry issue API-9K2 keeps happening and propose a code fix",
    tool: "analyze_issue_with_seer",
  },
  {
    task: "Walk me through Sentry trace a4d1aae7216b47ff8117cf4e09ce9d0b",
    tool: "get_trace_details",
  },
  {
    task: "Register our new Django billing app as its own Sentry project, owned by team backend",
    tool: "create_project",
  },
  { task: "What's the SENTRY_DSN for the mobile-app project?", tool: "find_dsns" },
  {
    task: "How do I wire Sentry's SDK into a Next.js app with tracing on?",
    tool: "search_docs",
  },
  {
    task:
      "What did the user do in this session recording: https://acme.sentry.io/replays/7f3e9a1b/",
    tool: "get_replay_details",
  },
  {
    task: "Have Sentry ping https://status.acme.com every minute and alert when it's down",
    tool: "create_uptime_monitor",
  },

  // Stripe
  {
    task: "Add Jane Doe (jane@example.com) as a new customer in Stripe",
    tool: "create_customer",
  },
  { task: "Look up the Stripe customer whose email is bob@example.com", tool: "list_customers" },
  { task: "Add a 'Pro Plan' offering to our Stripe catalog", tool: "create_product" },
  { task: "What do we sell through Stripe? Show the catalog", tool: "list_products" },
  {
    task: "Give Stripe product prod_Pro123 a $29 USD amount",
    tool: "create_price",
  },
  { task: "What amounts are set up for prod_Pro123 in Stripe?", tool: "list_prices" },
  {
    task: "Give me a shareable checkout URL for price_1NXyz so people can pay for two seats",
    tool: "create_payment_link",
  },
  {
    task: "Start a bill for Stripe customer cus_9s6XKzkNRiz8i3, due in 30 days",
    tool: "create_invoice",
  },
  {
    task: "Add a consulting line for price_1Cons to draft bill in_1MtHbELkdIwHu7ix",
    tool: "create_invoice_item",
  },
  {
    task: "The draft bill in_1MtHbELkdIwHu7ix is ready; lock it so it can be sent to the customer",
    tool: "finalize_invoice",
  },
  {
    task: "Show every bill we've sent to cus_9s6XKzkNRiz8i3",
    tool: "list_invoices",
  },
  {
    task: "How much money is available in our Stripe account right now?",
    tool: "retrieve_balance",
  },
  { task: "Give the customer their money back for pi_3MtwBwLkdIwHu7ix0", tool: "create_refund" },
  {
    task: "Show recent payment attempts by cus_9s6XKzkNRiz8i3 in Stripe",
    tool: "list_payment_intents",
  },
  {
    task: "Which Stripe customers are on an active recurring plan?",
    tool: "list_subscriptions",
  },
  {
    task: "The customer wants to stop their plan: end sub_1MowQVLkdIwHu7ix",
    tool: "cancel_subscription",
  },
  {
    task: "Move sub_1MowQVLkdIwHu7ix from the Basic price to the Pro price, prorated",
    tool: "update_subscription",
  },
  {
    task: "Make a 20%-off discount in Stripe that lasts three months",
    tool: "create_coupon",
  },
  { task: "Are there any chargebacks on our Stripe account?", tool: "list_disputes" },
  {
    task: "Send the shipping tracking number as evidence for chargeback dp_1MtJUT",
    tool: "update_dispute",
  },
  {
    task: "How do I verify webhook signatures from Stripe Checkout in Node?",
    tool: "search_stripe_documentation",
  },

  // Playwright (the browser)
  { task: "Open https://example.com in the browser", tool: "browser_navigate" },
  { task: "Go back to the page I was on before", tool: "browser_navigate_back" },
  { task: "Press the 'Sign in' button on the page", tool: "browser_click" },
  { task: "Enter 'hello world' into the search box on the page", tool: "browser_type" },
  {
    task: "Fill in name, email and phone on the signup form all at once",
    tool: "browser_fill_form",
  },
  { task: "Pick 'Canada' from the country dropdown", tool: "browser_select_option" },
  {
    task: "Move the pointer over the Products menu so its submenu appears",
    tool: "browser_hover",
  },
  { task: "Drag the card 'Task A' into the Done column on the board", tool: "browser_drag" },
  { task: "Send Escape to dismiss the modal in the web page", tool: "browser_press_key" },
  {
    task: "Get the accessibility tree of the current page so I can find element refs to click",
    tool: "browser_snapshot",
  },
  {
    task: "Capture a full-page PNG of what the browser is showing",
    tool: "browser_take_screenshot",
  },
  {
    task: "Run document.title in the open page and return the result",
    tool: "browser_evaluate",
  },
  {
    task: "A file picker just opened in the page; give it /home/me/resume.pdf",
    tool: "browser_file_upload",
  },
  { task: "Accept the 'Are you sure?' confirm popup", tool: "browser_handle_dialog" },
  {
    task: "Hold on until the text 'Order confirmed' shows up on the page",
    tool: "browser_wait_for",
  },
  {
    task: "Were there any JavaScript errors logged in the page's devtools console?",
    tool: "browser_console_messages",
  },
  {
    task: "Which XHR and fetch calls did the page make after it loaded?",
    tool: "browser_network_requests",
  },
  {
    task: "Make the viewport 375x812 to emulate an iPhone",
    tool: "browser_resize",
  },
  { task: "Switch to the second tab in the browser", tool: "browser_tabs" },
  { task: "Shut the browser page, we're done", tool: "browser_close" },

  // Filesystem
  { task: "Show me the last 50 lines of /var/log/app/server.log", tool: "read_text_file" },
  { task: "Look at the picture /home/me/Pictures/diagram.png", tool: "read_media_file" },
  {
    task: "Open /src/a.ts and /src/b.ts together so I can compare them",
    tool: "read_multiple_files",
  },
  {
    task: "Save this content as /home/me/notes/todo.md, replacing whatever is there",
    tool: "write_file",
  },
  {
    task:
      "In /project/src/config.ts, replace the line `const PORT = 3000` with `const PORT = 8080` and show me the diff",
    tool: "edit_file",
  },
  {
    task: "Make the folder /home/me/projects/new-app/src/components, parents included",
    tool: "create_directory",
  },
  { task: "What's in /home/me/Downloads?", tool: "list_directory" },
  {
    task: "Which files in /home/me/Downloads take up the most space?",
    tool: "list_directory_with_sizes",
  },
  {
    task: "Give me the whole nested structure of /project/src as JSON, skipping node_modules",
    tool: "directory_tree",
  },
  {
    task: "Rename /home/me/report-final.docx to /home/me/report-2026.docx",
    tool: "move_file",
  },
  { task: "Find every *.test.ts under /project on disk", tool: "search_files" },
  {
    task: "When was /etc/nginx/nginx.conf last modified, and what are its permissions?",
    tool: "get_file_info",
  },
  {
    task: "Which folders on this machine am I permitted to touch?",
    tool: "list_allowed_directories",
  },

  // Git (a local repository)
  {
    task: "Is anything modified or untracked in my local checkout at /repo/app?",
    tool: "git_status",
  },
  {
    task: "Show the edits in /repo/app that I haven't staged yet",
    tool: "git_diff_unstaged",
  },
  {
    task: "What exactly is about to go into my next commit in /repo/app?",
    tool: "git_diff_staged",
  },
  {
    task: "Compare the local branch feature/x against main in /repo/app",
    tool: "git_diff",
  },
  {
    task: "Record what's staged in /repo/app with the message 'Fix typo in README'",
    tool: "git_commit",
  },
  {
    task: "Stage src/main.ts and README.md in the local clone at /repo/app",
    tool: "git_add",
  },
  { task: "Unstage everything I've queued up in /repo/app", tool: "git_reset" },
  {
    task: "Show the last 10 commits made in the past two weeks in the local clone at /repo/app",
    tool: "git_log",
  },
  {
    task: "In my local clone at /repo/app, create bugfix/123 starting from develop",
    tool: "git_create_branch",
  },
  {
    task: "Switch my working copy at /repo/app over to the release branch",
    tool: "git_checkout",
  },
  {
    task: "What did commit a1b2c3d change in my local clone at /repo/app?",
    tool: "git_show",
  },
  {
    task: "Which local branches in /repo/app contain commit a1b2c3d?",
    tool: "git_branch",
  },

  // Memory (knowledge graph)
  {
    task: "Remember a new person, Alice, a product designer who joined last month",
    tool: "create_entities",
  },
  { task: "Store in memory that Alice manages Bob", tool: "create_relations" },
  {
    task: "Add to what you already know about Alice: she prefers email over phone calls",
    tool: "add_observations",
  },
  { task: "Forget everything you know about Bob", tool: "delete_entities" },
  {
    task: "Drop the fact 'likes coffee' from what you remember about Alice, keep the rest",
    tool: "delete_observations",
  },
  {
    task: "Alice no longer manages Bob; remove that connection from memory",
    tool: "delete_relations",
  },
  { task: "Dump everything you've stored in long-term memory", tool: "read_graph" },
  {
    task: "What do you remember about anything to do with Kubernetes?",
    tool: "search_nodes",
  },
  {
    task: "Retrieve the remembered entries named 'Alice' and 'Acme' exactly",
    tool: "open_nodes",
  },

  // Fetch, time, Brave, Google Maps
  {
    task: "Download https://example.org/blog/post and give me its text as markdown",
    tool: "fetch",
  },
  { task: "What time is it in Tokyo right now?", tool: "get_current_time" },
  {
    task: "If it's 3pm in New York, what time is that in London?",
    tool: "convert_time",
  },
  {
    task: "Search the web for the latest news on the EU AI Act",
    tool: "brave_web_search",
  },
  {
    task:
      "Use Brave to find late-night pizza places near me in Brooklyn, with phone numbers and opening hours",
    tool: "brave_local_search",
  },
  {
    task: "What are the latitude and longitude of 1600 Amphitheatre Parkway, Mountain View?",
    tool: "maps_geocode",
  },
  { task: "What street address is at 48.8584, 2.2945?", tool: "maps_reverse_geocode" },
  {
    task: "Search Google Places for gas stations within 2 km of 40.71,-74.00",
    tool: "maps_search_places",
  },
  {
    task: "Get opening hours, phone and reviews for Google place ID ChIJN1t_tDeuEmsRUsoyG83frY4",
    tool: "maps_place_details",
  },
  {
    task: "How long is the drive from each of our three warehouses to each of five stores?",
    tool: "maps_distance_matrix",
  },
  {
    task: "How high above sea level is Denver at 39.74,-104.99?",
    tool: "maps_elevation",
  },
  {
    task: "Give me walking directions from the Louvre to the Eiffel Tower",
    tool: "maps_directions",
  },

  // PostgreSQL, SQLite, Redis, Google Drive
  {
    task: "Run SELECT count(*) FROM orders against the Postgres database",
    tool: "query",
  },
  {
    task: "Which ten customers brought in the most revenue, according to the SQLite db?",
    tool: "read_query",
  },
  {
    task: "Insert a new user row (id 7, 'Dana') into the users table of the SQLite database",
    tool: "write_query",
  },
  {
    task: "Make a SQLite table named events with id, name and ts columns",
    tool: "create_table",
  },
  { task: "What tables does the SQLite database have?", tool: "list_tables" },
  {
    task: "What columns and types does the orders table have in SQLite?",
    tool: "describe_table",
  },
  {
    task: "Add to the business-insights memo that Q3 sales dipped 12% compared with Q2",
    tool: "append_insight",
  },
  {
    task: "Cache session:42 = 'active' in Redis, expiring in an hour",
    tool: "set",
  },
  { task: "What's stored under Redis key user:1001?", tool: "get" },
  { task: "Remove cache:home and cache:about from Redis", tool: "delete" },
  { task: "Which Redis keys match session:*?", tool: "list" },
  { task: "Find the 'Q3 Budget' spreadsheet in my Google Drive", tool: "search" },
];
