"""A job asked as a question about whether it can be done or how (people set 133): "is there a way to get rid of …",
"how do I rename …", "how would I change … to …", "any chance you could …", "I was wondering if you could …",
"could you possibly …", "do you know how to turn on …", "can I get X deleted"; and a fact asked for as a job ("could
you find the date of …" asks what the date is). Asked of an assistant, each wants the job done, never a yes or an
explanation: the opener is read as the polite "can you …" the rest of courtesy.py already takes off, so the request
after it is read as said. (``courtesy.plain`` applies ``ABILITY_QUESTIONS`` first, outside quoted text.)

Without it "how would I rename X to Y?" was answered with X's title and "is there a way to clear out everything on
march 2?" with "no": done reported, the job undone.

An opener about how or whether only counts before a verb that asks for a job ("how do I know …", "how would I get
there" stay questions); "can I get X deleted" is the assistant asked to get it deleted ("can I get a number for …"
stays a question: nothing is said to be done to it).
"""

from __future__ import annotations

from .rewrites import Replacement

# Verbs that ask for a job, after a how-to or whether-it-can-be-done opener.
_JOB = (
    r"(?:add|put|stick|save|create|make|schedule|book|set\s+up|start|stop|pause|record|take|shoot|call|ring|dial|phone|"
    r"text|send|reply|resend|forward|answer|pick\s+up|delete|remove|cancel|clear|wipe|get\s+rid\s+of|erase|empty|"
    r"turn|switch|enable|disable|play|resume|edit|update|change|rename|move|copy|duplicate|export|import|mute|"
    r"unmute|hang\s+up|end|decline|reject|mark|tick|check\s+off|write|insert|prepend|append|fix|correct|swap|replace|"
    r"queue|shuffle|repeat|log|enter|note\s+down|set)\b"
)
# Said before the opener: "hey, …", "so …", "um …".
_BEFORE = r"^(?P<b>(?:(?:hey|hi|ok|okay|so|um+|uh+|quick\s+question)[,!]?\s+)*)"
# "how do/can/would/should I", "is there a/any way (I can|you can|to)", "do you know how to".
_HOW = (
    r"(?:how\s+(?:do|can|would|should|could|might)\s+i(?:\s+go\s+about)?|"
    r"is\s+there\s+(?:a|any|an\s+easy|a\s+quick|some)\s+way\s+(?:to|(?:that\s+)?(?:i|you|u)\s+(?:can|could))|"
    r"(?:do|d'?you)\s+(?:you|u)\s+know\s+how\s+to|what'?s\s+the\s+(?:best\s+|easiest\s+)?way\s+to)"
)
# "any chance you could", "I was wondering if you could", "could you possibly", "would you be able to".
_ASKING = (
    r"(?:any\s+chance\s+(?:you|u)\s+(?:could|can|might)|"
    r"(?:(?:i\s+(?:was|am)|i['’]?m|i)\s+)?wonder(?:ing)?\s+(?:if|whether)\s+(?:you|u)\s+(?:could|can|might|would)|"
    r"(?:could|can|would)\s+(?:you|u)\s+(?:possibly|maybe|perhaps)|"
    r"(?:would|will)\s+(?:you|u)\s+be\s+able\s+to|(?:are|r)\s+(?:you|u)\s+able\s+to)"
)

# What "can I get X …" wants done to X.
_DONE = (
    r"(?:deleted|removed|moved|renamed|changed|added|saved|copied|sent|cancell?ed|updated|fixed|cleared|wiped|"
    r"marked|played|created|made|set\s+up|turned\s+(?:on|off)|switched\s+(?:on|off)|muted|exported|edited)\b"
)

ABILITY_QUESTIONS: tuple[tuple[str, Replacement], ...] = (
    (rf"{_BEFORE}{_HOW}\s+(?=(?:please\s+|just\s+)?{_JOB})", r"\g<b>can you "),
    (rf"{_BEFORE}{_ASKING}\s+(?:please\s+)?(?=\w)", r"\g<b>can you "),
    # "could you find the date of my fastest swim …", "can you look up the time of …": a fact asked as a job to do.
    (
        rf"{_BEFORE}(?:(?:can|could|would|will)\s+(?:you|u)\s+)?(?:please\s+)?(?:find(?:\s+out)?|look\s+up|work\s+out|"
        r"figure\s+out)\s+(?=(?:the|my)\s+(?:date|day|time|name|number|title|distance|length|duration)\s+of\b)",
        r"\g<b>what is ",
    ),
    # "can I get X deleted", "could I have X moved": the assistant asked to get it done.
    (
        r"^(?P<b>(?:(?:hey|hi|ok|okay|so)[,!]?\s+)*)(?:can|could|may)\s+i\s+(?:please\s+)?(?:get|have)\s+"
        rf"(?=[^?!]*?\b{_DONE})",  # ("reading_40.md moved": a full stop in a name)
        r"\g<b>can you get ",
    ),
)
