"""How people unsure of their phone ask (people set 76): long and polite, the app said vaguely or with a doubt, a
reason or a remark about themselves around the request. Each form is mended as a whole class into the wording the
grammar reads (``courtesy.plain`` applies ``UNSURE`` after ``purpose_mends.BY_PURPOSE``, outside quoted text, and
``unsure_whole`` to the whole text, quotes included):

* a doubt about an app's name ("Markor, I think it's called,", "(I think it's called Broccoli, …)", "Pro Expense I
  think") says no more than the app;
* a remark about themselves after the request ("I'm not very good with these settings.", "I'm no good at copying
  things over.") and why a switch is wanted ("so my hearing aids can connect") carry nothing;
* "look in my calendar and tell me X" is the question X ("the date and time of …" is when it is);
* "I'd like the wifi turned off, and then could you turn on …" is two steps, the first a wish;
* a situation told first and then acted on: a text got and answered, whoever texted called back, an address sent and
  passed on, a note "there" added to, a note written "and named" a file;
* "take out A, B and C" of named records deletes them (outside a message's words), and "leave everything else" or
  "I know a few people called Ravi, it's only Ravi Brennan I mean" after it says nothing more;
* a note asked about as "one of those to-do ones", and "just tell me True or False" after it; "thank you dear";
* "my phone's contacts" are the contacts;
* an event's description said as a step ("in the description please write X", "write 'X' in the description") and
  its length said after it as a sentence ("It will last half an hour"); "put something on my calendar? It's <when>,
  it's called X" (with more said after the title);
* a recipe's or an expense's fields said in sentences ("it makes 2 servings", "it takes 20 mins to prepare", "the
  source is …", "it cost $…", "it goes under Education", "put Monthly in the note"), recipes of a file "that only
  take 10 mins" imported, "jobs in the tasks app", and how long an activity "I went swimming on …" took.

``app_remark`` tells placed_fields.py that an aside about the app ("I think it's called Broccoli", "my grandson set it
up for me") is no field left unplaced.
"""

from __future__ import annotations

import re

from .clauses import KNOWN_APPS
from .rewrites import Replacement, Rewrites

_SWITCH = r"wi-?fi|bluetooth|airplane\s+mode|flight\s+mode|dark\s+mode"
# A doubt about a name: "I think", "I think it's called", "I believe".
_DOUBT = r"(?:i\s+think|i\s+believe|i\s+guess)(?:\s+(?:it['’]?s|that['’]?s|it\s+is)\s+(?:called|named))?"

