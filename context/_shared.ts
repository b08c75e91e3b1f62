// A private module: what the listings and standard entries use of this
// entry's private parts, and the one file of it they import that is not a
// public module. Anything else inside context/ may move without them knowing.

export { isMade, madeTool } from "./definition/_made.ts";
export { memo } from "./util/_memo.ts";
export { named } from "./util/_named.ts";
export { attachmentRows } from "./attachments/_check.ts";
export {
  FAILED,
  failureText,
  type OnError,
  onErrorOf,
  report,
  type Where,
} from "./util/_failure.ts";
export { inputCheckOf, inputOrRefusal } from "./check/_check.ts";
export { answerCheckOf, checkAnswer } from "./answer/_output.ts";
export { Refused } from "./wording/_wording.ts";
export { type Exact, exactOf, WRITTEN_FORMATS } from "./json/_json.ts";
export { byType, freeze, withoutNull } from "./json/_nodes.ts";
