"""Requests vented as a complaint, read as the fix the complaint asks for (first tries, session 24): "why is Static
Love still on my Chill playlist in retro music, take it off" (had found no app for "take off why"), "Forest trail is
still sitting in opentracks and that recording was garbage, delete the track", "my Party playlist in VLC doesn't even
have Copper Sky on it, add it", "the Flowers expense is all wrong, should be $77.75 and the category should be
Education, fix it", "Kofi Vargas keeps calling me, how many times has he called?" (had opened Markor), "I can never
remember Maya Haddad's home number, what is it?", "my headphones won't connect because bluetooth is off, turn it on"
(had looked for a headphones setting). The complaint names the thing and where it is; the request after it points
back with "it", "her", "that track" or "there", so the request is said again with the thing named, the vent dropped.
Only the shapes below are read so: a complaint that names nothing the request can point back at is left as said.
Quoted text and a message's words stay as said."""

from __future__ import annotations

import re

from .courtesy import outside_message
from .rewrites import Rewrites

# A sigh before the complaint ("ugh", "argh, seriously").
_SIGH = r"^(?:(?:ugh+|argh+|u+gh|man|jeez|god|omg|seriously|honestly|come\s+on|sigh)\s*[,!.]*\s+)*"
# Said before the fix ("so", "just", "can you", "quick").
_ASK = r"(?:(?:so|just|please|pls|plz|can\s+you|could\s+you|quick(?:ly)?|and)\s*,?\s+)*"
# Said after it ("already", "for me", "pls").
_END = r"(?:\s+(?:already|for\s+me|please|pls|plz|now|asap))*\s*[.!]*$"
# More of the complaint between what it names and the fix ("…, I got reimbursed, delete it").
_MORE = r"(?:[^,]*?(?:,|\s[-–—])\s*)*?"
# A name as people write it: capitalised words.
_NAME = r"(?P<n>(?-i:[A-Z])[\w'’-]*(?:\s+(?-i:[A-Z])[\w'’-]*){1,3})"
# An entry's kind, said in place of its name ("delete the track").
_KIND = r"(?:track|recording|song|video|event|note|recipe|expense|contact|entry|file|one|thing)"
# What is not a thing the complaint names.
_NOT_THING = r"(?!(?:it|this|that|they|there|he|she|i|we|you)\b)"


def _removed(found: re.Match[str]) -> str:
    verb = "remove" if found.group("v").lower() in ("take", "get", "remove", "drop", "kick") else "delete"
    return f"{verb} {found.group('x')} from {found.group('y')}"


def _field_fixes(found: re.Match[str]) -> str:
    """ "should be $77.75 and the category should be Education" as the fields of one change."""
    said = [f"amount {found.group('a')}"]
    for part in re.split(r"\s*(?:,|\band\b)\s*", found.group("rest") or ""):
        field = re.match(
            r"^(?:the\s+|its\s+)?(?P<f>category|note|name|title)\s+(?:should\s+be|needs\s+to\s+be|is)?\s*(?P<v>.+)$",
            part.strip(),
            re.I,
        )
        if field is not None:
            said.append(f"{field.group('f').lower()} {field.group('v').strip()}")
    return f"change the {found.group('x')}: {', '.join(said)}"


