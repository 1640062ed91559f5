"""Requests said inside the situation that prompts them, read as the request they make (first tries, session 22):
"Maya Okafor changed her number to +1…, can you update it", "my new coworker Hana Suzuki, her number is +1…, save
her", "I want a new folder, Music backup, in Files", "the one that makes 5 servings should be called X", "how long was
I on the phone with X last time?", "I forgot what I wrote in ideas_71.txt, can you read it to me?", "the text I just
sent X didn't send, try again", "I don't want to take this call", "I need a.png in B as well, it's in A". Each had been given up or asked about. Quoted text and a message's words stay as said."""

from __future__ import annotations

from .courtesy import outside_message, past_remark
from .rewrites import Rewrites

_NAME = r"(?P<n>(?-i:[A-Z])[\w'’-]*(?:\s+(?-i:[A-Z])[\w'’-]*){0,3})"
_NUMBER = r"(?P<v>\+?\d[\d\s().-]{5,}\d)"
_PRONOUN = r"(?:her|his|their|its)"
_FILE = r"(?P<f>[\w-]+\.\w{2,4})"
_FOLDER = r"(?:the\s+|my\s+)?(?P<{}>(?-i:[A-Z])\w*)(?:\s+folder)?"

_SITUATED = Rewrites(
    (
        # "Maya Okafor changed her number to +1…, can you update it": the contact's number changed.
        (
            rf"^{_NAME}(?:\s+(?:has\s+)?(?:changed|got|has)\s+(?:a\s+new\s+(?:phone\s+)?number|{_PRONOUN}\s+(?:phone\s+)?number)"
            rf"(?:\s+(?:changed\s+)?to|\s*[,:]|\s+(?:it'?s|which\s+is))"
            # ("Maya got a new phone, her number is +1… now", "Maya's number is +1… now": told, the contact is behind)
            rf"|\s+(?:has\s+)?(?:got|has|bought)\s+a\s+new\s+phone\s*(?:[,;:]|\s[-–—]|\s+and)\s*{_PRONOUN}\s+(?:new\s+)?"
            r"(?:phone\s+)?number\s+is(?:\s+now)?|['’]s\s+(?:new\s+)?(?:phone\s+)?number\s+is\s+now)"
            rf"\s*{_NUMBER}(?:\s+now)?\s*"
            r"(?:[,.;]\s*(?:so\s+)?(?:please\s+|pls\s+|can\s+you\s+|could\s+you\s+)?(?:update|change|fix|save)\s+(?:it|that|"
            rf"{_PRONOUN}\s+contact|the\s+contact)(?:\s+please)?)?\s*[.!?]?$",
            r"change the phone number of \g<n> to \g<v>",
        ),
        # "my new coworker Hana Suzuki, her number is +1…, save her": a new contact with that number.
        (
            rf"^(?:(?:my|a|our)\s+(?:new\s+)?(?-i:[a-z])[\w-]*(?:\s+(?-i:[a-z])[\w-]*)?\s+)?{_NAME}\s*[,.;]\s*{_PRONOUN}\s+(?:phone\s+)?"
            rf"number\s+is\s+{_NUMBER}\s*[,.;]\s*(?:please\s+|pls\s+|can\s+you\s+)?(?:save|add)\s+(?:her|him|them)"
            r"(?:\s+(?:as\s+a\s+contact|to\s+(?:my\s+)?contacts))?\s*[.!?]?$",
            r"create a new contact for \g<n> with the number \g<v>",
        ),
        # "hana suzuki's number is +1 970 555 1889, add her as a contact": a new contact with that number.
        (
            rf"^(?P<n>[A-Za-z][\w-]*(?:\s+[A-Za-z][\w-]*){{0,2}})['’]s\s+(?:phone\s+|cell\s+|mobile\s+)?number\s+is\s+"
            rf"{_NUMBER}\s*[,.;]\s*(?:so\s+)?(?:please\s+|pls\s+|can\s+you\s+)?(?:save|add)\s+(?:her|him|them)"
            r"(?:\s+(?:as\s+a\s+(?:new\s+)?contact|to\s+(?:my\s+)?contacts))?\s*[.!?]?$",
            r"create a new contact for \g<n> with the number \g<v>",
        ),
        # "I want a new folder, Music backup, in Files": the folder's name set off by commas.
        (
            r"^(?:i\s+(?:want|need)|i['’]?d\s+like|can\s+i\s+(?:get|have))\s+(?:a\s+)?new\s+folder\s*,\s*(?P<f>[^,]+?)\s*,?\s*"
            r"(?P<w>(?:in|on)\s+(?:the\s+)?\w+(?:\s+app)?)\s*[.!]?$",
            r"create a new folder called \g<f> \g<w>",
        ),
        # "the one that makes 5 servings should be called X": the recipe of that many servings renamed.
        (
            r"^the\s+(?:one|recipe)\s+(?:that\s+|which\s+)?(?:makes|serves|has|with)\s+(?P<k>\d+)\s+(?:servings?|people|portions)?\s*"
            r"should\s+(?:now\s+)?be\s+(?:called|named)\s+",
            r"rename the recipe with \g<k> servings to ",
        ),
        # "how long was I on the phone with X last time?": the length of the last call with them.
        (
            r"^how\s+long\s+was\s+I\s+on\s+the\s+phone\s+with\s+(?P<x>.+?)\s+(?:the\s+)?last\s+time\b",
            r"how long was my last call with \g<x>",
        ),
        # "the text I just sent Greta didn't send, try again": that message sent again.
        (
            rf"^(?:the|my)\s+(?:text|message|sms)\s+I\s+(?:just\s+)?sent\s+(?:to\s+)?{_NAME}\s+(?:didn'?t|did\s+not|"
            r"failed\s+to|never)\s+(?:send|go\s+(?:through|out)|deliver|sent|went\s+through)\b.*$",
            r"resend the message I just sent to \g<n>",
        ),
        # "I don't want to take this call, reject it": the ringing call declined.
        (
            r"^i\s+(?:don'?t|do\s+not)\s+(?:want\s+to|wanna)\s+(?:take|answer|pick\s+up)\s+(?:this|the|that)\s+call\b"
            r"(?!.*\b(?:later|back|text|message)\b).*$",
            "decline the incoming call",
        ),
        # "I forgot what I wrote in ideas_71.txt, can you read it to me?": what the note says.
        (
            r"^i\s+(?:forgot|forget|can'?t\s+remember|don'?t\s+remember)\s+what\s+(?:i\s+(?:wrote|put)|it\s+says|is)\s+in\s+"
            r"(?:my\s+|the\s+)?(?:note\s+)?(?P<f>[\w-]+\.(?:md|txt))\b.*$",
            r"what does \g<f> say?",
        ),
        # "Chris Young asked if I have them - reply yes, I have them": the reply said last, to whoever asked.
        (
            rf"^{_NAME}\s+(?:just\s+)?(?:asked|wants\s+to\s+know|wanted\s+to\s+know|texted|messaged)\b[^-–—:;]*?(?:\s[-–—]|[:;.])\s*"
            r"(?:so\s+)?(?:please\s+|pls\s+)?(?:reply|answer|write\s+back|text\s+back|tell\s+(?:him|her|them))\s*:?\s+"
            r"(?P<b>[^\"“].*?)\s*[.!]?$",
            r"reply '\g<b>' to \g<n>",
        ),
        # "reply to chris young - yes, I have them": the reply after a dash, to a name said in lower case.
        (
            # (a colon's form is read as it is: what follows it is the message's own)
            r"^(?:please\s+)?reply\s+to\s+(?P<n>[A-Za-z][\w'-]*\s+[A-Za-z][\w'-]*)\s+[-–—]\s*(?P<b>[^\"“].*?)\s*[.!]?$",
            r"reply '\g<b>' to \g<n>",
        ),
        # "Fatima Noor - tell her the book was great": the person said first, then what to tell them.
        (
            rf"^{_NAME}\s*(?:[-–—:,;])\s*(?:please\s+)?(?P<v>tell|text|message|ask)\s+(?:her|him|them)\s+",
            r"\g<v> \g<n> ",
        ),
        # "I missed a call a moment ago. Return it.": the last missed call returned (first tries, session 29).
        (
            r"^i\s+(?:just\s+)?missed\s+a\s+call(?:\s+(?:a\s+(?:moment|minute|second|few\s+minutes)\s+ago|just\s+now))?\s*"
            r"(?:[,.;!]|\s[-–—])\s*(?:so\s+)?(?:please\s+|pls\s+|can\s+you\s+)?(?:return\s+(?:it|that(?:\s+call)?)|"
            r"(?:call|ring|phone)\s+(?:them|it|that\s+number)\s+back)(?:\s+please)?\s*[.!?]?$",
            "call back my last missed call",
        ),
        # "Whoever just tried to call me, call them back …": the latest call returned.
        (
            r"^whoever\s+(?P<w>just\s+)?(?P<v>tried\s+to\s+(?:call|ring|reach)|called|rang|phoned)\s+me\s*(?:[,;]|\s[-–—])\s*"
            r"(?:please\s+|pls\s+)?(?:call|ring|phone)\s+(?:them|him|her)\s+back\b",
            r"call back whoever \g<w>\g<v> me",
        ),
        # "My Vet visit event has a phone number in its description. Call that number.": the number in it called.
        (
            r"^(?:my|the)\s+(?P<e>.+?)\s+event\s+has\s+a\s+(?:phone\s+)?number\s+in\s+(?:its|the)\s+description\s*"
            r"(?:[,.;]|\s[-–—])\s*(?:please\s+)?(?:call|ring|dial)\s+(?:that|the|it)(?:\s+number)?\s*[.!]?$",
            r"call the phone number in the description of my \g<e> event",
        ),
        # "Make a copy of minutes.md's text in a new Markor note called letter.md": a new note with the same text.
        (
            r"^(?:make|put|save)\s+a\s+copy\s+of\s+(?:the\s+(?:text|contents?)\s+of\s+)?(?P<s>[\w-]+\.(?:md|txt))"
            r"(?:['’]s\s+(?:text|contents?))?\s+(?:in|into|as)\s+"
            r"a\s+new\s+(?:markor\s+)?note\s+(?:called|named)\s+(?P<d>[\w-]+\.(?:md|txt))",
            r"in Markor, create a new note named \g<d> with the same text as \g<s>",
        ),
        # "call Rapid Flow Plumbing, their number is in contractors.md in markor": the number listed in that note.
        (
            r"^(?:please\s+)?(?:call|ring|phone)\s+(?P<x>[^,]+?)\s*(?:[,;]|\s[-–—])\s*(?:their|his|her|its|the)\s+(?:phone\s+)?"
            r"number\s+is\s+(?:in|listed\s+in|on)\s+(?:my\s+|the\s+)?(?:note\s+)?(?P<f>[\w-]+\.(?:md|txt))(?P<a>\s+in\s+\w+)?\s*[.!]?$",
            r"call the phone number for \g<x> listed in my note \g<f>\g<a>",
        ),
        # "whoever called at 7:40 PM was Greta Lindqvist, save that number as her": that caller's number saved.
        (
            rf"^(?:whoever|the\s+(?:person|number|one)\s+(?:that|who))\s+(?:called|rang)(?:\s+me)?\s+at\s+(?P<t>\d{{1,2}}:\d\d\s*(?:[AaPp][Mm])?)"
            rf"\s+(?:was|is)\s+{_NAME}\s*(?:[,;]|\s[-–—])\s*(?:please\s+|pls\s+|can\s+you\s+)?(?:save|add|store)\s+"
            r"(?:that|the|their|this)\s+number(?:\s+as\s+(?:her|him|them)|\s+as\s+a\s+(?:new\s+)?contact)?(?:\s+please)?\s*[.!]?$",
            r"save the number that called me at \g<t> as a new contact named \g<n>",
        ),
        # "that 7:40 PM caller was Greta Lindqvist, add them to contacts": that caller's number saved under the name.
        (
            rf"^(?:that|the)\s+(?P<t>\d{{1,2}}:\d\d\s*(?:[AaPp][Mm])?)\s+(?:caller|call|number)\s+(?:was|is)\s+{_NAME}\s*(?:[,;]|\s[-–—])\s*"
            r"(?:please\s+|pls\s+|can\s+you\s+)?(?:add|save|put)\s+(?:them|her|him|it|that\s+number)\s+(?:to|in|into|as\s+a)\s+"
            r"(?:my\s+)?contacts?\s*[.!]?$",
            r"save the number that called me at \g<t> as a new contact named \g<n>",
        ),
        # (as said_by_name words it first: "add the number that called me at 7:40 PM was X to contacts")
        (
            rf"^(?:add|save|put)\s+the\s+number\s+that\s+called\s+me\s+at\s+(?P<t>\d{{1,2}}:\d\d\s*(?:[AaPp][Mm])?)\s+(?:was|is)\s+{_NAME}"
            r"\s+(?:to|in|into)\s+(?:my\s+)?contacts?\s*[.!]?$",
            r"save the number that called me at \g<t> as a new contact named \g<n>",
        ),
        # "whatever Ben Carter last texted me, save it in markor as from_87.md": that text kept as a note.
        (
            rf"^whatever\s+{_NAME}\s+(?:last|just)\s+(?:texted|sent|messaged)\s+me\s*(?:[,;]|\s[-–—])\s*(?:please\s+)?(?:save|keep|put)\s+it\s+"
            rf"(?:in|into)\s+markor\s+as\s+(?:a\s+note\s+(?:called\s+|named\s+)?)?{_FILE}\s*[.!]?$",
            r"Create a note in Markor named \g<f> containing the text of the last message I received from \g<n>",
        ),
        # "Omar Brennan called me, when was the last time?": when they last called.
        (
            rf"^{_NAME}\s+(?:called|rang|phoned)\s+me\s*(?:[,.;]|\s[-–—])\s*(?:when|what\s+time)\s+was\s+(?:the\s+|that\s+)?last\s+"
            r"(?:time|one)\s*\?",
            r"when did \g<n> last call me?",
        ),
        # "lease_2030.pdf shouldn't be in Download, move it to Documents": moved from where it should not be.
        (
            rf"^(?:the\s+(?:note|file)\s+|my\s+)?{_FILE}(?:\s+(?:note|file))?\s+(?:shouldn['’]?t|should\s+not|can['’]?t)\s+be\s+in\s+"
            rf"{_FOLDER.format('a')}\s*(?:[,;]|\s[-–—])\s*(?:so\s+)?(?:please\s+|pls\s+)?(?:move|put)\s+it\s+(?:in|into|to)\s+",
            r"move \g<f> from \g<a> to ",
        ),
        # "Glass Houses is stuck in my head, which album is it on?": the name told of is what "it" asks about.
        (
            r"^(?P<n>(?-i:[A-Z])[\w'’]*(?:\s+(?-i:[A-Z])[\w'’]*){0,3})\s+(?:is|was|keeps)\s+[^,?]{3,40}?\s*(?:[,;]|\s[-–—])\s*"
            r"(?P<q>(?:which|what|who|when|where|how)\b[^?]*?)\bit\b(?P<rest>[^?]*\?.*)$",
            r"\g<q>\g<n>\g<rest>",
        ),
        # "someone texted me about dinner, who was that?": who sent the message about it.
        (
            r"^(?:someone|somebody|a\s+person)\s+(?:just\s+)?(?:texted|messaged|sent)\s+(?:me\s+)?(?:a\s+(?:text|message|sms)\s+)?"
            r"about\s+(?P<x>[^,.;?]+?)\s*(?:[,.;]|\s[-–—])\s*who\s+(?:was\s+(?:that|it)|did\s+that|sent\s+it)\s*\?",
            r"who texted me about \g<x>?",
        ),
        # "Hana Novak sent me the address for the event, forward just the address to Priya": that address texted on.
        (
            rf"^{_NAME}\s+(?:just\s+)?(?:sent|texted|messaged)\s+me\s+(?:the\s+|an\s+)?address\s+(?:for|of)\s+(?:the\s+)?"
            r"(?P<w>event|party|meeting|dinner|venue)\s*(?:[,.;]|\s[-–—])\s*(?:so\s+)?(?:please\s+|pls\s+|can\s+you\s+)?"
            r"(?:forward|send|text|pass(?:\s+on)?)\s+(?:just\s+|only\s+)?(?:the\s+address|it)\s+(?:on\s+)?to\s+"
            r"(?P<r>(?-i:[A-Z])[\w'’-]*(?:\s+(?-i:[A-Z])[\w'’-]*)?)(?:\s+(?:by|as\s+a|in\s+a|via)\s+(?:text|sms|message))?\s*[.!]?$",
            r"Text the address of the \g<w> to \g<r> that \g<n> just sent me",
        ),
        # "I need wedding_invite.png in Documents as well, it's in Download right now": a copy there too.
        (
            rf"^(?:i\s+(?:need|want)|i['’]d\s+like)\s+{_FILE}\s+in\s+{_FOLDER.format('b')}\s+(?:as\s+well|too|also)\s*"
            rf"[,.;]\s*(?:it['’]s|it\s+is)\s+(?:currently\s+|only\s+)?in\s+{_FOLDER.format('a')}"
            r"(?:\s+(?:right\s+)?now)?\s*[.!?]?$",
            r"copy \g<f> from \g<a> to \g<b>",
        ),
    )
)


def situated_requests(text: str) -> str:
    """``text`` with a request said in its situation as above said plainly ("heads up, Maya got a new phone …" read
    past its opener); unchanged when none is in it."""
    return past_remark(text, lambda said: outside_message(said, _SITUATED))
