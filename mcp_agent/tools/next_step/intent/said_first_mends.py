"""Everyday forms met in the first runs of people sets 37 to 40, each mended as a whole class into the wording the
grammar reads, as ``everyday_mends.MENDED`` (``courtesy.plain`` applies them after it, in order, outside quoted text).
Most say the thing first and the request after it ("the 49.50 expense is actually Lunch with Ines, rename it",
"documents folder has receipt_523.pdf, get rid of it") or leave the request unsaid ("pancakes should make 12
servings"), the way people type to a phone."""

from __future__ import annotations

from ..dates import MONTH_NAME

SAID_FIRST = (
    # "there's no Recipes folder yet. Create it": the thing said missing is the one "it" makes.
    (
        r"\bthere(?:'s|’s|\s+is)\s+no\s+(?P<x>(?:[\w'-]+\s+){1,4}?(?:folder|playlist|note|list))\s+(?:yet|so\s+far)\s*(?=[.,;])",
        r"the \g<x> isn't there yet",
    ),
    # "the recipe that serves 5, rename it Quick caesar": the thing said first, then renamed as "it".
    (
        r"^(?P<x>(?:the|my)\s+[^,]+?)\s*,\s*(?:(?:please|pls|just)\s+)?(?:(?:rename|retitle)(?:\s+it)?|call\s+it)\s+(?:to\s+|as\s+)?"
        r"(?P<y>(?!it\s*[.!]?$)[^,]+?)\s*[.!]?$",
        r"rename \g<x> to \g<y>",
    ),
    # "ok I'm done, hang up": what the person is at, said before the request, is no part of it.
    (
        r"^(?:ok(?:ay)?\s*,?\s+)?(?:i'?m|i\s+am|we'?re)\s+(?:done|finished|all\s+done)(?:\s+(?:here|talking|with\s+(?:this|the)\s+call))?"
        r"\s*[,.;-]\s*",
        "",
    ),
    # "start a Gym playlist on vlc - …": a list, a note or a folder started is one made ("start a timer" runs it).
    (r"^start\s+(?=(?:a|an)\s+(?:new\s+)?(?:[\w' ]+\s+)?(?:playlist|note|folder|list)\b)", "create "),
    # "call the team sync event Weekly planning from now on": a record called something is renamed, never rung.
    (
        r"^call\s+(?:the\s+|my\s+)(?P<x>[\w' ]+?)\s+(?P<k>event|expense|recipe|note|task|folder)\s+"
        r"(?P<y>(?-i:[A-Z])[^,]+?)(?:\s+from\s+now\s+on)?\s*[.!]?$",
        r"rename the \g<k> \g<x> to \g<y>",
    ),
    # "the 49.50 expense is actually Lunch with Ines, rename it": what a record really is, then the rename.
    (
        r"^(?P<x>(?:the|my)\s+[^,]+?)\s+(?:is|was)\s+(?:actually|really)\s+(?P<y>[^,]+?)\s*,\s*(?:please\s+)?"
        r"(?:rename|retitle|fix|change)\s+it\s*[.!]?$",
        r"rename \g<x> to \g<y>",
    ),
    # "draft_14.md -> garden_todo.md": a file's new name drawn as an arrow.
    (
        r"^(?P<a>[\w-]+\.(?:md|txt|pdf|docx?|jpe?g|png|mp3|mp4))\s*(?:->|→|=>)\s*(?P<b>[\w-]+\.(?:md|txt|pdf|docx?|jpe?g|png|mp3|mp4))",
        r"rename \g<a> to \g<b>",
    ),
    # "…, and replace its text with: …": the note's new text, said as the grammar's "change its text to".
    (
        r",?\s+and\s+(?:replace|set|overwrite)\s+its\s+(?:text|content|contents)\s+(?:with|to)\s*:?\s*",
        " and change its text to ",
    ),
    # "the 49.50 expense": an expense named by its amount.
    (r"\bthe\s+\$?(?P<a>\d+\.\d{2})\s+expense\b", r"the expense of $\g<a>"),
    # "pancakes should make 12 servings": how many a recipe makes, as it should be.
    (
        r"^(?:the\s+|my\s+)?(?P<x>[\w' ]+?)(?:\s+recipe)?\s+should\s+(?:make|serve|feed|be)\s+(?P<n>\d+)"
        r"(?:\s+(?:servings|people|portions))?\s*[.!]?$",
        r"change the servings of the \g<x> recipe to \g<n> servings",
    ),
    # "greek salad serves how many?": the count asked last.
    (
        r"^(?:the\s+|my\s+)?(?P<x>[\w' ]+?)(?:\s+recipe)?\s+(?:serves|feeds|makes)\s+how\s+many(?:\s+(?:people|servings))?\s*\??$",
        r"how many servings does the recipe \g<x> make?",
    ),
    # "Morning loop was how many km?": the question word said last.
    (
        r"^(?P<x>[^?,]+?)\s+(?P<v>was|is|were|are)\s+how\s+(?P<q>many\s+[\w/]+|long|far)\s*\??$",
        r"how \g<q> \g<v> \g<x>?",
    ),
    # "yoga on the 26th, what time does it start?": the event said first, asked about as "it".
    (
        r"^(?P<x>[^,?]+?)\s*,\s*what\s+time\s+does\s+it\s+(?P<v>start|begin|end|finish)\s*\??$",
        r"what time does \g<x> \g<v>?",
    ),
    # "can car service move from the 25th to the 19th": a move asked for as whether it can be.
    (r"^(?:can|could)\s+(?:we\s+|you\s+)?(?P<x>.+?)\s+(?:move|be\s+moved)\s+(?=(?:from|to)\b)", r"move \g<x> "),
    # "documents folder has receipt_523.pdf, get rid of it": where the file is said first.
    (
        r"^(?:the\s+|my\s+)?(?P<f>\w+)\s+folder\s+has\s+(?P<n>[\w-]+\.\w{2,4})\s*,\s*(?:please\s+)?"
        r"(?P<v>get\s+rid\s+of|delete|remove|trash|bin)\s+it\s*[.!]?$",
        r"\g<v> \g<n> from \g<f>",
    ),
    # "flowers expense should be 77.75 under education": its amount and its category as they should be.
    (
        r"^(?:the\s+|my\s+)?(?P<x>[\w' ]+?)\s+expense\s+should\s+be\s+\$?(?P<a>\d+(?:\.\d{1,2})?)\s+(?:under|in|as)\s+"
        r"(?P<c>[a-z]+)\s*[.!]?$",
        r"the \g<x> expense: make it $\g<a> and \g<c>",
    ),
    # "hana suzuki's number is +1…, save her": the contact stated, then the request.
    (
        r"^(?P<n>[a-z][\w'-]*(?:\s+[a-z][\w'-]*)?)['’]s\s+(?:phone\s+)?number\s+is\s+(?P<num>\+?[\d() .-]{7,}?)\s*,\s*"
        r"(?:please\s+)?(?:save|add|store)\s+(?:her|him|them|it)(?:\s+(?:to|in)\s+(?:my\s+)?contacts)?\s*[.!]?$",
        r"save \g<n> as a contact with the number \g<num>",
    ),
    # "broccoli has some duplicate recipes, clean them up": the duplicates said first, then what to do with them.
    (
        r"^(?:the\s+|my\s+)?(?P<app>\w+(?:\s+\w+)?)\s+has\s+(?:some\s+|a\s+few\s+|got\s+)?(?:duplicate|duplicated|double)\s+"
        r"(?P<k>recipes|notes|expenses|contacts|events|files)\s*,\s*(?:please\s+)?(?:clean\s+(?:them|those|it)\s+up|"
        r"(?:remove|delete|get\s+rid\s+of)\s+(?:them|the\s+(?:extra|duplicate)s?|the\s+copies))\b.*$",
        r"delete the duplicate \g<k> in \g<app>",
    ),
    # "put A, B and C on Road Trip in vlc and start it": songs put on a list named in a player are its playlist's.
    (
        r"^(?!.*\bplaylist\b)(?:add|put)\s+(?P<i>.+?)\s+(?:to|on(?:to)?)\s+(?:my\s+|the\s+)?(?P<p>(?-i:[A-Z])[\w' ]*?)"
        r"(?P<a>\s+(?:in|on)\s+(?:vlc|retro\s+music))(?P<then>\s*,?\s+(?:and\s+)?(?:then\s+)?(?:start|play)\s+it)?\s*[.!]?$",
        r"add \g<i> to the playlist \g<p>\g<a>\g<then>",
    ),
    # "Canal tour was a run actually, change the type": what a track really was, then the request to fix it.
    (
        # the track named, or "my latest track" by its place
        r"^(?P<x>(?-i:[A-Z])[\w' ]*?|(?:my|the)\s+(?:most\s+recent|latest|newest|last)\s+(?:track|activity|recording|workout))"
        r"\s+(?:was|is)\s+(?:actually\s+|really\s+)?an?\s+(?P<k>run|walk|ride|bike\s+ride|swim|hike|jog)"
        r"(?:\s+(?:actually|really))?\s*[,;.]\s*(?:please\s+)?(?:change|fix|correct|update|set)\s+(?:its|the)\s+(?:activity\s+)?type"
        r"\s*[.!]?$",
        r"change the activity type of the track \g<x> to \g<k>",
    ),
    # "no more bluetooth pls": a switch one wants no more of is turned off.
    (r"^no\s+more\s+(?P<s>wi-?fi|bluetooth|mobile\s+data|hotspot|location|nfc)\b", r"turn off \g<s>"),
    # "thesis_draft.txt, is it in the download folder?": the file said first, asked about as "it".
    (
        r"^(?P<f>[\w-]+\.[A-Za-z0-9]{2,4})\s*(?:,|-|–|—)\s*is\s+it\s+(?:still\s+)?in\s+(?P<w>[^?]+?)(?:\s+or\s+not)?\s*\?$",
        r"is \g<f> in \g<w>?",
    ),
    # "recipe_card.jpg in downloads -> scanned_recipe_card.jpg": an arrow rename of a file in a folder.
    (
        r"^(?P<a>[\w-]+\.[A-Za-z0-9]{2,4}\s+in\s+(?:the\s+|my\s+)?\w+)\s*(?:->|→|=>)\s*(?P<b>[\w-]+\.[A-Za-z0-9]{2,4})\s*$",
        r"rename \g<a> to \g<b>",
    ),
    # "after what's playing, queue A and B": where they go said first.
    (
        r"^after\s+what'?s\s+(?:playing|on)(?:\s+now)?\s*,\s*(?:queue(?:\s+up)?|add|put)\s+(?P<i>.+?)\s*[.!]?$",
        r"add \g<i> after what's playing",
    ),
    # "rename the $49.50 one …": an expense named by its amount.
    (r"\bthe\s+\$(?P<a>\d+(?:\.\d{2})?)\s+one\b", r"the expense of $\g<a>"),
    # "new contact lena tanaka, home …": the contact's name said right after the words, dictated.
    (r"^(?:a\s+)?new\s+contact\s+(?=[a-z]+\s+[a-z]+\s*,)", "add a new contact for "),
    # "where's piano lesson?": where a thing of one's own, named bare, is asked as one's own.
    (r"^where(?:'s|\s+is)\s+(?!(?:my|the|a|an|it|this|that)\b)(?P<x>[a-z][\w' ]*?)\s*\?$", r"where is my \g<x>?"),
    # "start Focus from the beginning in vlc": played from its start is played (a player starts a list at its top).
    (
        r"^(?:play|start|put\s+on)\s+(?P<x>(?!(?:a|an|the\s+(?:timer|stopwatch|recording))\b).+?)\s+from\s+the\s+"
        r"(?:start|beginning|top)\b(?=\s+(?:in|on)\s+(?:vlc|retro\s+music)\b|\s*[.!]?$)",
        r"play \g<x>",
    ),
    (r"\bshift\s+(?=(?:every|all|the|my)\b.*\bto\b)", "move "),  # "shift every .txt from downloads to music"
    (r"\bbt\b", "bluetooth"),
    (r"\bline\s+up\b", "queue up"),
    # "call draft_14.md garden_todo.md instead": a file called something else is renamed.
    (
        r"\bcall\s+(?P<a>[\w-]+\.(?:md|txt))\s+(?P<b>[\w-]+\.(?:md|txt))(?:\s+instead)?",
        r"rename \g<a> to \g<b>",
    ),
    (r"\s+and\s+make\s+it\s+(?:say|read)\s*:?\s+", " and change its text to "),
    # "does Party have dog_park.mp4 on it in vlc?": whether an item is on a playlist, asked of the playlist.
    (
        r"^does\s+(?:my\s+|the\s+)?(?P<p>(?-i:[A-Z])[\w' ]*?)(?:\s+playlist)?\s+(?:have|contain|include)\s+(?P<i>[\w-]+\.\w{2,4})"
        r"(?:\s+(?:on|in)\s+it)?(?P<r>\s+(?:in|on)\s+(?:vlc|retro\s+music))?\s*\?$",
        r"is \g<i> in my \g<p> playlist\g<r>?",
    ),
    # "in my Work folder in markor, new note reading_29.md: …", "… make reading_29.md, text: …": where the note goes
    # said first.
    (
        r"^in\s+(?:my\s+|the\s+)?(?P<f>\w+)\s+folder(?P<a>\s+in\s+markor)?\s*,?\s*(?:a\s+)?(?:new|create|make|add)"
        r"(?:\s+a)?(?:\s+(?:new\s+)?note)?\s+(?P<n>[\w-]+\.(?:md|txt))"
        r"(?:\s*:|\s*,\s*(?:text|saying|that\s+says)\s*:?|\s+(?:saying|that\s+says|with\s+the\s+text)\s*:?)\s*",
        r"create a note named \g<n> in the \g<f> folder\g<a> with the text: ",
    ),
    # "Sunday long one - what type of activity was that": the track said first, asked about as "that".
    (
        r"^(?P<x>(?-i:[A-Z])[\w' ]*?)\s*(?:-|–|,)\s*what\s+(?:type|kind)\s+of\s+activity\s+(?:was|is)\s+(?:that|it)\s*\??$",
        r"what activity type is my track \g<x>?",
    ),
    # "18th through 20th march": a span of days said before their month.
    (
        r"\b(?P<a>\d{1,2})(?:st|nd|rd|th)?\s+(?:through|thru|to|till|until|-|–)\s+(?P<b>\d{1,2})(?:st|nd|rd|th)?\s+(?:of\s+)?"
        r"(?P<m>" + MONTH_NAME + r")\b",
        r"from \g<m> \g<a> to \g<m> \g<b>",
    ),
    # "yoga class: 3pm instead, at City library": an event's new hour, and maybe its new place, said after its name.
    (
        r"^(?P<x>[^:,]+?)\s*:\s*(?P<t>\d{1,2}(?::\d\d)?\s*(?:am|pm))\s+instead\s*,\s*(?:and\s+)?(?:now\s+)?at\s+"
        r"(?P<p>(?-i:[A-Z])[^,]*?)\s*[.!]?$",
        r"move \g<x> to \g<t> and set its location to \g<p>",
    ),
    (r"^(?P<x>[^:,]+?)\s*:\s*(?P<t>\d{1,2}(?::\d\d)?\s*(?:am|pm))\s+instead\s*[.!]?$", r"move \g<x> to \g<t>"),
    # "tomas moreau tried to call me, call him back": who called said first.
    (
        r"^(?P<n>[a-z]+\s+[a-z]+)\s+(?:tried\s+to\s+(?:call|reach|ring)\s+me|called(?:\s+me)?|rang(?:\s+me)?)(?:\s+(?:earlier|"
        r"before|just\s+now|today))?\s*,\s*(?:please\s+)?(?:call|ring|phone)\s+(?:him|her|them)\s+back\s*[.!]?$",
        r"call back \g<n>",
    ),
    # "don't need the chicken curry recipe anymore", "errands.md belongs in Archive, not Work": what is true of a
    # record said first, the request it makes left unsaid.
    (
        r"^(?:i\s+)?(?:don'?t|do\s+not|no\s+longer)\s+need\s+(?P<x>(?:the|my|that|this)\s+[^,;]+?\s+(?:recipe|note|expense|"
        r"event|contact|file|playlist|recording|task|track)|[\w-]+\.[A-Za-z0-9]{2,4})(?:\s+(?:any\s?more|now|either))?\s*[.!]?$",
        r"delete \g<x>",
    ),
    # "River path track, how many seconds long": the thing said first, its length asked after with no verb
    (
        r"^(?P<x>[^,?:]+?)\s*(?:,|:|\s[-–—])\s*how\s+(?P<q>many\s+(?:seconds|minutes|hours)\s+long|long)\s*\??$",
        r"how \g<q> is \g<x>?",
    ),
    # "make letter.md, same text as minutes.md": the copy's source said after a comma
    (
        r"(?P<f>[\w-]+\.[A-Za-z0-9]{2,4})\s*,\s*(?:with\s+)?(?:the\s+)?same\s+(?=(?:text|content|contents|words)\s+as\b)",
        r"\g<f> with the same ",
    ),
    # "Focus playlist -> Chill": an arrow rename of a playlist
    (
        r"^(?:the\s+|my\s+)?(?:(?P<a>[^>→=]+?)\s+playlist|playlist\s+(?P<a2>[^>→=]+?))\s*(?:->|→|=>)\s*(?P<b>[^>→=]+?)\s*$",
        lambda m: f"rename the {m.group('a') or m.group('a2')} playlist to {m.group('b')}",
    ),
    # "after this song, Sunday Drive please (vlc)": what plays next, said after when
    (
        r"^after\s+(?:this|the\s+current)\s+(?:song|one|track|video)\s*,?\s*(?:play\s+|put\s+on\s+)?(?P<x>[^,()]+?)"
        r"(?:\s+(?:please|pls))?\s*(?:\((?P<a>vlc|retro\s+music)\)|in\s+(?P<a2>vlc|retro\s+music))?\s*[.!]?$",
        lambda m: (
            f"play {m.group('x')} next"
            + (f" in {m.group('a') or m.group('a2')}" if m.group("a") or m.group("a2") else "")
        ),
    ),
    # "stick Northern Sky then First Light at the end of Chill": songs put at the end of a list named by its name
    (
        r"^(?:add|put|stick|pop)\s+(?P<i>.+?)\s+(?:at|on)\s+the\s+end\s+of\s+(?:my\s+|the\s+)?(?P<p>(?-i:[A-Z])[\w' ]*?)"
        r"(?:\s+playlist)?\s*[.!]?$",
        r"add \g<i> to the end of my \g<p> playlist",
    ),
    # "novel.md and groceries.md can both go", "the lentil soup recipe can go now"
    (
        r"^(?P<x>(?:(?:the|my|that|this)\s+[^,;]+?\s+(?:recipe|note|expense|event|contact|file|playlist|recording|task|track)s?|"
        r"[\w-]+\.[A-Za-z0-9]{2,4})(?:(?:\s*,\s*|\s+and\s+)[\w-]+\.[A-Za-z0-9]{2,4})*)\s+can\s+(?:both\s+|all\s+)?(?:go|be\s+"
        r"(?:deleted|removed|binned|trashed))(?:\s+now)?\s*[.!]?$",
        r"delete \g<x>",
    ),
    # "at the very top of errands.md pls put Send draft to Ines, that one's the most urgent" (set 110): where a line
    # goes said before its verb; a remark on the line after a comma stays after it.
    (
        r"^(?P<w>at\s+the\s+(?:very\s+)?(?:top|start|beginning|end|bottom)\s+of\s+(?:my\s+|the\s+)?(?:note\s+)?"
        r"[\w-]+\.[A-Za-z0-9]{2,4})\s*,?\s+(?:(?:please|pls|plz|just|can\s+you|could\s+you)\s+)*"
        r"(?P<v>put|add|write|insert|type)\s+(?P<x>.+?)(?P<tail>\s*,\s*(?:that|this|it|which)(?:\s+one)?(?:['’]s|\s+is)\s.*)?$",
        r"\g<v> \g<x> \g<w>\g<tail>",
    ),
    (
        r"^(?P<f>[\w-]+\.[A-Za-z0-9]{2,4})\s+(?:belongs|goes)\s+in\s+(?P<rest>[^,;]+?(?:\s*,\s*not\s+(?:in\s+)?[^,;]+?)?)\s*[.!]?$",
        r"\g<f> should be in \g<rest>",
    ),
)
