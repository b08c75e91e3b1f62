/**
 * Tasks phrased as a model writes a tool-search query, each with the one tool
 * of `tools.ts` that should rank first. Many share no content word with the
 * intended tool's name (synonyms, paraphrases, implied actions); `check.ts`
 * counts them.
 *
 * @module
 */

/** One task and the tool meant to serve it. */
export interface Phrasing {
  /** The task, as a model would phrase it when searching for a tool. */
  task: string;
  /** Name of the intended tool in the corpus. */
  tool: string;
}

/** The phrasings, grouped by toolkit. */
export const phrasings: Phrasing[] = [
  // repo
  {
    task: "find open-source repositories about vector databases written in Rust",
    tool: "repo_search_repositories",
  },
  {
    task: "discover popular codebases implementing CRDTs, sorted by stars",
    tool: "repo_search_repositories",
  },
  { task: "look up who owns the billing repo", tool: "repo_get_repository" },
  {
    task: "what's the default branch and license of acme/payments-api",
    tool: "repo_get_repository",
  },
  { task: "show all branches of acme/web", tool: "repo_list_branches" },
  { task: "start a feature branch called fix/login-timeout off main", tool: "repo_create_branch" },
  { task: "remove the stale branch feature/x", tool: "repo_delete_branch" },
  { task: "read the README of acme/cli on the develop ref", tool: "repo_get_file_contents" },
  {
    task: "push a change to config.yaml on the release branch with message 'bump version'",
    tool: "repo_commit_file",
  },
  { task: "who changed src/auth.ts recently in the monorepo", tool: "repo_list_commits" },
  {
    task: "where is the function parseInvoiceLine defined across our repositories",
    tool: "repo_search_code",
  },
  {
    task: "open an issue on acme/sdk about the crash when the token is empty",
    tool: "repo_create_issue",
  },
  {
    task: "what bugs are still open in acme/sdk labelled good-first-issue",
    tool: "repo_list_issues",
  },
  { task: "leave a note on PR #42 saying the tests pass now", tool: "repo_comment_on_issue" },
  { task: "open a PR from feature/search into main", tool: "repo_create_pull_request" },
  { task: "squash and land pull request 118 in acme/web", tool: "repo_merge_pull_request" },
  { task: "ask @dana and the platform team to look at PR 57", tool: "repo_request_reviewers" },
  { task: "did CI pass on the main branch of acme/api", tool: "repo_get_workflow_runs" },
  { task: "why is the build red on acme/web's latest push", tool: "repo_get_workflow_runs" },

  // chat
  { task: "post a reply in the #ops thread about the deploy", tool: "chat_reply_in_thread" },
  { task: "tell the #general channel that lunch is at noon", tool: "chat_send_message" },
  { task: "announce the release in #eng-announcements", tool: "chat_send_message" },
  {
    task: "show every conversation room I can join, including archived ones",
    tool: "chat_list_channels",
  },
  { task: "read the last 50 messages in #incidents", tool: "chat_get_channel_history" },
  {
    task: "find the Slack conversation where the Q3 roadmap came up",
    tool: "chat_search_messages",
  },
  { task: "give a thumbs up to Ana's message", tool: "chat_add_reaction" },
  { task: "set up a new private room #proj-atlas", tool: "chat_create_channel" },
  { task: "add Priya and Tom to #proj-atlas", tool: "chat_invite_to_channel" },
  {
    task: "what time zone is workspace user U024BE7LH in and what's their job title",
    tool: "chat_get_user_profile",
  },
  { task: "take down the message I posted by mistake in #random", tool: "chat_delete_message" },
  { task: "make the on-call runbook link stick at the top of #ops", tool: "chat_pin_message" },

  // fs
  { task: "show me what's in ./src/config.json", tool: "fs_read_file" },
  { task: "open the local file notes/todo.md", tool: "fs_read_file" },
  { task: "save this CSV output to /tmp/report.csv", tool: "fs_write_file" },
  { task: "replace port 8080 with 9090 in docker-compose.yml on disk", tool: "fs_edit_file" },
  { task: "what is in the project's root folder", tool: "fs_list_directory" },
  {
    task: "print the whole folder hierarchy of ./packages three levels deep",
    tool: "fs_directory_tree",
  },
  { task: "locate every .parquet file under /data", tool: "fs_find_files" },
  { task: "which local source files mention TODO(security)", tool: "fs_grep" },
  { task: "rename draft.txt to final.txt", tool: "fs_move_file" },
  { task: "erase the build/ folder and everything inside it", tool: "fs_delete_path" },
  { task: "make a folder called logs/archive", tool: "fs_create_directory" },
  { task: "how big is /var/log/syslog and when was it last modified", tool: "fs_get_file_info" },

  // browser
  { task: "open https://example.com/login in the browser", tool: "browser_navigate" },
  { task: "visit acme.com/pricing in the current tab", tool: "browser_navigate" },
  { task: "return to the previous page", tool: "browser_go_back" },
  {
    task: "get the accessibility tree of the current page so I can find the submit button",
    tool: "browser_snapshot",
  },
  { task: "click the Accept cookies button", tool: "browser_click" },
  { task: "fill the email field with test@example.com", tool: "browser_type" },
  { task: "pick Germany from the country dropdown", tool: "browser_select_option" },
  { task: "hit Escape to close the modal", tool: "browser_press_key" },
  { task: "capture an image of the full checkout page", tool: "browser_take_screenshot" },
  { task: "run document.querySelectorAll('a').length on the page", tool: "browser_evaluate" },
  { task: "wait until 'Order confirmed' shows up", tool: "browser_wait_for" },
  { task: "switch to the second tab", tool: "browser_tabs" },

  // sql
  { task: "how many orders were placed last week in Postgres", tool: "sql_run_query" },
  { task: "run SELECT count(*) FROM users", tool: "sql_run_query" },
  { task: "insert a row into the feature_flags table", tool: "sql_execute_statement" },
  {
    task: "add a NOT NULL column archived_at to the projects table",
    tool: "sql_execute_statement",
  },
  { task: "what tables are in the analytics schema", tool: "sql_list_tables" },
  { task: "what columns and types does the invoices table have", tool: "sql_describe_table" },
  { task: "list the database schemas", tool: "sql_list_schemas" },
  {
    task: "show the plan Postgres picks for SELECT * FROM events WHERE user_id = 4",
    tool: "sql_explain_query",
  },
  { task: "are there indexes on orders.customer_id", tool: "sql_list_indexes" },
  {
    task: "which database connections are stuck running long statements",
    tool: "sql_active_sessions",
  },
  { task: "kill the Postgres backend with pid 4821", tool: "sql_cancel_backend" },

  // docdb
  { task: "fetch the Mongo user documents where plan is pro", tool: "docdb_find" },
  { task: "add these three JSON records to the events collection", tool: "docdb_insert_many" },
  {
    task: "set status to inactive on every Mongo record whose lastLogin is over a year old",
    tool: "docdb_update_many",
  },
  { task: "purge the expired documents from the sessions collection", tool: "docdb_delete_many" },
  { task: "group orders by region and sum the totals in MongoDB", tool: "docdb_aggregate" },
  { task: "how many documents in the carts collection have status abandoned", tool: "docdb_count" },
  { task: "which collections exist in the shop Mongo database", tool: "docdb_list_collections" },
  { task: "add a unique index on email in the users collection", tool: "docdb_create_index" },
  {
    task: "what fields do documents in the products collection usually have",
    tool: "docdb_infer_schema",
  },

  // pay
  { task: "register acme@corp.com as a new paying customer", tool: "pay_create_customer" },
  { task: "look up the billing customer with email jo@x.io", tool: "pay_list_customers" },
  { task: "add a new product 'Pro plan' to the catalog", tool: "pay_create_product" },
  {
    task: "set a $29 per month recurring charge for the Pro plan product",
    tool: "pay_create_price",
  },
  { task: "give me a checkout link for 2 seats of the team plan", tool: "pay_create_payment_link" },
  { task: "bill cus_88 for 10 hours of consulting, due in 30 days", tool: "pay_create_invoice" },
  { task: "which invoices are still unpaid", tool: "pay_list_invoices" },
  { task: "give the customer their money back for charge ch_123", tool: "pay_create_refund" },
  { task: "stop Bob's monthly plan at the end of the period", tool: "pay_cancel_subscription" },
  { task: "what funds are available right now in Stripe", tool: "pay_retrieve_balance" },
  { task: "which chargebacks need a response", tool: "pay_list_disputes" },

  // cal
  { task: "what's on my calendar tomorrow", tool: "cal_list_events" },
  { task: "what meetings do I have Thursday afternoon", tool: "cal_list_events" },
  { task: "book a 30 minute sync with Dana on Friday at 10", tool: "cal_create_event" },
  { task: "push the design review to 3pm", tool: "cal_update_event" },
  { task: "call off tomorrow's standup", tool: "cal_delete_event" },
  { task: "when are Ana, Raj and I all free next week for an hour", tool: "cal_find_free_slots" },
  { task: "decline the all-hands invite", tool: "cal_respond_to_invitation" },
  { task: "accept Maria's meeting request for Monday", tool: "cal_respond_to_invitation" },
  { task: "which calendars do I have access to", tool: "cal_list_calendars" },
  {
    task: "I'm on vacation Aug 4-15, block it off and auto-decline meetings",
    tool: "cal_set_out_of_office",
  },

  // mail
  { task: "email the Q2 report summary to finance@acme.com", tool: "mail_send_email" },
  { task: "prepare a message to the landlord but don't send it yet", tool: "mail_create_draft" },
  { task: "find emails from the bank with PDFs attached this month", tool: "mail_search_inbox" },
  { task: "open the latest message from HR and show me its content", tool: "mail_read_message" },
  { task: "answer Tom's email saying I'll join", tool: "mail_reply" },
  { task: "send the invoice email on to accounting@acme.com", tool: "mail_forward" },
  { task: "archive all the newsletters from last week", tool: "mail_modify_labels" },
  { task: "what labels exist in my mailbox", tool: "mail_list_labels" },
  { task: "bin that phishing email", tool: "mail_trash_message" },
  { task: "save the PDF attached to the Acme contract email", tool: "mail_get_attachment" },
  {
    task: "automatically put anything from noreply@github.com under a GitHub label",
    tool: "mail_create_filter",
  },

  // wiki
  { task: "find the onboarding guide in the wiki", tool: "wiki_search_pages" },
  { task: "is there internal documentation about our VPN setup", tool: "wiki_search_pages" },
  { task: "read knowledge-base article 98123", tool: "wiki_get_page" },
  { task: "write up a new runbook page in the OPS space", tool: "wiki_create_page" },
  {
    task: "document the new deploy steps as a knowledge base article under Engineering",
    tool: "wiki_create_page",
  },
  { task: "revise the Holiday policy article with the 2025 dates", tool: "wiki_update_page" },
  { task: "trash the outdated Old VPN wiki page", tool: "wiki_delete_page" },
  { task: "which documentation spaces can I read", tool: "wiki_list_spaces" },
  {
    task: "leave feedback on the architecture article about caching",
    tool: "wiki_add_page_comment",
  },
  {
    task: "who edited the pricing page last and what did it look like before",
    tool: "wiki_get_page_history",
  },
  { task: "relocate the API guide under the Developer Docs parent", tool: "wiki_move_page" },

  // tracker
  { task: "file a bug in the OPS project: login page returns 500", tool: "tracker_create_ticket" },
  { task: "what's the status of OPS-142", tool: "tracker_get_ticket" },
  { task: "list all open high-priority tickets assigned to me", tool: "tracker_search_tickets" },
  { task: "which Jira issues are blocking the release", tool: "tracker_search_tickets" },
  { task: "raise the priority of OPS-77 to highest", tool: "tracker_update_ticket" },
  { task: "mark OPS-142 as done", tool: "tracker_transition_ticket" },
  { task: "hand OPS-88 over to Kim", tool: "tracker_assign_ticket" },
  { task: "note on OPS-142 that the fix is deployed to staging", tool: "tracker_add_comment" },
  { task: "OPS-90 duplicates OPS-12, connect them", tool: "tracker_link_tickets" },
  { task: "record 2 hours spent on OPS-142 today", tool: "tracker_log_work" },
  { task: "what's the goal of the current sprint on board 7", tool: "tracker_list_sprints" },
  { task: "pull OPS-5 and OPS-6 into the next sprint", tool: "tracker_add_to_sprint" },
  { task: "what Jira projects exist and who leads them", tool: "tracker_list_projects" },

  // storage
  { task: "what S3 buckets do we have", tool: "storage_list_buckets" },
  { task: "make a new bucket for ml-artifacts with versioning on", tool: "storage_create_bucket" },
  { task: "show what's under s3://logs/2024/05/", tool: "storage_list_objects" },
  { task: "upload ./dist/app.zip to the releases bucket", tool: "storage_put_object" },
  { task: "download reports/q1.csv from the finance bucket", tool: "storage_get_object" },
  { task: "remove old backups/2019/*.tar from S3", tool: "storage_delete_object" },
  { task: "duplicate s3://a/img.png into bucket b", tool: "storage_copy_object" },
  { task: "what's the content type and size of s3://media/video.mp4", tool: "storage_head_object" },
  {
    task: "give the auditor a link valid for 24 hours to the contract PDF in S3",
    tool: "storage_presign_url",
  },

  // crm
  { task: "look up the contact record for jane@globex.com", tool: "crm_search_contacts" },
  { task: "who at Globex are we talking to in the CRM", tool: "crm_search_contacts" },
  {
    task: "add Lena Park from Initech as a new lead, lena@initech.com",
    tool: "crm_create_contact",
  },
  { task: "update Jane's job title to VP Sales in the CRM", tool: "crm_update_contact" },
  { task: "what industry and size is globex.com, per our sales records", tool: "crm_get_company" },
  { task: "open a $40k opportunity for Initech closing in September", tool: "crm_create_deal" },
  { task: "which sales opportunities close this quarter", tool: "crm_list_deals" },
  { task: "mark the Globex renewal as closed won", tool: "crm_update_deal_stage" },
  { task: "note that I had a call with Jane today about pricing", tool: "crm_log_activity" },
  { task: "Jane Doe has two records, combine them", tool: "crm_merge_contacts" },

  // monitor
  { task: "show error logs from the api service in the last hour", tool: "monitor_query_logs" },
  {
    task: "what happened in checkout-service around 14:05, errors only",
    tool: "monitor_query_logs",
  },
  { task: "graph p99 latency of the gateway over the past day", tool: "monitor_query_metrics" },
  { task: "what alerts are firing right now", tool: "monitor_list_alerts" },
  { task: "ack alert 9921 so it stops paging", tool: "monitor_acknowledge_alert" },
  {
    task: "silence the disk-usage monitor for 2 hours during maintenance",
    tool: "monitor_mute_monitor",
  },
  { task: "notify #ops when the 5xx rate goes above 2%", tool: "monitor_create_monitor" },
  { task: "show me the spans of trace abc123", tool: "monitor_get_trace" },
  { task: "is there a dashboard for the payments service", tool: "monitor_list_dashboards" },
  { task: "declare a sev1 outage for the login service", tool: "monitor_create_incident" },
  { task: "who's on call for the database team right now", tool: "monitor_get_oncall" },

  // web
  { task: "search the web for the Deno 2 release notes", tool: "web_search" },
  { task: "what are journalists saying about the merger today", tool: "web_news_search" },
  { task: "what's the latest headline on the ECB rate decision", tool: "web_news_search" },
  { task: "grab the text of https://blog.example.com/post", tool: "web_fetch_url" },
  { task: "find photos of the Eiffel tower at night", tool: "web_image_search" },
  { task: "get every page of docs.example.com under /api", tool: "web_crawl_site" },

  // geo
  { task: "coordinates of 1600 Amphitheatre Parkway", tool: "geo_geocode" },
  { task: "what address is at 38.72, -9.14", tool: "geo_reverse_geocode" },
  { task: "how long to drive from Porto to Lisbon avoiding tolls", tool: "geo_directions" },
  { task: "pharmacies open now near Alfama", tool: "geo_places_nearby" },
  { task: "is it raining in Oslo right now", tool: "geo_current_weather" },
  { task: "what's the weather in Lisbon tomorrow", tool: "geo_weather_forecast" },
  { task: "what time is it in Tokyo", tool: "geo_timezone" },
  { task: "how polluted is the air in Delhi today", tool: "geo_air_quality" },
];
