// A private helper: what a value in a task says of the tool it needs. A task
// as a model phrases it holds the values it is about ("/etc/nginx",
// "acme/api", "PAY-1432", "https://example.com"), whose letters are no words
// of the task: each is read as the kind of thing it is ("path", "repo",
// "issue"), the words a tool names its fields by, and nothing else.

/** The ends of a file name the search knows as a file. */
const FILE_ENDS: ReadonlySet<string> = new Set(
  ("md txt json jsonl yaml yml toml ini cfg conf env xml csv tsv log lock " +
    "ts tsx js jsx mjs cjs py rb go rs java kt swift c h cc cpp cs php sh bash zsh ps1 sql " +
    "html htm css scss vue svelte ipynb " +
    "png jpg jpeg gif webp svg bmp ico tif tiff heic " +
    "pdf doc docx xls xlsx ppt pptx odt rtf epub " +
    "mp3 wav ogg flac m4a mp4 mov avi mkv webm " +
    "zip tar gz tgz bz2 xz 7z rar jar wasm exe dmg deb rpm").split(" "),
);
/** The ends of a host's name the search knows as a site. */
const SITE_ENDS: ReadonlySet<string> = new Set(
  "com org net io dev ai app co gov edu me info biz".split(" "),
);

const NONE: readonly string[] = Object.freeze([]);
const URL: readonly string[] = Object.freeze(["url"]);
const FILE: readonly string[] = Object.freeze(["file"]);
const FILE_PATH: readonly string[] = Object.freeze(["path", "file"]);
const FOLDER_PATH: readonly string[] = Object.freeze(["path", "directory"]);
const REPO: readonly string[] = Object.freeze(["repo"]);
const ID: readonly string[] = Object.freeze(["id"]);

/** Each kind of value, by what it looks like, and the words it stands for. */
const SHAPES: ReadonlyArray<readonly [RegExp, readonly string[]]> = [
  // A scheme, anywhere: its last letter before "://".
  [/[a-z]:\/\//i, URL],
  [/^[^@/]+@[^@/]+\.[a-z]{2,}$/i, ["email"]],
  [/^@[\w-]+$/, ["user"]],
  [/^#\d+$/, ["number"]],
  [/^#[a-z][\w-]*$/i, ["channel"]],
  [/[$€£]\d/, ["amount"]],
  [/\d{4}-\d{2}-\d{2}/, ["date"]],
  [/^\d{1,2}:\d{2}(?::\d{2})?(?:am|pm)?$/i, ["time"]],
  [/^v\d+(?:\.\d+)*$|^\d+\.\d+\.\d+$/i, ["version"]],
  [/^[A-Z][A-Z0-9]+-\d+$/, ["issue", "key"]],
  [/^(?=[a-f]*\d)(?=\d*[a-f])[0-9a-f]{7,40}$/, ["sha", "commit"]],
  [/^[\d.,]+[km%]?$/i, NONE],
];

/**
 * The words a value stands for, or undefined for a token that is words:
 * the token is one of a task's, split at white space.
 */
export function valueWords(token: string): readonly string[] | undefined {
  // No digit, slash or sign, and no dot before a letter: words.
  if (!/[\d/@#$€£~:\\]|\.[a-z]/i.test(token)) return undefined;
  const value = token.replace(/^[("'`‘“[{<]+|(?:['’]s)?[)"'`’”\]}>,;:!?.]*$/g, "");
  if (value === "") return undefined;
  for (const [shape, words] of SHAPES) if (shape.test(value)) return words;
  if (/^(?:~|\.{1,2})?\/|^[a-z]:\\/i.test(value)) {
    return endOf(value) === "file" ? FILE_PATH : FOLDER_PATH;
  }
  // A site's name, alone or before a path: example.com/pricing.
  const slash = value.indexOf("/");
  if (endOf(slash < 0 ? value : value.slice(0, slash)) === "site") return URL;
  if (endOf(value) === "file") return slash < 0 ? FILE : FILE_PATH;
  // One slash: owner/repo (or a branch, feature/login); more: a folder, src/app/ui.
  if (/^[\w.-]+\/[\w.-]+$/.test(value)) return REPO;
  if (/^[\w.-]+(?:\/[\w.-]+)+\/?$/.test(value)) return FOLDER_PATH;
  // A name of letters, digits and underscores, long enough to be no word: an id.
  if (/\d/.test(value) && /^[\w.-]{6,}$/.test(value) && /[a-z]/i.test(value)) return ID;
  return undefined;
}

/** Whether a value ends as a file's name or a site's. */
function endOf(value: string): "file" | "site" | undefined {
  const dot = value.lastIndexOf(".");
  if (dot < 0 || value.lastIndexOf("/") > dot) return undefined;
  const end = value.slice(dot + 1).toLowerCase();
  return FILE_ENDS.has(end) ? "file" : SITE_ENDS.has(end) ? "site" : undefined;
}