_VENTED = Rewrites(
    (
        # "why is Static Love still on my Chill playlist in retro music, take it off", "why is Fuel still in my
        # expenses, I got reimbursed, delete it": the thing taken from where it still is.
        (
            rf"{_SIGH}why\s+(?:is|are|['’]s)\s+(?:the\s+|my\s+)?{_NOT_THING}(?P<x>[^,?]+?)\s+still\s+"
            r"(?:sitting\s+|showing\s+(?:up\s+)?|hanging\s+around\s+)?(?:on|in)\s+(?P<y>[^,?]+?)(?:\s*[,.;!?]+\s*|\s[-–—]\s*)"
            rf"{_MORE}{_ASK}(?P<v>take|get|delete|remove|drop|kick|clear|erase|trash)\s+(?:it|them|that|those)"
            rf"(?:\s+(?:off|out))?(?:\s+(?:of|from)\s+(?:there|it))?{_END}",
            _removed,
        ),
        # "Forest trail is still sitting in opentracks and that recording was garbage, delete the track": the same,
        # told as a statement (what else is said of it after "and" is no part of the fix).
        (
            rf"{_SIGH}(?:the\s+|my\s+)?{_NOT_THING}(?P<x>[^,]+?)\s+(?:is|are|['’]s)\s+still\s+"
            r"(?:sitting\s+|there\s+|showing\s+(?:up\s+)?|hanging\s+around\s+|listed\s+)?(?:on|in)\s+(?P<y>[^,]+?)"
            rf"(?:\s+and\s+[^,]+?)?\s*(?:[,.;!]\s*|\s[-–—]\s*){_MORE}{_ASK}(?P<v>take|get|delete|remove|drop|clear|erase|trash)\s+"
            rf"(?:it|them|that|those|(?:the|that|this)\s+{_KIND}|them\s+both|both\s+of\s+them)(?:\s+(?:off|out))?{_END}",
            _removed,
        ),
        # "Team sync and Dentist appointment are both off now and they're still cluttering up my calendar, delete them
        # both": entries called off, deleted from where they still are.
        (
            rf"{_SIGH}(?:the\s+|my\s+)?{_NOT_THING}(?P<x>[^,]+?)\s+(?:is|are)\s+(?:both\s+|all\s+)?"
            r"(?:off|cancell?ed|called\s+off|not\s+happening|over|done)(?:\s+now)?\s+and\s+(?:they|it)(?:['’]re|['’]s|\s+are|\s+is)"
            r"\s+still\s+(?:cluttering|clogging|filling|sitting\s+in|in|on)(?:\s+up)?\s+(?P<y>[^,]+?)\s*[,.;!]\s*"
            rf"{_MORE}{_ASK}(?P<v>delete|remove|clear|get\s+rid\s+of)\s+(?:them(?:\s+both|\s+all)?|both(?:\s+of\s+them)?|it|"
            rf"all\s+of\s+them){_END}",
            _removed,
        ),
        # "those Transportation expenses in pro expense were all refunded …, delete every one of them": each of that
        # category where it is.
        (
            r"^(?:those|these|the|all\s+(?:those|these|the|my)|my)\s+(?P<c>(?-i:[A-Z])[\w ]*?)\s+"
            r"(?P<k>expense|event|note|recipe|track|contact)s\s+(?P<in>(?:in|on|from)\s+[^,]+?)\s+"
            rf"(?:were|are|have\s+been|got)\s+[^,]+?\s*[,.;!]\s*{_MORE}{_ASK}(?:delete|remove|get\s+rid\s+of|clear)\s+"
            rf"(?:every\s+(?:single\s+)?one\s+of\s+them|all\s+of\s+them|them\s+all|all\s+them|them){_END}",
            r"delete every \g<c> \g<k> \g<in>",
        ),
        # "my Party playlist in VLC doesn't even have Copper Sky on it, how is that possible, add it": what is
        # missing, added.
        (
            r"^(?:(?:ugh+|argh+|seriously)\s*[,!.]*\s+)?(?P<p>(?:my\s+|the\s+)?[^,]+?\s+playlist(?:\s+(?:in|on)\s+[\w ]+?)?)\s+"
            r"(?:still\s+)?(?:doesn['’]?t|does\s+not|does\s+n['’]t)\s+(?:even\s+|still\s+)?(?:have|include|contain)\s+"
            rf"(?P<s>[^,]+?)(?:\s+(?:on|in)\s+it)?\s*[,.;!?]\s*{_MORE}{_ASK}(?:add|put)\s+(?:it|that|them)"
            rf"(?:\s+(?:on|in|to)\s+(?:there|it))?{_END}",
            r"add \g<s> to \g<p>",
        ),
        # "Copper Sky isn't on my Party playlist, add it": the same, the song said first.
        (
            rf"{_SIGH}{_NOT_THING}(?P<s>[^,]+?)\s+(?:isn['’]?t|is\s+not|aren['’]?t|are\s+not)\s+(?:even\s+|still\s+)?"
            rf"(?:on|in)\s+(?P<p>(?:my\s+|the\s+)?[^,]+?\s+playlist(?:\s+(?:in|on)\s+[\w ]+?)?)\s*[,.;!?]\s*{_MORE}{_ASK}"
            rf"(?:add|put)\s+(?:it|that|them)(?:\s+(?:on|in|to)\s+(?:there|it))?{_END}",
            r"add \g<s> to \g<p>",
        ),
        # "Maya Okafor's number in my contacts is still her old one, it's +1… now, fix it": the contact's new number.
        (
            rf"^{_NAME}['’]s\s+(?:phone\s+)?number(?:\s+in\s+(?:my\s+)?contacts)?\s+is\s+(?:still\s+)?(?:the|her|his|their|an?)\s+"
            r"(?:old|wrong|outdated)(?:\s+one)?\s*[,;.]\s*(?:(?:it['’]s|it\s+is|the\s+new\s+one\s+is)\s+|(?:it\s+)?should\s+be\s+)"
            r"(?:now\s+)?(?P<v>\+?\d[\d\s().-]{5,}\d)(?:\s+now)?\s*(?:[,.;]\s*"
            rf"{_ASK}(?:fix|update|change|correct)\s+(?:it|that|the\s+contact)(?:\s+please)?)?{_END}",
            r"change the phone number of \g<n> to \g<v>",
        ),
        # "the $49.50 expense in pro expense has the wrong name, it should be Lunch with Ines, fix the name": renamed.
        (
            r"^(?:the\s+|my\s+)?(?P<x>[^,]+?)\s+has\s+(?:the\s+|a\s+)?wrong\s+(?:name|title)\s*[,;.:]\s*"
            r"(?:(?:it|that)\s+)?should\s+(?:be|say|read)\s*:?\s+(?P<v>[^,]+?)\s*(?:[,.;]\s*"
            rf"{_ASK}(?:fix|change|update|correct)\s+(?:it|that|the\s+name|the\s+title))?"
            r"(?:\s*(?:,|and)\s*(?:leave|keep)\s+(?:everything|all|the\s+rest)\s+(?:else\s+)?(?:alone|as\s+(?:it\s+)?is|the\s+same))?"
            rf"{_END}",
            r"rename the \g<x> to \g<v>",
        ),
        # "the Flowers expense is all wrong, should be $77.75 and the category should be Education, fix it": the
        # fields said right, as one change.
        (
            r"^(?:the\s+|my\s+)?(?P<x>[^,]+?\s+expense)\s+is\s+(?:all\s+|totally\s+|completely\s+)?"
            r"(?:wrong|off|messed\s+up|incorrect)\s*[,;:.]\s*(?:it\s+)?should\s+(?:be|say)\s+(?P<a>\$\d[\d,]*(?:\.\d\d)?)"
            r"(?P<rest>(?:\s*(?:,|\band\b)\s*(?:the\s+|its\s+)?(?:category|note|name|title)\s+(?:should\s+be\s+|is\s+)?"
            r"[^,]+?)*)\s*(?:[,.;]\s*"
            rf"{_ASK}(?:fix|update|change|correct)\s+(?:it|that))?{_END}",
            _field_fixes,
        ),
        # "my headphones won't connect because bluetooth is off, turn it on": the setting told off, turned on.
        (
            r"^(?:[^,]*?\b(?:because|cause|coz|cos|since|as)\s+|[^,]*?,\s*)?(?:the\s+|my\s+)?"
            r"(?P<s>wi-?fi|bluetooth|airplane\s+mode|flashlight|torch)\s+(?:is|['’]s)\s+(?:still\s+)?"
            r"(?:off|on|disabled|enabled|down)(?:\s+again|\s+still)?\s*[,.;!]\s*"
            rf"{_ASK}(?:turn|switch|put)\s+it\s+(?P<o>on|off|back\s+on){_END}",
            r"turn \g<s> \g<o>",
        ),
        # "I can never remember Maya Haddad's home number, what is it? just the number": the thing asked of directly.
        (
            rf"{_SIGH}i\s+(?:can\s+never|can['’]?t|cannot|never|don['’]?t|keep\s+forgetting\s+to)\s+(?:ever\s+)?"
            r"(?:remember|recall)\s+(?P<x>[^,?]+?)\s*[,.;]\s*(?:so\s+)?(?:what\s+(?:is|was|are|were)\s+(?:it|that|they)|"
            r"what['’]s\s+(?:it|that))\s*(?:again\s*)?\?",
            r"what is \g<x>?",
        ),
        (
            rf"{_SIGH}i\s+(?:keep\s+forgetting|always\s+forget|forgot|forget)\s+(?P<x>(?!(?:which|what|how|when|where|who|if|whether)\b)"
            r"[^,?]+?)\s*[,.;]\s*(?:so\s+)?(?:what\s+(?:is|was|are|were)\s+(?:it|that|they)|what['’]s\s+(?:it|that))\s*"
            r"(?:again\s*)?\?",
            r"what is \g<x>?",
        ),
        # "I keep forgetting which album Glass Houses is on, what does VLC say?": the question it wraps, asked of
        # that app.
        (
            rf"{_SIGH}i\s+(?:keep\s+forgetting|always\s+forget|forgot|can\s+never\s+remember|can['’]?t\s+remember|"
            r"don['’]?t\s+remember|never\s+remember)\s+(?P<q>(?:which|what|how|when|where|who)\b[^,?]+?)\s*[,.;]\s*"
            r"(?:so\s+)?what\s+(?:does|did|do)\s+(?P<app>[^,?]+?)\s+(?:say|show|have)(?:\s+about\s+it)?\s*\?",
            r"i wonder \g<q> in \g<app>?",
        ),
        # "I can't remember how long River path was, roughly how many meters was that track in opentracks?": the
        # entry the question points back at is the one named.
        (
            rf"{_SIGH}i\s+(?:keep\s+forgetting|always\s+forget|forgot|can\s+never\s+remember|can['’]?t\s+remember|"
            r"don['’]?t\s+remember|never\s+remember)\s+(?:how\s+(?:long|far|fast)|when|where|what\s+time)\s+"
            r"(?:my\s+|the\s+)?(?P<x>(?-i:[A-Z])[^,?]*?)\s+(?:was|is|took|lasted|were)\s*[,.;]\s*"
            rf"(?P<pre>[^,]*?)\b(?:that|the|this)\s+{_KIND}\b",
            r"\g<pre>\g<x>",
        ),
        # "I'm so sick of hearing the same song, in VLC play …", "ugh this call is dragging on and I need a second,
        # put it on hold": the vent names nothing the request needs.
        (
            rf"{_SIGH}(?:i['’]?m\s+(?:so\s+|really\s+|just\s+)?(?:sick|tired)\s+of|i\s+(?:hate|can['’]?t\s+stand)|"
            r"this\s+(?:call|song|thing)\s+is\s+(?:dragging|going\s+on|taking|so)\b)[^,]*?\s*[,.;!]\s*"
            r"(?=(?:in\s+\w+\s*,?\s+)?(?:play|put|hold|mute|queue|skip|shuffle|turn|pause|stop)\b)",
            "",
        ),
    )
)

