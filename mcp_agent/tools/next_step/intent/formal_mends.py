"""Forms of formal, verbose business English, as an executive dictates to an assistant or writes an email (people
set 54), each mended as a whole class into the wording the grammar reads, as ``everyday_mends.MENDED``
(``courtesy.plain`` applies them, in order, outside quoted text):

* courtesy around the request carries nothing: "I would be grateful if you could …", "I should be obliged if you
  would …", "Would you be so kind as to …", "be so good as to", "Could you kindly …", "At your earliest
  convenience, …"; "and thereafter" is "and then";
* a question asked through a courtesy ("I should like to know which …", "Please advise which …", "Could you kindly
  confirm what …", "advise me, in minutes, how long …") is a question asked indirectly (indirect_questions.py);
* "please ensure that …", "kindly arrange for X to be …" are read in formal_frames.py, on the whole text;
* the formal word for a plain one: "engagements" (events), "the week ahead", "a single photograph", "place a
  telephone call to", "particulars", "remain outstanding", "is to take place", "Mr Ravi Brennan" (no title in a
  name), "the Files application", "the title alone will suffice" (title only), "the expense entry for Fuel".

A frame is mended only where a request starts (the text's start, or after a sentence's end or a comma), so a
message's own words are never taken for one."""

from __future__ import annotations

from .amounts import EXPENSE_CATEGORIES

# Where a request starts: the text's start, or after a sentence's end, a semicolon or a comma.
_START = r"(?:^|(?<=[.;!?,]\s))"
_GRATEFUL = r"(?:grateful|obliged|delighted|glad|pleased)"
# "I would be grateful if you could", "I should be obliged if you would", "we would appreciate it if you could".
_IF_YOU = (
    rf"(?:i|we)\s+(?:would|should|'d)\s+(?:be\s+(?:most\s+|very\s+|extremely\s+)?{_GRATEFUL}|(?:greatly\s+)?appreciate\s+it)"
    r"\s+if\s+you\s+(?:could|would|might|can|will)\s+(?:kindly\s+|please\s+)?"
)
# "would you be so kind as to", "please be so good as to", "be so kind as to".
_SO_KIND = r"(?:(?:would|could|will)\s+you\s+(?:please\s+|kindly\s+)?|(?:please|kindly)\s+)?be\s+so\s+(?:kind|good)\s+as\s+to\s+"
# "could you kindly", "would you please", "might you".
_COULD_YOU = r"(?:could|would|might|can|will)\s+you\s+(?:kindly|please|possibly)\s+"
# "at your earliest convenience,", "when you have a moment,".
_LEISURE = (
    r"(?:at\s+your\s+(?:earliest\s+)?convenience|when\s+you\s+have\s+a\s+(?:moment|minute)|"
    r"if\s+you\s+would\s+be\s+so\s+kind|if\s+you\s+(?:would|could|please))\s*,?\s*"
)
# "please arrange for", "kindly see to it that", "could you ensure that", "please make certain that".
_ENSURE = (
    r"(?:(?:could|would|will|can)\s+you\s+(?:kindly\s+|please\s+)?|(?:please|kindly)\s+)?"
    r"(?:ensure|see\s+to\s+it|make\s+(?:sure|certain))(?:\s+that)?\s+"
)
_ARRANGE = r"(?:(?:could|would|will|can)\s+you\s+(?:kindly\s+|please\s+)?|(?:please|kindly)\s+)?arrange\s+for\s+"
# "I should like to know", "please advise (me)", "could you kindly confirm", "kindly let me know", "do let me know".
TELL_ME = (
    r"(?:(?:i|we)\s+(?:should|would|'d)\s+(?:like|wish|be\s+interested)\s+to\s+(?:know|learn|ascertain|find\s+out)|"
    r"(?:(?:could|would|will|can)\s+you\s+(?:kindly\s+|please\s+)?|(?:please|kindly|do)\s+)"
    r"(?:advise(?:\s+me)?|confirm(?:\s+for\s+me)?|let\s+me\s+know|inform\s+me|tell\s+me|ascertain))"
    r"(?:\s+(?:as\s+to|of|regarding))?"
)
_WH = r"(?:what|which|when|where|who|whom|whose|how|whether|if)\b"