UNSURE: tuple[tuple[str, Replacement], ...] = (
    # "(I think it's called Broccoli, my granddaughter put it on for me)": a doubt about the app, and who set it up.
    (rf"\s*\(\s*{_DOUBT}\s+(?P<a>(?-i:[A-Z])[\w ]*?)\s*(?:,[^()]*)?\)", r" (\g<a>)"),
    # "in the Markor app, I think it's called, and …", "the notes app, Markor I think,": the doubt says nothing.
    (rf",\s*{_DOUBT}\s*,", ","),
    (rf"\b(?P<a>(?-i:[A-Z])\w*)\s+{_DOUBT}(?=\s*[,)])", r"\g<a>"),
    # "… for me, Pro Expense I think)": who put the app on says nothing either.
    (r"\(\s*the\s+one\s+(?:my|our)\s+\w+\s+(?:put|set|installed)\s+(?:on|up)(?:\s+for\s+me)?\s*,\s*", "("),
    # "…? I'm not very good with these settings.": a remark about the asker, after the request.
    (
        r"(?<=[.?!])\s+i(?:['’]m|\s+am)\s+(?:not\s+(?:very\s+|too\s+|so\s+)?good|no\s+good|hopeless|useless|terrible|"
        r"rubbish)\s+(?:with|at)\s+[^.?!]*[.?!]?\s*$",
        "",
    ),
    # "turn on the bluetooth so my hearing aids can connect": why a switch is wanted.
    (
        rf"\b(?P<s>(?:{_SWITCH})(?:\s+(?:on|off))?)\s+so\s+(?:that\s+)?(?:my|the|i|we)\b[^.?!,]*?\s+(?:can|will|could)"
        r"\s+[^.?!,]*",
        r"\g<s>",
    ),
    # "I'd like the wifi turned off (please)": the switch's state wished for is the step.
    (
        rf"^i['’]?d\s+like\s+(?:the\s+|my\s+)?(?P<s>{_SWITCH})\s+(?:turned|switched|put)\s+(?P<o>on|off)(?:\s+please)?",
        r"turn \g<s> \g<o>",
    ),
    # "…, and then could you turn on …": the next step, asked again.
    (r"\s*,\s*and\s+then\s*,?\s+(?:(?:could|can|would|will)\s+you\s+)?(?:please\s+)?(?=\w)", ", then "),
    # "look in my calendar and tell me the date and time of my next meeting with X": when it is.
    (
        r"^(?:look|check|have\s+a\s+look)\s+(?:in|at|on)\s+(?:my\s+|the\s+)?[\w\s'-]+?\s+and\s+tell\s+me\s+"
        r"(?:the\s+)?(?:date\s+and\s+time|time\s+and\s+date|date|day)\s+of\s+(?P<x>[^.?!]+)",
        r"when is \g<x>?",
    ),
    # "look at my to-do list app and tell me which …": the question itself.
    (
        r"^(?:look|check|have\s+a\s+look)\s+(?:in|at|on)\s+(?:my\s+|the\s+)?[\w\s'-]+?\s+and\s+tell\s+me\s+"
        r"(?=(?:which|what|how|when|where|who|whether|if)\b)",
        "",
    ),
    # "I got a text from +1… and I'd like to answer it. Could you write back to them and say: …": a reply to them.
    (
        r"^i\s+(?:just\s+)?(?:got|have|received|had)\s+(?:a\s+)?(?:text\s+)?message\s+from\s+(?P<n>\+?\d[\d\s()-]*\d|"
        r"(?-i:[A-Z])\w+(?:\s+(?-i:[A-Z])\w+)?)\b[^.?!]*[.?!]\s+(?:(?:could|can|would)\s+you\s+)?(?:please\s+)?"
        r"(?:reply|write\s+back|answer|respond|text\s+back)\s+(?:to\s+)?(?:them|him|her|it)\b",
        r"reply to \g<n>",
    ),
    # "Somebody just sent me a text and I don't know the number. Could you ring them back?": whoever texted, called.
    (
        r"^(?:somebody|someone|a\s+number|some\s+number)\s+(?:just\s+)?(?:sent\s+me\s+a\s+(?:text|message)(?:\s+message)?|"
        r"texted\s+me|messaged\s+me)\b[^.?!]*[.?!]\s+(?:(?:could|can|would)\s+you\s+)?(?:please\s+)?"
        r"(?:call|ring|phone)\s+(?:them|that\s+number|it|him|her)\s+(?:back\s+)?",
        "call back the number that just texted me ",
    ),
    # "Hana Novak sent me the address in a text. Could you send that same address on to Priya Suzuki?": forwarded.
    (
        r"^(?P<a>(?-i:[A-Z])\w+(?:\s+(?-i:[A-Z])\w+)?)\s+(?:just\s+)?(?:sent|texted)\s+me\s+(?:the|an|a)\s+(?P<x>address|"
        r"number|phone\s+number)\b[^.?!]*[.?!]\s+(?:(?:could|can|would)\s+you\s+)?(?:please\s+)?(?:send|forward|pass)\s+"
        r"(?:that|the|this)\s+(?:same\s+)?(?P=x)\s+(?:on\s+|over\s+|along\s+)?to\s+(?P<b>(?-i:[A-Z])\w+(?:\s+(?-i:[A-Z])\w+)?)\s*[?.!]?",
        r"send \g<b> the \g<x> that \g<a> just texted me",
    ),
    # "In my notes there's one called a.txt. At the very end of it could you add: …": added to its bottom.
    (
        r"^(?:in\s+(?:my|the)\s+[\w ]+?\s+)?there['’]?s\s+(?:a\s+note|one|a\s+file)\s+(?:called|named)\s+(?P<f>[\w-]+\.\w{2,4})"
        r"\s*[.,]\s+at\s+the\s+(?:very\s+)?(?:end|bottom)\s+of\s+it\s*,?\s*(?:(?:could|can|would)\s+you\s+)?(?:please\s+)?"
        r"(?:add|put|write)\s*:?",
        r"add to the bottom of \g<f>:",
    ),
    # "…, and name it trip_11.md.": the note written is the file named.
    (
        r"^(?:write|make|create)\s+(?:a\s+)?(?:little\s+|short\s+|new\s+)*note\s+in\s+(?:the\s+)?(?P<a>(?-i:[A-Z])\w+)"
        r"(?:\s+app)?\s*,\s*and\s+(?:name|call)\s+it\s+(?P<f>[\w-]+\.(?:md|txt))\s*[.,]\s+(?:it\s+should\s+say|saying)\s*:?\s*",
        r"create a note \g<f> in \g<a> with the text: ",
    ),
    # "… Then could you send all of that to +1… as a text message?": the note just written, sent.
    (
        r"(?<=[.?!])\s+then\s*,?\s+(?:(?:could|can|would)\s+you\s+)?(?:please\s+)?send\s+(?:all\s+of\s+)?(?:that|it|this)\s+to\s+",
        " Then send it to ",
    ),
    # "I put some things in my spending app by mistake. Could you please take out A, B and C?": deleted from there.
    (
        r"^i\s+(?:put|added|entered|saved|typed)\s+(?:some|a\s+few|two|three|a\s+couple\s+of)\s+(?:things|entries|items|ones)\s+"
        r"(?:in|into|to)\s+(?P<a>[^.?!]+?)\s+by\s+(?:mistake|accident)\s*[.!]\s+(?:(?:could|can|would)\s+you\s+)?(?:please\s+)?"
        r"(?:take\s+out|delete|remove|get\s+rid\s+of)\s+(?P<x>[^.?!]+)",
        r"delete \g<x> from \g<a>",
    ),
    # "I'm trying to keep track of my money in the expenses app. Please add …": what the app is for, then the request.
    (
        r"^i['’]?m\s+trying\s+to\s+(?:keep\s+track\s+of|sort\s+out|tidy\s+up|organi[sz]e)\s+[^.?!]*?\s+(?:in|with)\s+"
        r"(?P<a>[^.?!]+?)\s*[.!]\s+(?:(?:please|could\s+you|can\s+you)\s+)*(?=\w)",
        r"in \g<a>, ",
    ),
    # "Could you put something on my calendar? It's two weeks from today at 3pm, it's called Budget review, …".
    (
        r"^(?:(?:could|can|would)\s+you\s+)?(?:please\s+)?(?:put|add|make)\s+(?:something|an?\s+(?:event|appointment|entry))\s+"
        r"(?:on|in|to|into)\s+(?:my\s+|the\s+)?calendar(?:\s+for\s+me)?\s*[.?!,]\s+it['’]?s\s+(?P<w>[^,]+?)\s*,\s*(?:and\s+)?"
        r"it['’]?s\s+called\s+(?P<t>[^,.]+)",
        r"add \g<t> to my calendar \g<w>",
    ),
    # "put a new recipe into the app where I keep my recipes (Broccoli). It's called Veggie stir fry, the description is
    # …, it makes 2 servings, it takes 20 mins to prepare, the source is …": a recipe's fields said in sentences.
    (
        r"^(?:put|add|save)\s+a\s+(?:new\s+)?recipe\s+(?:in|into|to)\s+[^.?!]*?[.!]\s+it['’]?s\s+called\s+(?P<t>[^,.]+?)\s*,\s*",
        r"add a recipe \g<t>: ",
    ),
    (
        r"(?:,|(?<=:))\s*(?:and\s+)?the\s+(?P<f>description|source|ingredients|directions|method)\s+(?:is|are)\s*:?\s*",
        r", \g<f>: ",
    ),
    (r"(?:,|(?<=:))\s*it\s+(?:makes|serves|feeds)\s+(?P<n>\d+\s+servings?)\b", r", servings: \g<n>"),
    (
        r"(?:,|(?<=:))\s*it\s+takes\s+(?P<n>\d+\s+(?:mins?|minutes|hours?))\s+to\s+(?:prepare|prep|make)\b",
        r", preparation time: \g<n>",
    ),
    # "There's a file called recipes.txt in the notes app, Markor, with some recipes in it. Could you put the ones that
    # only take 10 mins to make into my recipe app?": the recipes of that file that take so long, imported.
    (
        r"^there['’]?s\s+a\s+(?:file|note)\s+(?:called|named)\s+(?P<f>[\w-]+\.\w{2,4})\s+in\s+(?:the\s+|my\s+)?(?:notes\s+app\s*,?\s*)?"
        r"(?P<a>(?-i:[A-Z])\w+)\s*,?(?:\s+with\s+(?:some\s+|a\s+few\s+)?recipes\s+in\s+it)?\s*[.!]\s+"
        r"(?:(?:could|can|would)\s+you\s+)?(?:please\s+)?(?:put|add|copy)\s+the\s+ones\s+that\s+(?:only\s+)?take\s+"
        r"(?P<n>\d+\s*(?:mins?|minutes))(?:\s+to\s+(?:make|prepare|prep))?\s+(?:in)?to\s+",
        r"add the recipes from \g<f> in \g<a> that take \g<n> to prepare into ",
    ),
    # "in the expenses (Pro Expense), add Online course, it cost $436.78, it goes under Education, and put Monthly in the
    # note": an expense, its fields said in sentences.
    (
        r"^in\s+(?:the\s+|my\s+)?expenses(?:\s+app)?\s*(?:\([^()]*\))?\s*,\s*(?:please\s+)?add\s+(?!an?\s+expense)",
        "add an expense: ",
    ),
    (r",\s*it\s+(?:cost|costs|was|came\s+to)\s+(?=[$€£]?\d)", ", "),
    (
        r",\s*(?:and\s+)?it\s+goes\s+(?:under|in|into)\s+(?:the\s+)?(?P<c>(?-i:[A-Z])[\w ]*?)(?:\s+category)?\s*(?=,|$)",
        r", category \g<c>",
    ),
    (
        r",\s*(?:and\s+)?(?:please\s+)?(?:put|write)\s+(?P<n>(?-i:[A-Z])[^,.]*?)\s+(?:in|as)\s+the\s+note\b",
        r", note \g<n>",
    ),
    # "I went swimming on March 13 and I've forgotten how long I was in the pool. … How many minutes was it?": how long
    # that activity took.
    (
        r"^i\s+went\s+(?P<k>swimming|running|cycling|walking|hiking|biking|jogging)\s+(?P<d>on\s+\w+\s+\d{1,2}(?:st|nd|rd|th)?|"
        r"today|yesterday|on\s+\w+day|this\s+\w+day)\b[^?]*?\bhow\s+(?:many\s+minutes|long)\s+(?:was\s+it|did\s+it\s+take|"
        r"it\s+was|i\s+was\s+\w+)\s*,?\s*(?:please\s*)?\?",
        r"how many minutes was my \g<k> activity \g<d>?",
    ),
    # "which of my jobs in the tasks app …": the tasks.
    (
        r"\b(?:my\s+)?(?:jobs|chores|things|items|entries)\s+in\s+(?:the\s+|my\s+)?(?:tasks?|to-?do(?:\s+list)?)(?:\s+app)?\b",
        "my tasks",
    ),
    # "remove Ravi Brennan from my phone's contacts": the contacts.
    (r"\b(?:my\s+)?phone['’]s\s+contacts\b", "contacts"),
)

