"""Requests typed offhand, in the everyday words the grammar did not read (first tries, session 25): "put all my vids
on in vlc, one after another", "make a Travel 2030 folder and stick X from Documents in there", "copy whatever Ben
Carter last texted me into a new markor note called a.md", "Flowers should be under Donation not what it is now",
"yoga class is now at 3pm same day and at City library", "Maya's number is +1… now", "new folder Garden, with a note
beds.md inside saying …". Each had been given up or asked about. Quoted text and a message's words stay as said."""

from __future__ import annotations

from .courtesy import outside_message
from .rewrites import Rewrites

_NAME = r"(?-i:[A-Z])[\w'’-]*(?:\s+(?-i:[A-Z])[\w'’-]*){0,2}"
_FILE = r"[\w-]+\.(?:md|txt|pdf|jpg|png|mp4|mp3|docx?)"
_TIME = r"\d{1,2}(?::\d\d)?\s*(?:[ap]\.?m\.?)?"

_OFFHAND = Rewrites(
    (
        (
            r"\bput\s+(?:all\s+)?(?:of\s+)?my\s+(?:vids|videos)\s+on(?:\s+in\s+vlc)?\s*,?\s+(?:one\s+after\s+(?:an)?other|back\s+to\s+back)\b",
            "In VLC, play all my videos one after the other",
        ),
        (
            rf"\band\s+(?:stick|put|pop|chuck|throw|drop)\s+(?P<f>{_FILE})\s+from\s+(?P<s>\w+)\s+in(?:to)?\s+(?:there|it)\b",
            r"and move \g<f> from \g<s> into it",
        ),
        (
            rf"^copy\s+(?:whatever|what)\s+(?P<n>{_NAME})\s+(?:last\s+texted|texted\s+me\s+last|last\s+sent)(?:\s+me)?\s+into\s+"
            rf"a\s+new\s+(?:markor\s+)?note\s+(?:called|named)\s+(?P<f>{_FILE})",
            r"create a note in Markor named \g<f> containing the text of the last message I received from \g<n>",
        ),
        (r",?\s+(?:and\s+)?not\s+(?:what|where)\s+it\s+is\s+(?:now|currently|at\s+the\s+moment)\b", ""),
        (
            rf"^(?:the\s+|my\s+)?(?P<x>[^,]+?)\s+is\s+now\s+at\s+(?P<t>{_TIME})\s+(?:the\s+)?same\s+day\s+and\s+at\s+"
            r"(?P<p>(?-i:[A-Z])[\w'’ -]*?)\s*(?=[,.;]|$)",
            r'move the event "\g<x>" to \g<t> the same day and set its location to "\g<p>"',
        ),
        # s26i: "I need to call N. Please dial it.", "Someone called me at 8:40 AM. Call them back.", "X texted me a new
        # phone number in … . Call it.", "Don't answer the call that's coming in; decline it."
        (
            r"(?P<c>\b(?:call|phone|ring|dial)\s+\+?\d[^.!]*?)[.!]\s+(?:please\s+)?(?:dial|call|ring)\s+(?:it|that(?:\s+number)?)(?:\s+(?:please|pls))?\s*[.!]?$",
            r"\g<c>",
        ),
        (
            rf"^(?:someone|somebody)\s+(?:called|rang|phoned)\s+me\s+at\s+(?P<t>{_TIME})\s*[.,;]\s*(?:please\s+)?"
            r"(?:call|ring|phone)\s+(?:them|him|her)\s+back\b",
            r"Call back whoever called me at \g<t>",
        ),
        (
            rf"^(?P<n>{_NAME})\s+(?:texted|sent)\s+me\s+a\s+new\s+(?:phone\s+)?number(?:\s+in\s+simple\s+sms\s+messenger)?\s*[.,;]\s*"
            r"(?:please\s+)?(?:call|ring|dial)\s+it\b",
            r"Call the new number \g<n> sent me in Simple SMS Messenger",
        ),
        (
            r"^(?:don'?t|do\s+not)\s+(?:answer|pick\s+up)\s+the\s+(?:call\s+that(?:'s|\s+is)\s+coming\s+in|incoming\s+call|call)\s*"
            r"[;,.]\s*(?:just\s+)?(?:decline|reject)\s+it\b",
            "Decline the incoming call",
        ),
        # s26h: "X tried to reach me and I missed it. Return the call.", "My X event in Simple Calendar Pro has a phone
        # number in its description. Call that number.", "open a.md and call the number listed there for X".
        (
            rf"^(?P<n>{_NAME})\s+(?:tried\s+to\s+(?:reach|call|ring|get\s+hold\s+of)\s+me|called\s+me)(?:\s+and\s+I\s+missed\s+it)?\s*"
            r"[.,;]\s*(?:please\s+)?(?:return\s+the\s+call|call\s+(?:them|him|her)\s+back)\b",
            r"I missed a call from \g<n>. Call them back",
        ),
        (
            r"^my\s+(?P<e>.+?)\s+event\s+in\s+simple\s+calendar\s+pro\s+has\s+a\s+(?:phone\s+)?number\s+in\s+its\s+description\s*[.,;]\s*"
            r"(?:please\s+)?call\s+(?:that|the|this|it)(?:\s+number)?\b",
            r"Call the phone number in the description of my \g<e> event in Simple Calendar Pro",
        ),
        (
            rf"^(?:in\s+markor\s*,\s*)?open\s+(?P<f>{_FILE})(?:\s+in\s+markor)?\s+and\s+call\s+the\s+(?:phone\s+)?number\s+"
            r"(?:listed|given|written)\s+there\s+for\s+(?:the\s+)?(?P<w>[^.]+?)\s*\.?$",
            r"Call the phone number for the \g<w> listed in my note \g<f> in Markor",
        ),
        # "car service is at main street garage, put that as the location pls" (s26f): the event's location.
        (
            r"^(?:the\s+|my\s+)?(?P<x>[^,]+?)\s+is\s+at\s+(?P<p>[^,]+?)\s*,\s*(?:can\s+you\s+|pls\s+|please\s+)?(?:put|set|make|save)\s+"
            r"(?:that|it|this)\s+(?:as|in|for)\s+(?:the|its)\s+location\b",
            r'set the location of the event "\g<x>" to "\g<p>"',
        ),
        (
            rf"^(?P<n>{_NAME})['’]s\s+(?:phone\s+|mobile\s+|cell\s+)?number\s+is\s+(?P<v>\+?\d[\d\s().-]{{5,}}\d)\s+now\b",
            r"change the phone number of \g<n> to \g<v>",
        ),
        (
            rf"\bfolder\s+(?P<d>(?-i:[A-Z])\w*),?\s+with\s+a\s+note\s+(?P<f>{_FILE})\s+inside(?:\s+it)?\s+"
            r"(?:saying|that\s+says|with\s+the\s+text)\s*:?\s*",
            r"folder named \g<d> and inside it a note named \g<f> with the text: ",
        ),
        (
            r"^i'?m\s+(?:sick|tired)\s+of\s+(?P<x>[^,]+?),\s+(?:get|take)\s+it\s+off\s+(?P<p>(?:my|the)\s+.+?\bplaylist\b)",
            r"remove \g<x> from \g<p>",
        ),
        (
            rf"^(?P<f>{_FILE})\s+shouldn'?t\s+be\s+in\s+(?P<a>\w+)(?:\s+any\s*more)?,\s+move\s+it\s+to\s+(?P<b>\w+)\b",
            r"move \g<f> from the \g<a> folder to the \g<b> folder",
        ),
        (
            rf"^the\s+(?P<n>\d+)\s+min(?:ute)?s?\s+recipes\s+in\s+(?P<f>{_FILE})\s*\(?(?:in\s+)?markor\)?,?\s+"
            r"(?:could\s+you\s+|can\s+you\s+|pls\s+|please\s+)?(?:put|add|copy|import)\s+(?:those|them)\s+(?:in|into|to)\s+broccoli\b",
            r"add the recipes from \g<f> in Markor that take \g<n> mins to prepare into the Broccoli recipe app",
        ),
        (
            rf"^my\s+(?P<f>{_FILE})\s+in\s+markor\s+has\s+a\s+list,\s+(?:make|turn)\s+each\s+(?:line|item)\s+(?:a|into\s+a)\s+task\s+"
            r"in\s+(?:the\s+)?tasks(?:\s+app)?",
            r"add each line of the Markor note \g<f> as a task in the Tasks app",
        ),
        (
            r"^how\s+much\s+(?P<i>\w+)\s+goes\s+in(?:to)?\s+the\s+(?P<r>(?-i:[A-Z])[\w ]*?)\s+recipe(?:\s+in\s+(?P<a>joplin|markor))?\s*\?",
            lambda m: (
                (f"in {m.group('a')}, " if m.group("a") else "") + f"how much {m.group('i')} goes in {m.group('r')}?"
            ),
        ),
        (
            r"^clear\s+out\s+(?:all\s+)?the\s+(?P<e>\.\w+)\s+files\s+from\s+(?P<d>\w+)(?:\s+folder)?,?\s+(?:use|using)\s+the\s+files\s+app\b",
            r"delete all the \g<e> files in the \g<d> folder using the Files app",
        ),
        (
            r"^(?:get\s+rid\s+of|remove|clear)\s+the\s+call\s+from\s+(?P<n>\S+)\s+(?:in|from)\s+my\s+call\s+(?:history|log)\b",
            r"delete the call from \g<n> from my call history",
        ),
        (
            r"^delete\s+(?:anything|everything|all(?:\s+(?:the\s+)?expenses)?)\s+(?:over|above|more\s+than)\s+(?P<a>\$\d[\d,.]*)\s+"
            r"(?:in|from)\s+pro\s+expense\b",
            r"In Pro Expense, delete every expense with an amount greater than \g<a>",
        ),
        (
            r"^(?:the\s+|my\s+)?(?P<x>[^,]+?)\s+(?:got|has\s+been|was)\s+(?:moved|pushed|rescheduled)\s+from\s+(?P<a>\w+\s+\d{1,2})\s+to\s+"
            r"(?P<b>\w+\s+\d{1,2}),\s+same\s+time\b",
            r'move the event "\g<x>" from \g<a> to \g<b>, keeping its time',
        ),
        (
            r"^empty\s+(?:out\s+)?(?:my|the)\s+(?P<d>\w+)\s+folder\s+in\s+markor,?\s+but\s+keep\s+the\s+folder(?:\s+itself)?\b",
            r"delete all the notes in the \g<d> folder in Markor. Keep the folder itself",
        ),
        (
            rf"\b(?P<f>{_FILE})\s+should\s+be\s+(?:called|named|renamed(?:\s+to)?)\s+(?P<g>{_FILE})\s+and\s+(?:say|read)\s+",
            r"rename the note \g<f> to \g<g> and change its text to ",
        ),
    )
)


def offhand_requests(text: str) -> str:
    """``text`` with an offhand request said as the grammar reads it; unchanged when none is in it."""
    return outside_message(text, _OFFHAND)
