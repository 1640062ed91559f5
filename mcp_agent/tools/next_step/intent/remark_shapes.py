"""The shapes of a remark that names something a request then refers back to (remark_references.py reads them):
a thing and where it belongs, a thing where it should not be, something one no longer eats or uses, a record made by
mistake, a reply owed, something a person sent, a call not taken, a message that did not arrive, a named record and
what became of it, a day that is off, the record meant described first. Each shape's named groups say what it names
(``thing``, ``person``, ``place``, ``source``, ``day`` …); kept apart from the reading so each stays one job."""

from __future__ import annotations

import re

from .conversation_steps import PHONE_NUMBER

NAME = r"(?-i:[A-Z][\w'’-]*(?:\s+[A-Z][\w'’-]*){0,3})"
_WHO = rf"(?:{NAME}|{PHONE_NUMBER})"
# What a remark says on the way, carrying nothing: "ugh", "I think", "lol", "now", "again".
# A statement the remark is joined to ("I forget where it is but Hana texted me the address") says nothing of it.
_OPENING = (
    r"^(?:[^,.;]*?\s+(?:but|and|so)\s+)??(?:(?:ugh|argh|oops|damn|meh|welp|ok(?:ay)?\s+so|so|well|btw|fyi)[,!.]?\s+)*"
    r"(?:i\s+think\s+|i\s+guess\s+|apparently\s+|looks\s+like\s+|seems\s+like\s+)?"
)
_TRAILING = (
    r"(?:\s+(?:lol|lmao|haha+|tbh|honestly|now|right\s+now|for\s+now|at\s+the\s+moment|anymore|any\s+more|for\s+good|"
    r"ever\s+again|again|either))*"
)
FILE = r"[\w-]+\.[A-Za-z0-9]{2,4}"
# A verb that says something of the record rather than which one it is ("… was a mistake").
_VERDICT = r"(?:is|was|are|were|has|had|should|shouldn'?t|isn'?t|wasn'?t|needs|looks)"
KINDS_SAID = r"note|recipe|file|expense|contact|event|recording|photo|video|playlist|song"
_MESSAGE = r"(?:msg|message|text|sms)"
# A record's field said with no record of its own ("set the prep time to 45 mins"): it belongs to the record a remark
# before it names ("Fish tacos take way longer than I wrote, …").
OWNERLESS_FIELD = (
    r"\bthe\s+(?:prep(?:aration)?\s+time|cook(?:ing)?\s+time|servings|directions|description|ingredients|amount|"
    r"category|location|duration)\b(?!\s+(?:of|for|on|in|from)\b)"
)
# Each shape of a remark that names something, the name of each group saying what it names.
REMARKS: tuple[re.Pattern[str], ...] = tuple(
    re.compile(_OPENING + shape + _TRAILING + r"[\s.!]*$", re.I)
    for shape in (
        # A thing and where it goes: "a.md belongs in Archive", "the grocery note should be in Work".
        r"(?P<thing>(?:the\s+|my\s+)?[\w.-]+(?:\s+(?!(?:is|was|sits|lives|but)\b)[\w.-]+){0,4}?)"
        # where it is now, said on the way: "a.pdf is in Download but belongs in Documents"
        r"(?:\s+(?:is|was|sits|lives)\s+(?:in|on)\s+(?P<now>(?:the\s+|my\s+)?[\w-]+(?:\s+folder)?),?\s+but)?"
        r"\s+(?:belongs|should\s+(?:be|go|live)|"
        r"needs\s+to\s+(?:be|go)|has\s+to\s+(?:be|go)|must\s+(?:be|go)|goes|is\s+supposed\s+to\s+be|ought\s+to\s+be)\s+"
        r"in(?:to|side)?\s+(?P<place>(?:the\s+|my\s+)?[\w-]+(?:\s+[\w-]+)?(?:\s+folder)?(?:\s+(?:in|on)\s+\w+)?)",
        # A thing where it should not be: "the Fuel shouldn't be in my expenses", "I got refunded for the Fuel so it
        # isn't meant to be in my expenses".
        r"(?:i\s+(?:got|was)\s+(?:refunded|reimbursed|my\s+money\s+back)\s+for\s+(?P<refunded>[\w' -]+?)\s+so\s+it|"
        r"(?P<misplaced>(?:the\s+|my\s+)?[\w.-]+(?:\s+[\w.-]+){0,4}?))\s+(?:shouldn'?t|should\s+not|doesn'?t\s+need\s+to|"
        r"isn'?t\s+(?:meant|supposed)\s+to)\s+(?:be|stay)\s+(?:in|on)\s+(?P<source>(?:the\s+|my\s+)?[\w-]+(?:\s+[\w-]+)??)",
        # Something one no longer eats, makes or uses: "I'm off eggs", "I'm never making X again".
        r"(?:i'?m|i\s+am)\s+(?:so\s+|really\s+)?(?:off|allergic\s+to|avoiding|done\s+with|sick\s+(?:of|and\s+tired\s+of)|"
        r"tired\s+of|bored\s+(?:of|with)|fed\s+up\s+with|over|cutting\s+out|giving\s+up)\s+"
        r"(?P<thing>[\w' -]+?)",
        r"(?:i'?m|i\s+am)\s+(?:never|not|no\s+longer)\s+(?:going\s+to\s+|gonna\s+)?(?:making|make|cooking|cook|baking|"
        r"bake|eating|eat|using|use|buying|buy)\s+(?:the\s+|that\s+|my\s+)?(?P<thing>[\w' -]+?)",
        # (the "I" often left out, as people thumb it: "never listen to Road Trip anymore")
        r"(?:i\s+)?(?:don'?t|can'?t|cannot|won'?t|will\s+never|no\s+longer|never)\s+(?:eat|use|cook|make|bake|buy|want|need|"
        r"listen\s+to|watch|play)\s+(?:the\s+|that\s+|my\s+)?(?P<thing>[\w' -]+?(?:\.\w{2,4}\b[\w' .-]*?)?)",
        # A record of something that never happened: "I never bought Fuel", "I didn't pay for the Taxi".
        r"i\s+(?:never|didn'?t|did\s+not)\s+(?:bought|buy|paid\s+for|pay\s+for|ordered|order|spent\s+(?:anything|money)\s+on|"
        r"spend\s+(?:anything|money)\s+on|went\s+to|go\s+to|had|have)\s+(?:the\s+|that\s+|any\s+|a\s+|an\s+)?"
        r"(?P<thing>[\w' -]+?)",
        rf"(?:the\s+)?(?P<thing>(?-i:[A-Z])[\w' -]*?)(?:\s+(?:{KINDS_SAID}))?\s+(?:wasn'?t|was\s+not)\s+(?:me|mine|my\s+doing)",
        # A record made by mistake: "I logged Gym and Flowers by mistake", "I accidentally added the Taxi expense".
        r"i\s+(?:(?:accidentally|mistakenly|wrongly)\s+)?(?:logged|added|entered|put\s+in|saved|made|created|booked)\s+"
        rf"(?:the\s+|a\s+|an\s+)?(?P<thing>(?-i:[A-Z0-9])[\w' -]*?)(?:\s+(?:{KINDS_SAID})s?)?"
        r"(?:\s+(?:by\s+mistake|by\s+accident|in\s+error|accidentally|twice))?"
        r"(?:\s+(?:in|to|into)\s+(?P<kept>(?:my\s+|the\s+)?(?:pro\s+expense|broccoli|markor|(?:simple\s+)?calendar(?:\s+pro)?|"
        r"expenses|recipes|notes|contacts)))?(?:\s+(?:by\s+mistake|by\s+accident|in\s+error|accidentally|twice))?",
        r"i(?:'ve|\s+have)?\s+(?:gave|given)\s+up\s+(?P<thing>[\w' -]+?)",
        r"i\s+(?:really\s+|just\s+|totally\s+)?(?:love|like|adore)\s+(?P<thing>(?-i:[A-Z0-9])[\w' -]*?)",  # "i love Neon Rain"
        # A reply owed: "I owe +1… a reply", "I never answered Ana".
        rf"i\s+owe\s+(?P<person>{_WHO})\s+(?:a\s+(?:reply|response|text|message|call(?:\s+back)?)|an\s+answer)",
        rf"i\s+(?:never|didn'?t|haven'?t|forgot\s+to)\s+(?:answer(?:ed)?|repl(?:y|ied)\s+to|text(?:ed)?\s+back)\s+"
        rf"(?P<person>{_WHO})",
        # Something a person sent: "Hana sent me an address", "I got a number from Ben".
        rf"(?P<person>{_WHO})\s+(?:just\s+)?(?:sent|texted|messaged|gave)\s+me\s+(?:an?|the|their|his|her)\s+"
        r"(?P<sent>address|location|phone\s+number|number|code|link)(?:\s+(?:for|of|to)\s+(?:the|my|our|her|his|their)\s+[\w' -]+?)?",
        rf"i\s+(?:just\s+)?(?:got|received)\s+(?:an?|the)\s+(?P<sent>address|location|phone\s+number|number|code|link)\s+"
        rf"from\s+(?P<person>{_WHO})",
        # A call one did not take: "someone called while I was out", "I missed a call".
        r"(?:someone|somebody|a\s+number|some\s+number)\s+(?:just\s+)?(?:called|rang|phoned|tried\s+(?:to\s+call|calling))"
        r"(?:\s+me)?(?P<missed>\s+(?:while|when)\s+i\s+(?:was|wasn'?t)\s+[\w' ]+|\s+and\s+i\s+(?:missed\s+it|didn'?t\s+"
        r"(?:pick\s+up|answer)))?(?:\s+(?:earlier|today|just\s+now|this\s+morning))?",
        r"(?P<missed>i\s+(?:just\s+)?(?:missed|didn'?t\s+(?:pick\s+up|answer|get))\s+(?:a|some(?:one'?s)?)\s+call)"
        r"(?:\s+(?:while|when)\s+i\s+(?:was|wasn'?t)\s+[\w' ]+)?(?:\s+(?:earlier|today|just\s+now|this\s+morning))?",
        # A message that did not arrive: "my msg to Greta failed", "the text I sent Ana never arrived".
        rf"(?:my|the)\s+(?:last\s+|latest\s+)?{_MESSAGE}\s+(?:(?:that\s+)?i\s+(?:just\s+)?sent(?:\s+to)?|to)\s+"
        rf"(?P<recipient>{_WHO})\s+(?:just\s+|earlier\s+)?(?:failed|bounced|didn'?t\s+(?:go\s+through|send|arrive|"
        r"get\s+there|deliver)|never\s+(?:arrived|went\s+through|got\s+there|sent)|wasn'?t\s+delivered|did\s+not\s+(?:send|arrive))",
        # The same with the doubt said of one's thinking: "I don't think my last text to Greta went through".
        rf"i\s+(?:don'?t|do\s+not)\s+think\s+(?:that\s+)?(?:my|the)\s+(?:last\s+|latest\s+)?{_MESSAGE}\s+(?:(?:that\s+)?i\s+"
        rf"(?:just\s+)?sent(?:\s+to)?|to)\s+(?P<recipient>{_WHO})\s+(?:just\s+|earlier\s+)?(?:went\s+through|sent|arrived|"
        r"got\s+there|was\s+delivered|got\s+delivered)",
        # The same, said by whom it did not reach: "Greta says she never got my last message", "Ana told me my
        # text didn't arrive".
        rf"(?P<recipient>{_WHO})\s+(?:says|said|tells\s+me|told\s+me|claims|mentioned)\s+(?:that\s+)?"
        rf"(?:(?:she|he|they)\s+(?:never\s+(?:got|received|saw)|didn'?t\s+(?:get|receive|see)|hasn'?t\s+(?:got(?:ten)?|"
        rf"received|seen)|did\s+not\s+(?:get|receive))\s+my\s+(?:last\s+|latest\s+)?{_MESSAGE}(?:\s+about\s+[\w' ]+?)?|"
        rf"my\s+(?:last\s+|latest\s+)?{_MESSAGE}(?:\s+about\s+[\w' ]+?)?\s+(?:never\s+(?:arrived|came|got\s+there)|didn'?t\s+(?:arrive|come\s+through|go\s+through)))",
        # A named record and what became of it: "that Fuel expense was refunded", "the Pancakes recipe is bad", its
        # name typed in lower case as well ("the fuel expense got reimbursed"), never a record picked by its place
        # ("the last note").
        # (several at once, set 110: "the winter boots, train ticket and farmers market expenses were all refunded")
        rf"(?:that|the|this|my|those|these)\s+(?P<kinded>(?!(?:last|latest|newest|oldest|first|other|same|new|old)\b)[A-Za-z0-9]"
        rf"[\w' ,-]*?\s+(?:{KINDS_SAID})s?)\s+(?:{_VERDICT}|got|isn'?t|have\s+been)\b"
        r"[\w' -]*",
        # A file one has and does not need: "there's a file a.pdf in Documents I don't need" (only then: "there's a
        # recipes.txt in markor — add …" points at it as a source, not at a thing to act on).
        rf"there'?s\s+(?:a|an|this|that)\s+(?:(?:{KINDS_SAID})\s+)?(?:called\s+|named\s+)?(?P<file>{FILE})"
        r"(?:\s+in\s+(?P<now>(?:the\s+|my\s+)?[\w-]+)(?:\s+folder)?)?"
        r"\s+(?:that\s+)?i\s+(?:don'?t|do\s+not|no\s+longer)\s+(?:need|want|use)",
        # Someone one no longer keeps up with: "I don't talk to Ravi Brennan anymore".
        rf"i\s+(?:don'?t|do\s+not|no\s+longer|never)\s+(?:talk|speak)\s+to\s+(?P<gone>{NAME})",
        # A day that is off: "this Saturday isn't happening anymore", "Friday is cancelled".
        r"(?P<day>(?:this\s+|next\s+)?(?:mon|tues|wednes|thurs|fri|satur|sun)day|tomorrow|today)\s+"
        r"(?:isn'?t|is\s+not|won'?t\s+be)\s+happening|"
        r"(?P<offday>(?:this\s+|next\s+)?(?:mon|tues|wednes|thurs|fri|satur|sun)day|tomorrow)\s+(?:is|got)\s+"
        r"(?:cancell?ed|off|called\s+off)",
        # The record meant, described first: "whatever note I created most recently in markor", "the recipe I added
        # yesterday".
        rf"(?:the|whatever|whichever)\s+(?P<described>(?:{KINDS_SAID})\s+(?:that\s+|which\s+)?(?:i|we)(?:\s+(?!{_VERDICT}\b)[\w']+)+)",
        # Something that was not one's own (people set 110): "the flowers weren't for me they were a donation".
        r"(?:the|my|that|those|these)\s+(?P<thing>(?!(?:last|latest|newest|first|other)\b)[\w' -]+?)\s+"
        r"(?:wasn'?t|weren'?t|was\s+not|were\s+not|isn'?t|aren'?t)\s+(?:really\s+|actually\s+)?(?:for\s+(?:me|us)|mine|ours)"
        r"(?:\s*[,;]?\s+(?:it|they|that|those)(?:\s+(?:was|were|is|are)|'s|'re)\s+[\w' -]+)?",
        # Something nobody at home eats or uses any more: "nobody in this house eats the chicken curry any more".
        r"(?:nobody|no\s*-?\s*one)\s+(?:(?:in\s+(?:this|my|our|the)\s+(?:house(?:hold)?|family|home|flat)|here|at\s+home)\s+)?"
        r"(?:ever\s+)?(?:eats|likes|wants|uses|makes|cooks|listens\s+to|watches|plays|needs)\s+(?:the\s+|that\s+|my\s+|our\s+)?"
        r"(?P<thing>[\w' -]+?)",
        # Something nearly left out: "nearly forgot Coffee filters!!" (never "forgot where …" or "forgot to …").
        r"(?:i\s+)?(?:(?:nearly|almost|totally|completely)\s+)?(?:forgot|forget)\s+(?:about\s+)?"
        r"(?!(?:where|what|when|who|how|which|whether|if|to|that|it|them)\b)(?P<thing>[\w' -]+?)",
        # A call in the log one does not want: "there's a call from 266 555 4888 in my call history, its spam".
        rf"there(?:'?s|\s+is)\s+(?:a|an|this|that|one)\s+(?P<logged>(?:missed\s+|incoming\s+)?call\s+from\s+{_WHO})\s+"
        r"(?:in|on)\s+(?P<log>(?:my|the)\s+(?:call\s+)?(?:history|log|recents|list))(?:\s*[,;]?\s+(?:it'?s|its|it\s+is|"
        r"that'?s|which\s+is)\s+(?:just\s+|obviously\s+|clearly\s+)?(?:spam|junk|a\s+scam|a\s+wrong\s+number|a\s+robocall|"
        r"telemarketing|rubbish))?",
        # A record whose figure was written wrong: "Fish tacos take way longer then I wrote" (what is set next is its).
        r"(?:the\s+|my\s+)?(?P<thing>[\w' -]+?)\s+(?:takes?|took|needs?|serves?|makes?|feeds?|lasts?|costs?)\s+"
        r"(?:way\s+|much\s+|a\s+lot\s+|far\s+|a\s+bit\s+)?(?:longer|shorter|more|less|fewer|quicker|faster)(?:\s+[\w']+){0,3}?\s+"
        r"(?:than|then)\s+(?:i|what\s+i)\s+(?:wrote|put|typed|said|entered|had|saved)(?:\s+(?:it\s+)?(?:down|in))?",
        # Whom to answer, said first: "whoever sent me the last text", "the person who texted me last".
        rf"(?P<latest>whoever|the\s+(?:person|one|number)\s+(?:who|that))\s+(?:(?:just\s+)?sent\s+me\s+the\s+"
        rf"(?:last|latest|most\s+recent|newest)\s+{_MESSAGE}|(?:last\s+|just\s+)?(?:texted|messaged)\s+me(?:\s+last)?)",
    )
)