# A person named in the complaint, pointed back at in the request ("Kofi Vargas keeps calling me, how many times has
# he called?", "I can never find Ines Moreau in my favourites, just call her from there").
_PERSON_VENT = re.compile(
    # (only a complaint: "X has a new number: …. update her contact", "X didn't get my text, send it to her again"
    # are told changes and resends, read by their own readers)
    rf"{_SIGH}(?:i\s+(?:can\s+never|can['’]?t|cannot|never)\s+find\s+)?{_NAME}(?P<vent>\s+(?:keeps|swears|insists|always|"
    r"never\s+stops|won['’]?t\s+stop|is\s+(?:driving|bugging|pestering|annoying|being)|in\s+my)\b[^,.:;!?]*?)\s*[,!]\s*"
    r"(?P<req>(?!.*(?-i:[A-Z])[\w'’-]*\s+(?-i:[A-Z])[a-z]).+)$",
    re.I,
)
_PRONOUN = re.compile(r"\b(?P<p>her|him|he|she|his)\b(?:\s+(?P<next>[\w'’]+))?", re.I)
# What follows "her" when it is the person and not "her number".
_AFTER_OBJECT = frozenset(
    "the a an back from to with about for on at in again now really actually exactly though too please pls up that this my me".split()
)
_PLACE = re.compile(r"\bin\s+(?P<p>my\s+(?:favou?rites|contacts|recents|call\s+log))\b", re.I)


