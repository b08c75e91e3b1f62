// A private helper: the words the search knows beyond their letters. Small
// words every sentence has; groups of words of one meaning, for the actions
// and things tools of many servers share, and the products whose names stand
// for such a thing; and pairs of words that mean one of them ("look up",
// "call off").

/** Words that say nothing of what a tool does. */
export const STOP: ReadonlySet<string> = new Set(
  ("a an and any are as at be by can do does for from has have how i in into is it its " +
    "me my of on or our so some that the their them then there these this those to up us " +
    "was we what when where which who whom why will with you your please want need should " +
    "would could all about also am been being both but did each had he her here him his whose " +
    "if just now once only other ours she such than too very were while yet via per let s " +
    "t don isn doesn didn every currently right").split(" "),
);

/**
 * Words only a question starts with: a task that asks one wants to read.
 * ("Do" and "have" start orders too: a question of theirs ends with "?".)
 */
export const QUESTIONS: ReadonlySet<string> = new Set(
  "what which who whom whose where when how is are was were any".split(" "),
);

/** The first words of the groups of actions that only read. */
export const READING: ReadonlyArray<string> =
  "get search list count describe history diff screenshot".split(" ");

/**
 * Actions, as words of one meaning, each group read as its first word. A
 * word may stand in two groups ("open" a file and "open" a ticket) and in
 * an action's and a thing's ("file" a bug, a "file").
 */
export const ACTIONS: ReadonlyArray<string> = [
  "delete remove erase drop destroy purge trash bin discard wipe unlink cancel forget",
  "get read fetch retrieve grab show view open display inspect detail details info see",
  "search find query lookup locate seek grep discover look",
  "list enumerate browse",
  "create add new make insert start book schedule register compose draft prepare " +
  "generate raise file",
  "update edit change modify revise rename patch adjust amend reschedule replace move " +
  "postpone push set mark tweak",
  "send post message notify tell dm publish forward announce broadcast ping share",
  "upload put store attach",
  "download export pull save",
  "run execute exec invoke trigger launch rerun",
  "stop kill halt terminate abort pause mute silence snooze disable",
  "comment reply respond answer annotate feedback remark",
  "assign reassign delegate hand owner",
  "invite join",
  "reaction react emoji thumb upvote",
  "pin stick bookmark star",
  "merge combine dedupe duplicate",
  "close resolve finish complete done",
  "refund reimburse",
  "count many number tally total",
  "navigate visit go goto url",
  "click press tap",
  "type fill enter",
  "screenshot capture snapshot",
  "write save",
  "link connect relate",
  "describe schema structure column",
  "history revision past before log",
  "copy clone fork replicate",
  "approve accept confirm review",
  "watch subscribe follow",
  "restore revert rollback undo",
  "diff compare difference",
  "wait sleep delay hold until",
  "resize viewport dimension",
  "remember memorize memory recall",
];

/** Things, as words of one meaning, each group read as its first word. */
export const THINGS: ReadonlyArray<string> = [
  "user person member people profile teammate colleague",
  "file document attachment",
  "folder directory dir",
  "issue ticket bug incident task todo",
  "pr pullrequest mr",
  "page article wiki documentation docs doc kb knowledge confluence notion",
  "news headline",
  "mail email inbox gmail outlook",
  "event meeting appointment calendar standup sync",
  "message chat conversation thread slack teams discord",
  "channel room",
  "weather forecast rain temperature snow sunny",
  "route direction drive driving navigate commute distance",
  "place address location coordinates map",
  "payment pay charge invoice bill billing stripe money",
  "customer client lead contact",
  "repo repository codebase monorepo github gitlab",
  "sql database db postgres postgresql mysql sqlite",
  "collection mongo mongodb",
  "bucket s3 gcs blob",
  "metric graph chart",
  "alert alarm",
  "image photo picture pic",
  "label tag category",
  "workflow build pipeline ci job",
  "sprint iteration cycle milestone",
  "status state health progress",
  "size space big large bytes",
  "price cost amount fee",
  "product item offering sku goods",
  "subscription plan renew renewal recurring membership",
  "balance fund funds",
  "dispute chargeback",
  "coupon discount promo voucher",
  "error exception crash failure fault",
  "release version ship",
  "organization org team workspace company",
  "title summary subject heading",
  "content body text",
  "priority severity urgency",
  "child children sub nested subpage subtask parent",
  "row record entry",
  "field property attribute column",
  "key value cache",
  "url link href website site",
  "request traffic network http",
  "elevation altitude height",
  "time clock timezone hour",
  "diagram picture",
];

/** Every group of words of one meaning: the actions, then the things. */
export const SAME: ReadonlyArray<string> = [...ACTIONS, ...THINGS];

/** Pairs of words that mean one thing, by the group they belong to. */
export const PAIRS: ReadonlyArray<readonly [string, string]> = [
  ["dig up", "search"],
  ["take down", "delete"],
  ["call off", "delete"],
  ["get rid", "delete"],
  ["clean up", "delete"],
  ["set up", "create"],
  ["spin up", "create"],
  ["kick off", "run"],
  ["hand over", "assign"],
  ["thumbs up", "reaction"],
  ["pull request", "pr"],
  ["merge request", "pr"],
  ["money back", "refund"],
  ["how many", "count"],
  ["how big", "get"],
  ["go to", "navigate"],
  ["go back", "navigate"],
];