_OUTSIDE: tuple[tuple[str, Replacement], ...] = (
    # "Could you please take out Farmers market, Train ticket and Winter boots?": named records deleted.
    (r"(?:^|(?<=[.?!]\s)|(?<=\byou\s)|(?<=\bplease\s))take\s+out\s+(?=(?-i:[A-Z]))", "delete "),
    # "…? Leave everything else as it is please.": what is not acted on is left.
    (
        r"(?<=[.?!])\s+(?:please\s+)?leave\s+(?:everything|all\s+the\s+rest|the\s+rest)\s+(?:else\s+)?as\s+it\s+is\b[^.?!]*[.?!]?\s*$",
        "",
    ),
    # "… Be careful, I know a few people called Ravi, it's only Ravi Brennan I mean.": the one named, said again.
    (
        r"(?<=[.?!])\s+(?:we\s+don['’]?t\s+[^.?!]*[.?!]\s+)?(?:(?:please\s+)?be\s+careful\s*,?\s*)?i\s+know\s+(?:a\s+few|several|two|"
        r"some|other)\s+(?:people|persons|others)\s+called\s+\w+\s*[,;.]\s*(?:it['’]?s\s+)?only\s+[^.?!]*?\s+i\s+mean\s*[.!]?\s*$",
        "",
    ),
)

