/**
 * Tasks for the held-out corpus of real MCP tools (`real_corpus.ts`), each
 * with the one tool that best serves it. They are written as a user or a model
 * would put the need before knowing any tool name: everyday words, product
 * names where two servers offer the same kind of tool (GitHub, GitLab, Linear,
 * Jira or Sentry issues; Notion or Confluence pages; Postgres or SQLite), local
 * paths for the filesystem and git servers, and owner/repo or ticket keys where
 * a user would give them. They were written from the tools' descriptions, not
 * against any search algorithm.
 *
 * @module
 */

import type { Phrasing } from "./phrasings.ts";

/** The phrasings, grouped by toolkit. */
export const realPhrasings: readonly Phrasing[] = [
  // github
  { task: "which GitHub account am I signed in as?", tool: "get_me" },
  {
    task: "find well-starred open-source projects on GitHub that implement Raft in Go",
    tool: "github_search_repositories",
  },
  {
    task: "look for repos tagged topic:llm-agents with more than 1k stars",
    tool: "github_search_repositories",
  },
  {
    task: "set up a new private GitHub repo called invoice-parser under the acme org",
    tool: "github_create_repository",
  },
  {
    task: "make my own copy of facebook/react so I can send patches from it",
    tool: "github_fork_repository",
  },
  {
    task: "show me the package.json of vercel/next.js on the canary branch",
    tool: "github_get_file_contents",
  },
  {
    task: "commit an updated README.md straight to the docs branch of acme/site on GitHub",
    tool: "github_create_or_update_file",
  },
  {
    task:
      "push src/auth.ts, src/session.ts and test/auth.test.ts to acme/api's feature/login branch as a single commit",
    tool: "github_push_files",
  },
  { task: "remove the obsolete .travis.yml from acme/web on main", tool: "delete_file" },
  {
    task: "cut a release/2.4 branch from main in octo-org/octo-repo on GitHub",
    tool: "github_create_branch",
  },
  { task: "what branches exist on acme/payments?", tool: "list_branches" },
  { task: "show the 20 latest changes pushed to main in torvalds/linux", tool: "list_commits" },
  { task: "what did 3f2a9c1 change in acme/api on GitHub?", tool: "get_commit" },
  {
    task: "where is useSyncExternalStore called across public code on GitHub?",
    tool: "search_code",
  },
  {
    task:
      "which repos in the kubernetes org reference the KUBECONFIG_PATH variable in their source",
    tool: "search_code",
  },
  { task: "what versions has denoland/deno shipped lately?", tool: "list_releases" },
  { task: "what's the newest version of prettier/prettier?", tool: "get_latest_release" },
  { task: "read microsoft/vscode #1532 together with its comments", tool: "issue_read" },
  {
    task: "file a bug in acme/web titled 'Login button unresponsive on Safari' with the label bug",
    tool: "issue_write",
  },
  { task: "close acme/api #88 as not planned", tool: "issue_write" },
  { task: "show the open bugs labelled needs-triage in astral-sh/ruff", tool: "list_issues" },
  {
    task: "has anyone reported memory leaks after hot reload in vitejs/vite?",
    tool: "github_search_issues",
  },
  {
    task: "post on acme/api #77 that the fix is deployed to production",
    tool: "add_issue_comment",
  },
  {
    task: "nest #45 under the tracking ticket #12 in acme/roadmap",
    tool: "sub_issue_write",
  },
  { task: "which labels are defined in the acme/web repository?", tool: "list_label" },
  {
    task: "open a PR from feature/dark-mode into main on acme/web titled 'Add dark mode'",
    tool: "create_pull_request",
  },
  {
    task: "show open pull requests targeting the release branch of acme/api",
    tool: "list_pull_requests",
  },
  { task: "get the diff of nodejs/node #52231", tool: "pull_request_read" },
  { task: "did the checks pass on acme/web PR 57?", tool: "pull_request_read" },
  { task: "squash and land PR #310 in acme/api", tool: "merge_pull_request" },
  {
    task: "retitle PR 98 in acme/web to 'Fix flaky e2e tests' and turn it back into a draft",
    tool: "update_pull_request",
  },
  {
    task: "find PRs authored by octocat across the rails organization",
    tool: "search_pull_requests",
  },
  { task: "approve acme/api PR #64", tool: "pull_request_review_write" },
  {
    task: "ask Copilot to look over my PR #77 in acme/web before a human reviewer does",
    tool: "request_copilot_review",
  },
  {
    task: "hand acme/api issue #501 to the Copilot coding agent so it opens a fix",
    tool: "assign_copilot_to_issue",
  },
  { task: "what needs my attention on GitHub today?", tool: "list_notifications" },
  { task: "star sharkdp/bat", tool: "star_repository" },
  { task: "which repos have I starred?", tool: "list_starred_repositories" },
  { task: "find GitHub developers in Berlin who write Elixir", tool: "search_users" },
  { task: "show the recent CI runs of the build workflow in acme/api", tool: "actions_list" },
  {
    task: "re-run the failed jobs of workflow run 9876543 in acme/web",
    tool: "actions_run_trigger",
  },
  {
    task: "kick off the deploy.yml pipeline on main for acme/site with environment=staging",
    tool: "actions_run_trigger",
  },
  {
    task: "why did the build break? grab the output of the failed steps in run 123456 of acme/api",
    tool: "get_job_logs",
  },
  {
    task: "any critical vulnerable npm dependencies flagged by Dependabot in acme/web?",
    tool: "list_dependabot_alerts",
  },
  { task: "show high-severity CodeQL findings for acme/api", tool: "list_code_scanning_alerts" },
  { task: "save this snippet as a public gist named retry.py", tool: "create_gist" },
  {
    task: "show the Q&A threads in the vercel/next.js discussions forum",
    tool: "list_discussions",
  },

  // gitlab
  {
    task:
      "update config/settings.yml in GitLab project 4821 on branch develop with message 'tune timeouts'",
    tool: "gitlab_create_or_update_file",
  },
  { task: "look up GitLab projects about terraform modules", tool: "gitlab_search_repositories" },
  {
    task: "spin up a new internal GitLab project named data-pipelines",
    tool: "gitlab_create_repository",
  },
  {
    task: "show me the Dockerfile in the mygroup/backend GitLab project at tag v1.3",
    tool: "gitlab_get_file_contents",
  },
  {
    task: "commit both .gitlab-ci.yml and Makefile to mygroup/tools on GitLab in one go",
    tool: "gitlab_push_files",
  },
  {
    task: "report the broken pagination bug in the mygroup/app project on GitLab",
    tool: "create_issue",
  },
  { task: "raise an MR from fix/cache into main in mygroup/app", tool: "create_merge_request" },
  {
    task: "ask for fix/cache to be merged into main on our GitLab, marked as draft",
    tool: "create_merge_request",
  },
  {
    task: "fork gitlab-org/gitlab-runner into my GitLab namespace",
    tool: "gitlab_fork_repository",
  },
  {
    task: "start a hotfix/42 branch from main in GitLab project 991",
    tool: "gitlab_create_branch",
  },

  // slack
  { task: "which channels are there in our Slack workspace?", tool: "slack_list_channels" },
  { task: "tell #deploys (C024BE91L) that version 3.2 is out", tool: "slack_post_message" },
  {
    task: "answer in the thread under message 1712345678.123456 in channel C01ABC that it's fixed",
    tool: "slack_reply_to_thread",
  },
  {
    task: "put a :white_check_mark: emoji on message 1712345678.123456 in C01ABC",
    tool: "slack_add_reaction",
  },
  {
    task: "catch me up on what was said lately in the #incidents channel",
    tool: "slack_get_channel_history",
  },
  {
    task: "read the whole conversation that followed message 1712345678.123456 in channel C01ABC",
    tool: "slack_get_thread_replies",
  },
  { task: "who is in our Slack workspace?", tool: "slack_get_users" },
  {
    task: "what's the job title and time zone of workspace member U024BE7LH?",
    tool: "slack_get_user_profile",
  },

  // linear
  {
    task:
      "log a Linear ticket for the Mobile team: crash on Android 14 when opening settings, urgent",
    tool: "linear_create_issue",
  },
  {
    task: "bump Linear ENG-512 to high priority and set it to In Progress",
    tool: "linear_update_issue",
  },
  {
    task: "find Linear tickets mentioning onboarding that are still in Todo",
    tool: "linear_search_issues",
  },
  { task: "what's on my plate in Linear?", tool: "linear_get_user_issues" },
  { task: "note on Linear ticket ENG-88 that the design is approved", tool: "linear_add_comment" },

  // jira
  {
    task: "run this JQL: project = PAY AND status = 'In Progress' ORDER BY updated DESC",
    tool: "jira_search",
  },
  { task: "find unresolved Jira bugs in PAYMENTS reported this week", tool: "jira_search" },
  { task: "pull up PAY-1432 in Jira with its comments", tool: "jira_get_issue" },
  {
    task: "open a ticket in the PAYMENTS Jira project about the checkout 500 error, type Bug",
    tool: "jira_create_issue",
  },
  {
    task: "change the summary and the labels of Jira ticket OPS-77",
    tool: "jira_update_issue",
  },
  { task: "remove the duplicate Jira ticket WEB-301 for good", tool: "jira_delete_issue" },
  { task: "move PAY-88 to Done in Jira", tool: "jira_transition_issue" },
  { task: "which workflow statuses can OPS-12 move to next?", tool: "jira_get_transitions" },
  {
    task: "let everyone watching Jira ticket WEB-17 know that QA passed",
    tool: "jira_add_comment",
  },
  { task: "give Jira ticket CORE-450 to priya@acme.com", tool: "jira_assign_issue" },
  {
    task: "record 2h 30m of time spent on DATA-9 for today's investigation",
    tool: "jira_add_worklog",
  },
  { task: "which Jira projects can I see?", tool: "jira_get_all_projects" },
  { task: "what sprints are active on Jira board 42?", tool: "jira_get_sprints_from_board" },
  { task: "pull MOB-3, MOB-7 and MOB-9 into sprint 118", tool: "jira_add_issues_to_sprint" },
  { task: "mark in Jira that API-55 blocks WEB-210", tool: "jira_create_issue_link" },
  { task: "put story SHOP-71 under epic SHOP-10", tool: "jira_link_to_epic" },
  {
    task: "add a 2.5.0 fix version to the MOBILE Jira project, releasing on June 30",
    tool: "jira_create_version",
  },

  // confluence
  { task: "look through our Confluence wiki for the on-call runbook", tool: "confluence_search" },
  {
    task: "open the 'Release Process' page in the ENG space of Confluence",
    tool: "confluence_get_page",
  },
  { task: "what subpages sit under Confluence page 123456?", tool: "confluence_get_page_children" },
  {
    task: "write up 'Q3 retro notes' as a new page in the TEAM space on Confluence",
    tool: "confluence_create_page",
  },
  {
    task: "replace the body of Confluence page 98765 with the revised onboarding guide",
    tool: "confluence_update_page",
  },
  { task: "get rid of the outdated wiki page 55501 in Confluence", tool: "confluence_delete_page" },
  {
    task: "relocate the 'API Guidelines' Confluence page under the Architecture parent",
    tool: "confluence_move_page",
  },
  {
    task: "leave feedback on wiki page 4410 in the ENG space saying the diagrams need updating",
    tool: "confluence_add_comment",
  },
  {
    task: "what have people said about design doc 7788 in our ENG wiki space?",
    tool: "confluence_get_comments",
  },
  { task: "tag wiki page 3012 in the DOCS space with needs-review", tool: "confluence_add_label" },
  {
    task: "show me how Confluence page 6620 read back in version 3",
    tool: "confluence_get_page_history",
  },
  {
    task: "add architecture.png as a file on wiki page 4410 in the ENG space",
    tool: "confluence_upload_attachment",
  },

  // notion
  { task: "who are the members of our Notion workspace?", tool: "API-get-users" },
  { task: "which Notion integration bot is this token for?", tool: "API-get-self" },
  { task: "find the Notion doc called 'Hiring plan 2025'", tool: "API-post-search" },
  {
    task: "list the nested content blocks inside Notion block 8f1c2d3e",
    tool: "API-get-block-children",
  },
  {
    task: "add a bulleted to-do list at the end of my Notion meeting notes",
    tool: "API-patch-block-children",
  },
  { task: "remove that stray paragraph block from the Notion doc", tool: "API-delete-a-block" },
  {
    task: "what are the status, owner and due date properties of Notion entry 1a2b3c?",
    tool: "API-retrieve-a-page",
  },
  { task: "set the Status of Notion entry 1a2b3c to Done", tool: "API-patch-page" },
  {
    task: "add an entry 'Renew SSL cert' to the Notion Tasks database",
    tool: "API-post-page",
  },
  {
    task: "show the unresolved discussion threads on that Notion page",
    tool: "API-retrieve-a-comment",
  },
  {
    task: "reply on the Notion roadmap page: 'Let's revisit this in Q3'",
    tool: "API-create-a-comment",
  },
  {
    task: "from the Notion Bugs database, give me the rows where Priority is P0, newest first",
    tool: "API-query-data-source",
  },
  { task: "put this Notion doc under the Archive parent", tool: "API-move-page" },
  {
    task: "read the full text of Notion page 1a2b3c as markdown",
    tool: "API-retrieve-page-markdown",
  },

  // sentry
  { task: "which Sentry user am I authenticated as?", tool: "whoami" },
  { task: "what Sentry orgs do I have access to?", tool: "find_organizations" },
  { task: "what apps are set up in Sentry under the acme org?", tool: "find_projects" },
  { task: "which teams exist in the acme organization on Sentry?", tool: "find_teams" },
  {
    task: "what was the most recent version deployed to production, according to Sentry?",
    tool: "find_releases",
  },
  { task: "explain Sentry error FRONTEND-4Z2 and show its stack trace", tool: "get_issue_details" },
  {
    task: "show unresolved Sentry errors in the checkout project first seen in the last 24 hours",
    tool: "sentry_search_issues",
  },
  {
    task: "how many 500 errors did the api project record in Sentry over the last week?",
    tool: "search_events",
  },
  {
    task: "mark the Sentry error BACKEND-12 as resolved in the next release",
    tool: "update_issue",
  },
  {
    task: "leave a note on Sentry issue API-77 that the payments team is on it",
    tool: "add_issue_note",
  },
  {
    task: "what's the root cause of the crash MOBILE-3K in Sentry and how do we fix it?",
    tool: "analyze_issue_with_seer",
  },
  {
    task: "break down trace a4d1aae7216b47ff8117cf4e09ce9d0a: which spans are slow?",
    tool: "get_trace_details",
  },
  {
    task: "set up Sentry error monitoring for our new Flask service under team backend",
    tool: "create_project",
  },
  { task: "what DSN should the web app use to report errors to Sentry?", tool: "find_dsns" },
  {
    task: "how do I configure the Sentry tracing sample rate in a Next.js app?",
    tool: "search_docs",
  },
  {
    task: "what did the user do in this session recording https://acme.sentry.io/replays/7f3e/?",
    tool: "get_replay_details",
  },
  {
    task:
      "alert me through Sentry if https://status.acme.com stops responding, checking every 5 minutes",
    tool: "create_uptime_monitor",
  },

  // stripe
  { task: "add Jane Doe (jane@example.com) as a new customer in Stripe", tool: "create_customer" },
  { task: "look up the Stripe customer with email bob@acme.io", tool: "list_customers" },
  { task: "register a 'Pro Plan' offering in Stripe", tool: "create_product" },
  { task: "what do we sell on Stripe?", tool: "list_products" },
  { task: "set prod_123's cost to 2900 cents USD", tool: "create_price" },
  { task: "which price points are attached to prod_ABC?", tool: "list_prices" },
  {
    task:
      "give me a checkout URL for price_123, quantity 1, that sends buyers to our thank-you page",
    tool: "create_payment_link",
  },
  { task: "bill cus_789, payment due in 30 days", tool: "create_invoice" },
  {
    task: "add price_456 as a line on draft invoice in_001 for cus_789",
    tool: "create_invoice_item",
  },
  { task: "finalize draft invoice in_001 so it can be sent", tool: "finalize_invoice" },
  { task: "show the last 10 bills we sent to cus_789", tool: "list_invoices" },
  { task: "how much money is sitting in our Stripe account right now?", tool: "retrieve_balance" },
  {
    task: "give the customer $15 back on payment pi_3NxY",
    tool: "create_refund",
  },
  { task: "recent payment attempts by customer cus_789 on Stripe", tool: "list_payment_intents" },
  { task: "which Stripe subscriptions are past due?", tool: "list_subscriptions" },
  { task: "stop sub_1AbC from renewing, the customer wants out", tool: "cancel_subscription" },
  {
    task: "switch sub_1AbC over to the annual price price_999 and prorate the change",
    tool: "update_subscription",
  },
  { task: "make a 20% off discount that lasts 3 months", tool: "create_coupon" },
  { task: "any chargebacks opened against payment pi_555?", tool: "list_disputes" },
  {
    task: "respond to chargeback dp_123 with evidence that the refund policy was shown at checkout",
    tool: "update_dispute",
  },
  {
    task: "how do I verify webhook signatures in Node with Stripe?",
    tool: "search_stripe_documentation",
  },

  // playwright
  { task: "open https://example.com/login in the browser", tool: "browser_navigate" },
  { task: "go back to the page we were on before", tool: "browser_navigate_back" },
  { task: "press the 'Sign in' button", tool: "browser_click" },
  { task: "right-click the first row of the results table", tool: "browser_click" },
  {
    task: "enter 'wireless headphones' in the site's search box and hit Enter",
    tool: "browser_type",
  },
  {
    task: "complete the signup form: name, email, password, and tick the terms checkbox",
    tool: "browser_fill_form",
  },
  { task: "choose Canada from the country dropdown", tool: "browser_select_option" },
  { task: "mouse over the Products menu so the submenu shows", tool: "browser_hover" },
  { task: "move the 'Todo' card onto the 'Done' column of the board", tool: "browser_drag" },
  { task: "hit the down arrow key twice", tool: "browser_press_key" },
  {
    task: "get the accessibility tree of the current page so I can find element refs",
    tool: "browser_snapshot",
  },
  { task: "capture a full-page PNG image of the current page", tool: "browser_take_screenshot" },
  {
    task: "run document.querySelectorAll('a').length in the page and tell me the result",
    tool: "browser_evaluate",
  },
  { task: "attach resume.pdf to the file chooser that just opened", tool: "browser_file_upload" },
  { task: "accept the 'Are you sure?' confirm popup", tool: "browser_handle_dialog" },
  { task: "hold on until 'Order confirmed' shows up", tool: "browser_wait_for" },
  { task: "any JavaScript errors logged in the page?", tool: "browser_console_messages" },
  { task: "which API calls did the page make after it loaded?", tool: "browser_network_requests" },
  { task: "make the viewport 375x812 to check the mobile layout", tool: "browser_resize" },
  { task: "switch to the second tab", tool: "browser_tabs" },
  { task: "we're done, shut down the automated Chrome session", tool: "browser_close" },

  // filesystem
  { task: "show the last 50 lines of /var/log/app/server.log", tool: "read_text_file" },
  { task: "what's in ~/project/notes/ideas.md?", tool: "read_text_file" },
  {
    task: "load the picture /home/me/diagrams/flow.png so you can look at it",
    tool: "read_media_file",
  },
  {
    task: "open src/index.ts, src/util.ts and src/types.ts together so we can compare them",
    tool: "read_multiple_files",
  },
  { task: "save this text as /tmp/notes/todo.md, replacing whatever is there", tool: "write_file" },
  {
    task: "in /srv/app/config.py change DEBUG = True to DEBUG = False and show me the diff",
    tool: "edit_file",
  },
  { task: "make a folder /home/me/projects/new-site/assets/img", tool: "create_directory" },
  { task: "what's inside /etc/nginx?", tool: "list_directory" },
  {
    task: "which things in ~/Downloads are taking up the most space?",
    tool: "list_directory_with_sizes",
  },
  { task: "give me the whole nested layout of ./src as JSON", tool: "directory_tree" },
  {
    task: "rename ~/Documents/report-draft.docx to report-final.docx",
    tool: "move_file",
  },
  { task: "locate every *.test.ts anywhere under /work/app", tool: "search_files" },
  {
    task: "when was /data/export.csv last modified and how big is it?",
    tool: "get_file_info",
  },
  {
    task: "which folders on this machine are you permitted to touch?",
    tool: "list_allowed_directories",
  },

  // git
  { task: "what's changed in my working copy at ~/code/api?", tool: "git_status" },
  {
    task: "show me my edits in ~/code/api that I haven't staged yet",
    tool: "git_diff_unstaged",
  },
  { task: "what's about to go into my next commit in ~/code/api?", tool: "git_diff_staged" },
  {
    task: "compare my local checkout at ~/code/api against the main branch",
    tool: "git_diff",
  },
  {
    task: "record the staged changes in ~/code/api with the message 'fix null check'",
    tool: "git_commit",
  },
  { task: "stage src/app.ts and src/db.ts in the local repo at ~/code/api", tool: "git_add" },
  { task: "unstage everything I've added in ~/code/api", tool: "git_reset" },
  { task: "show the local history of ~/code/api since last Monday", tool: "git_log" },
  {
    task: "in my clone at ~/code/api, start a branch experiment/cache off develop",
    tool: "git_create_branch",
  },
  {
    task: "switch my local clone at ~/code/api over to release-1.2",
    tool: "git_checkout",
  },
  { task: "what exactly did a1b2c3d change in my local repo at ~/code/api?", tool: "git_show" },
  {
    task: "which local branches of ~/code/api already contain 9f8e7d6?",
    tool: "git_branch",
  },

  // memory
  {
    task: "remember Alice (a person) and Acme (a company) as new entries in the knowledge graph",
    tool: "create_entities",
  },
  { task: "link Alice to Acme in memory with the relation works_at", tool: "create_relations" },
  { task: "note in memory that Alice prefers morning meetings", tool: "add_observations" },
  { task: "forget everything about Project Falcon", tool: "delete_entities" },
  {
    task: "drop the fact 'lives in Paris' from what you know about Bob",
    tool: "delete_observations",
  },
  {
    task: "remove the link saying Bob manages Carol from the knowledge graph",
    tool: "delete_relations",
  },
  { task: "dump everything you remember", tool: "read_graph" },
  { task: "what do you remember that mentions TypeScript?", tool: "search_nodes" },
  { task: "pull up your memory entries for Alice and Bob", tool: "open_nodes" },

  // fetch
  { task: "read https://blog.example.com/post/42 and summarise it", tool: "fetch" },
  { task: "grab the raw HTML of https://example.com/pricing", tool: "fetch" },

  // time
  { task: "what time is it in Tokyo right now?", tool: "get_current_time" },
  { task: "if it's 14:30 in New York, what time is that in Berlin?", tool: "convert_time" },

  // brave
  { task: "search the web for the latest news on the EU AI Act", tool: "brave_web_search" },
  {
    task: "do a Brave local lookup for dentists in Austin with phone numbers and ratings",
    tool: "brave_local_search",
  },

  // maps
  { task: "what are the coordinates of 1600 Amphitheatre Parkway?", tool: "maps_geocode" },
  { task: "what street address is at 40.7484, -73.9857?", tool: "maps_reverse_geocode" },
  {
    task: "with Google Places, find EV charging stations within 5 km of 48.8566, 2.3522",
    tool: "maps_search_places",
  },
  {
    task: "opening hours and reviews for Google listing ChIJN1t_tDeuEmsRUsoyG83frY4",
    tool: "maps_place_details",
  },
  {
    task: "driving times from each of our three warehouses to each of five stores",
    tool: "maps_distance_matrix",
  },
  { task: "how high above sea level are these trailhead coordinates?", tool: "maps_elevation" },
  { task: "how do I walk from Union Square to the Ferry Building?", tool: "maps_directions" },

  // postgres
  { task: "on the Postgres database, count the orders placed yesterday", tool: "query" },
  { task: "SELECT * FROM pg_stat_activity on our PostgreSQL server", tool: "query" },

  // sqlite
  {
    task: "pull the top 10 customers by revenue from the SQLite db",
    tool: "read_query",
  },
  { task: "insert a new row into the SQLite products table", tool: "write_query" },
  {
    task: "make a new SQLite table called events with id, name and ts columns",
    tool: "create_table",
  },
  { task: "what tables are in the SQLite database?", tool: "list_tables" },
  { task: "what columns does the users table have in SQLite?", tool: "describe_table" },
  {
    task: "add to the memo the finding that churn spikes every March",
    tool: "append_insight",
  },

  // redis
  { task: "cache 'ok' under the Redis key healthcheck for 60 seconds", tool: "set" },
  { task: "what's stored at Redis key session:42?", tool: "get" },
  { task: "evict cache:home and cache:about from Redis", tool: "delete" },
  { task: "which Redis keys match user:*?", tool: "list" },

  // gdrive
  { task: "find the Q3 budget spreadsheet in my Google Drive", tool: "search" },
];