def _person_named(text: str) -> str:
    found = _PERSON_VENT.match(text)
    if found is None or _PRONOUN.search(found.group("req")) is None:
        return text
    name, request = found.group("n"), found.group("req")
    if re.search(r"(?-i:[A-Z])[\w'’-]*\s+(?-i:[A-Z])", found.group("vent")):
        return text  # another person named may be the one pointed at ("… is out with Ben Stone, call him")

    def said(pronoun: re.Match[str]) -> str:
        following = pronoun.group("next") or ""
        word, rest = pronoun.group("p").lower(), (f" {following}" if following else "")
        if word == "his" or (word == "her" and following and following.lower() not in _AFTER_OBJECT):
            return f"{name}'s{rest}"
        return f"{name}{rest}"

    request = _PRONOUN.sub(said, request, count=1)
    request = re.sub(r"\s+really(?=\s*[?.!,]|$)", "", request, flags=re.I)
    place = _PLACE.search(found.group("vent"))
    if place is not None:
        request = re.sub(r"\bfrom\s+there\b", f"from {place.group('p')}", request, flags=re.I)
    request = re.sub(r"^(?:(?:so|just|please|pls)\s*,?\s+)+", "", request, flags=re.I)
    return request


def vented_requests(text: str) -> str:
    """``text`` with a request vented as above said as the fix; unchanged when none is in it."""
    said = outside_message(text, _VENTED)
    if said != text:
        return said
    return _person_named(text)