_whole = Rewrites(
    (
        # "… Thank you dear.": a sign-off to the one holding the phone, never a message's last words.
        (r"\s*[.,!]?\s*thank\s+you(?:\s+(?:so|very)\s+much)?\s*,?\s+(?:dear|love|darling|sweetheart)\s*[.!]*\s*$", "."),
        # "the note called 'Fix the bike' — is it one of those to-do ones with the little box?": whether it is a to-do.
        (
            r"^(?:in\s+the\s+(?P<a>\w+)(?:\s+notes)?(?:\s+app)?\s*,\s*)?the\s+note\s+(?:called|named|titled)\s+(?P<q>'[^']*'|\"[^\"]*\"|“[^”]*”)"
            r"\s*[-–—,]+\s*is\s+it\s+(?:one\s+of\s+those\s+|marked\s+as\s+)?(?:a\s+)?to-?do(?:\s+(?:ones?|items?|notes?))?"
            r"(?:\s+with\s+the\s+(?:little\s+)?(?:tick\s+)?box)?\s*\?",
            lambda m: f"is the note {m.group('q')} a to-do" + (f" in {m.group('a')}" if m.group("a") else "") + "?",
        ),
        # "…a to-do in Joplin? Just tell me True or False please.": how a to-do's answer is said (a yes or no stays).
        (
            r"(?P<q>\bto-do(?:\s+in\s+\w+)?\?)\s+(?:just\s+)?(?:tell\s+me|say)\s+true\s+or\s+false\b[^.?!]*[.?!]?\s*$",
            r"\g<q>",
        ),
        # "…, and in the description please write X", "In the description put 'X'": the description.
        (
            r"\s*[.,;]?\s*(?:and\s+)?in\s+the\s+description\s*,?\s*(?:(?:please|could\s+you|can\s+you|just)\s+)*"
            r"(?:write|put|type|say)\s*:?\s*",
            ", description: ",
        ),
        # "And please write 'X' in the description": the description, said before where it goes.
        (
            r"\s*[.,;]?\s*(?:and\s+)?(?:please\s+)?(?:write|put|type)\s+(?P<q>\"[^\"]*\"|“[^”]*”|'[^']*')\s+"
            r"(?:in|as|for)\s+(?:the|its)\s+description\b",
            r", description: \g<q>",
        ),
        # "… front desk. It will last half an hour": the length, said as a sentence of its own after a value.
        (r"\s*[.,;]\s+it\s+(?:will|['’]ll|should|is\s+going\s+to|is\s+to)\s+(?=last\b)", ", "),
    )
)


def unsure_whole(text: str) -> str:
    """``text`` with the forms that span its quotes mended: an event's description said as a step."""
    return _whole(text)


UNSURE_OUTSIDE_MESSAGES = _OUTSIDE

_KNOWN_APP = "|".join(re.escape(app) for app in KNOWN_APPS)
# "I think it's called Broccoli", "Pro Expense I think", "my granddaughter put it on for me": an aside about the app.
_APP_REMARK = re.compile(
    rf"^(?:(?:{_DOUBT})\s+(?:{_KNOWN_APP})|(?:{_KNOWN_APP})\s+{_DOUBT}|"
    r"(?:the\s+one\s+)?(?:my|our)\s+(?:son|daughter|grandson|granddaughter|grandkids?|grandchildren|niece|nephew|"
    r"husband|wife|neighbou?r|friend)\s+(?:put|set|installed|added)(?:\s+it)?(?:\s+(?:on|up))?(?:\s+for\s+(?:me|us))?)$",
    re.I,
)


def app_remark(piece: str) -> bool:
    """Whether an aside's piece only says which app is meant, with a doubt, or who set the app up for the asker."""
    return _APP_REMARK.match(piece.strip()) is not None