FORMAL = (
    # "Mr Ravi Brennan": a courtesy title before a first and last name is no part of it ("Dr Patel" may be the name).
    (r"\b(?:mr|mrs|ms|miss|dr)\.?\s+(?=(?-i:[A-Z])[\w'-]+\s+(?-i:[A-Z])[\w'-]+)", ""),
    # "the Files application": the app.
    (r"\b(?P<a>(?-i:[A-Z])\w+)\s+application\b", r"\g<a> app"),
    (r"\bengagement(?P<s>s?)\b", r"event\g<s>"),
    (r"\b(?:the\s+)?(?:week\s+ahead|coming\s+week|forthcoming\s+week)\b", "next week"),
    (
        r"\bthe\s+week\s+being\s+(?:understood|taken|assumed|deemed)\s+to\s+(?:begin|start|commence)\s+(?:on\s+)?(?:a\s+)?",
        "the week starts on ",
    ),
    # "the title alone will suffice": the answer's form, after the question it ends.
    (
        r"[.;,]?\s*(?:the|their)\s+(?P<w>titles?|names?|location|date|time|number)\s+alone\s+(?:will|would|shall)\s+"
        r"(?:suffice|do|be\s+sufficient)\b",
        r"? \g<w> only",
    ),
    (r"\b(?:remains?|are|is)\s+(?:still\s+)?outstanding\b", "are still open"),
    (r"\boutstanding\s+(?=tasks?\b)", "incomplete "),
    (r"\b(?:is|are)\s+(?:due\s+)?to\s+(?:take\s+place|be\s+held)\b", "is"),
    (r"\s+for\s+the\s+time\s+being\b", ""),
    (
        r",?\s+(?:containing|reading|that\s+reads|which\s+reads)\s+(?:the\s+following(?:\s+(?:text|content|words))?|"
        r"the\s+(?:text|content|words))\s*:",
        " with the following text:",
    ),
    (r"\b(?:place|make|put\s+through)\s+a\s+(?:telephone\s+|phone\s+)?call\s+to\b", "call"),
    (rf"{_START}(?:please\s+|kindly\s+)?telephone\s+(?!numbers?\b|calls?\b)", "call "),
    (
        r"\bthe\s+number\s+from\s+which\s+i\s+(?:have\s+)?(?:just\s+)?(?:received|got)\s+an?\s+(?:text|sms)(?:\s+message)?\b",
        "the number that just texted me",
    ),
    # "the expense entry for Fuel": the Fuel expense.
    (
        r"\bthe\s+(?P<k>expense|recipe|contact|event)\s+(?:entry|record|item)\s+(?:for|of|named|called)\s+(?P<n>\w[\w ]*?)"
        r"(?=\s+(?:could|would|should|can|is|be|from|in)\b|[.,;]|$)",
        r"the \g<n> \g<k>",
    ),
    (r"\bentitled\b", "titled"),
    (r"\bphotograph\b", "photo"),
    (r"\ba\s+single\s+(?=photo|picture|video|clip|recording)", "one "),
    (r"\b(?:has|have)\s+been\s+(?=marked\b)", "is "),
    (r"\bthe\s+following\s+(?:sentence|line|words|phrase|passage)\b", "the following"),
    # "should any pop-ups appear, to dismiss them": whatever pop-ups there are, dismissed.
    (
        r"\band,?\s+should\s+any\s+(?P<p>pop-?ups?|dialogs?|prompts?|permission\s+requests?)\s+appear,?\s+(?:to\s+)?"
        r"(?P<v>dismiss|clear|close|accept|allow|grant)\s+them\b",
        r"and \g<v> any \g<p>",
    ),
    (r",?\s+containing\s+(?=the\s+(?:songs?|tracks?|videos?|files?|items?)\b)", " with "),
    (r"\b(?:has|have)\s+just\s+(?=sent\b)", "just "),
    (r"(?P<s>\bsent\s+me\s+[^,;.:]+?)\s+by\s+(?:text(?:\s+message)?|sms)\b", r"\g<s>"),
    (r"\bforward\s+(?:that|this)\s+(?:address|message|text)\b", "forward it"),
    (
        rf"(?<=\d,\s)under\s+(?:the\s+)?(?:category\s+)?(?=(?:{'|'.join(sorted(EXPENSE_CATEGORIES, key=len, reverse=True))})\b(?!\s+folder))",
        "category ",
    ),
    # "a preparation time of 20 mins": the field and its value.
    (r"\b(?:with\s+)?a\s+preparation\s+time\s+of\s+(?=\d)", "preparation time "),
    (r"\bparticulars\b", "details"),
    # "…, and then rename the note to Y": the note the request has just named.
    (
        r"\b(?P<t>then|thereafter|afterwards)\s+(?P<v>rename|move)\s+(?:the|that|this)\s+(?:note|file|document)\s+"
        r"(?=(?:to|as|into)\b)",
        r"\g<t> \g<v> it ",
    ),
    # "any recipes appearing more than once": the duplicates.
    (
        r"\b(?:any|all|those|the)\s+(?P<k>recipes|expenses|notes|contacts|events|tasks|entries)\s+(?:that\s+|which\s+)?"
        r"(?:appearing|appear|entered|listed|recorded|occurring|occur|present)\s+(?:more\s+than\s+once|twice)\b",
        r"the duplicate \g<k>",
    ),
    # "send the entire content of that note": the note just made, sent.
    (
        r"\b(?P<v>send|share|text|forward)\s+(?:the\s+)?(?:entire\s+|whole\s+|full\s+)?(?:content|contents|text)\s+of\s+"
        r"(?:that|this|the)\s+note\b",
        r"\g<v> it",
    ),
    (r"\bthe\s+following\s+details\s*:\s*(?=(?:first|last|full)\s+name\s+(?-i:[A-Z]))", ""),
    (r"\btelephone\s+number\b", "phone number"),
    (r",?\s+with\s+the\s+(?:number|phone(?:\s+number)?)\s+labell?ed\s+(?:as\s+)?", ", label "),
    (rf"{_START}{_LEISURE}(?=\w)", ""),
    (rf"{_START}{_IF_YOU}", ""),
    (r"\band\s+(?:thereafter|subsequently|afterwards)\s+", "and then "),
    (rf"\b{_SO_KIND}", ""),
    (rf"{_START}{_COULD_YOU}(?!(?:advise|confirm|let\s+me|inform|tell\s+me|ascertain)\b)", ""),
    # "please advise which tasks …": a question asked indirectly, read by indirect_questions.py.
    # "advise me, in minutes, how long …": the aside said after the question.
    (
        rf"{_START}{TELL_ME}\s*,\s*(?P<aside>[^,]{{1,30}}?)\s*,\s*(?P<q>{_WH}[^?.;]*?)(?P<end>\s*[?.;]|$)",
        r"i wonder \g<q>, \g<aside>\g<end>",
    ),
    (rf"{_START}{TELL_ME}\s+(?={_WH})", "i wonder "),
)
