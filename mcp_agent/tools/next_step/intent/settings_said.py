"""Settings asked for in everyday words (first tries, session 29, on the second phone: 15 of 36 wordings failed,
nearly all of them settings): "put the phone in airplane mode", "switch to dark mode", "don't disturb mode on", "make
the screen stay on for 5 minutes before it times out", "I want Marimba as my ringtone", "make the text bigger - font
size large", "switch my phone to German (Deutsch)", "max brightness", "no more notifications from X", "stop X from
sending me notifications". Each is said as the toggle or the value the readers know; a reason said first ("battery's
low, …") is dropped."""

from __future__ import annotations

from .rewrites import Rewrites

_APP = r"(?P<a>(?-i:[A-Z])[\w'’&-]*(?:\s+(?-i:[A-Z])[\w'’&-]*){0,3})"
# A language as people name it, and as a phone lists it: in its own tongue.
_OWN_NAMES = {
    "german": "Deutsch",
    "french": "Français",
    "spanish": "Español",
    "italian": "Italiano",
    "dutch": "Nederlands",
}
_LANGUAGE = r"(?P<l>deutsch|english|fran[cç]ais|espa[nñ]ol|italiano|nederlands|german|french|spanish|italian|dutch)"

_SAID = Rewrites(
    (
        # "battery's low, turn on battery saver": the reason first is no part of the request.
        (
            r"^(?:my\s+)?(?:battery|phone)['’]?s?\s+(?:is\s+)?(?:low|dying|almost\s+(?:dead|flat)|at\s+\d+\s*%?)\s*(?:[,;.!]|\s[-–—])\s*",
            "",
        ),
        (r"\bdon['’]?t\s+disturb(?:\s+mode)?\b|\bdnd\b", "do not disturb"),
        (r"\b(?:the\s+)?phone(?:['’]s)?\s+language\b", "the language"),
        (r"\btethering\s*/\s*(?:mobile\s+)?hotspot\b|\b(?:mobile\s+|wi-?fi\s+)?tethering\b", "mobile hotspot"),
        (r"\bflight\s+mode\b", "airplane mode"),
        # "dark theme please", "flight mode on": a switch said alone is turned on (or as said).
        (
            r"^(?P<s>dark\s+(?:theme|mode)|battery\s+saver|airplane\s+mode|do\s+not\s+disturb|(?:mobile\s+)?hotspot)"
            r"(?:\s+(?:please|pls))?\s*[.!]?$",
            r"turn on \g<s>",
        ),
        # "set screen timeout 5 min", "font size large pls", "use Marimba for my ringtone": the value of the setting.
        (
            r"^(?:set\s+)?(?P<s>screen\s+timeout|ringtone|font\s+size)\s+(?!to\b)(?P<v>[\w ]+?)(?:\s+(?:please|pls))?\s*[.!]?$",
            r"set \g<s> to \g<v>",
        ),
        (
            r"^(?:please\s+)?use\s+(?P<v>.+?)\s+(?:for|as)\s+my\s+(?P<s>ringtone|wallpaper|language)\b",
            r"set \g<s> to \g<v>",
        ),
        (r"(?<=screen timeout to )(?P<n>\d+)\s*mins?\b", r"\g<n> minutes"),
        (r"\bscreen\s+brightness\b", "brightness"),
        # "turn my hotspot on so my laptop can connect": what it is for is no part of the setting.
        (
            r"^(?P<r>(?:can\s+you\s+|please\s+)?turn\s+(?:my\s+|the\s+)?(?P<s>[\w -]+?)\s+(?P<o>on|off))\s+so\s+(?:that\s+)?"
            r"(?:my|i|the|we|it)\b.*$",
            r"turn \g<o> \g<s>",
        ),
        # "save battery please - battery saver on": the setting and its state said after a reason.
        (
            r"^[^-–—]{3,40}\s[-–—]\s+(?P<s>(?:mobile\s+)?hotspot|battery\s+saver|bluetooth|wi-?fi|airplane\s+mode|dark\s+theme|"
            r"do\s+not\s+disturb)\s+(?P<o>on|off)\s*[.!]?$",
            r"turn \g<o> \g<s>",
        ),
        # "screen timeout: 5 minutes", "ringtone -> Marimba": the setting, then its value.
        (
            r"^(?P<s>screen\s+timeout|ringtone|font\s+size|language|brightness|media\s+volume|wallpaper)\s*(?::|->|→|=|\s[-–—])\s*"
            r"(?P<v>[^.!]+?)\s*[.!]?$",
            r"set \g<s> to \g<v>",
        ),
        # "large font please": the font size.
        (
            r"^(?:a\s+)?(?P<v>small|default|large|larger|largest|huge)\s+(?:font|text)(?:\s+size)?\b",
            r"set font size to \g<v>",
        ),
        # "I want Weather notifications again": that app's notifications on.
        (
            rf"^i\s+(?:want|['’]d\s+like|need)\s+{_APP}\s+notifications\s+(?:again|back|on)\b",
            r"turn on notifications for \g<a>",
        ),
        (
            r"^(?:please\s+)?(?:put|set|switch)\s+(?:the\s+|my\s+)?phone\s+(?:in|on|into|to)\s+(?P<m>airplane|flight|"
            r"do\s+not\s+disturb|battery\s+saver)(?:\s+mode)?\b",
            r"turn on \g<m> mode",
        ),
        (r"^(?:please\s+)?(?:switch|change|go)\s+(?:over\s+)?to\s+dark\s+(?:mode|theme)\b", "turn on dark theme"),
        (r"^(?:please\s+)?(?:switch|change|go)\s+(?:back\s+)?to\s+light\s+(?:mode|theme)\b", "turn off dark theme"),
        # "make the screen stay on for 5 minutes before it times out": the screen timeout.
        (
            r"^(?:please\s+)?(?:make|let|have)\s+the\s+screen\s+(?:stay\s+on|stay\s+awake|time\s*out|turn\s+off|go\s+dark|lock)\s+"
            r"(?:for|after)\s+(?P<v>\d+\s+(?:minutes?|seconds?))(?:\s+before\s+it\s+(?:times\s+out|turns\s+off|goes\s+dark|locks))?",
            r"set the screen timeout to \g<v>",
        ),
        # "I want Marimba as my ringtone": that value of that setting.
        (
            r"^i\s+(?:want|['’]d\s+like|would\s+like)\s+(?P<v>.+?)\s+as\s+my\s+(?P<s>ringtone|wallpaper|font\s+size|language|"
            r"screen\s+timeout)\b",
            r"set \g<s> to \g<v>",
        ),
        # "make the text bigger - font size large": the size said after the wish.
        (
            r"^(?:please\s+)?make\s+the\s+(?:text|font|letters|writing)\s+(?:bigger|larger|smaller)\s*(?:[-–—,:;]|\s)\s*"
            r"(?:set\s+)?(?:the\s+)?font\s+size\s+(?:to\s+)?(?P<v>\w+)",
            r"set font size to \g<v>",
        ),
        # "switch my phone to German (Deutsch)": the language, as the phone lists it.
        (
            r"^(?:please\s+)?(?:switch|change|set|put)\s+(?:my\s+|the\s+)?phone(?:['’]s\s+language)?\s+(?:to|into)\s+\w+\s*"
            r"\((?P<v>[^)]+)\)",
            r"set the language to \g<v>",
        ),
        (
            rf"^(?:please\s+)?(?:switch|change|set|put)\s+(?:my\s+|the\s+)?phone(?:['’]s\s+language)?\s+(?:to|into)\s+{_LANGUAGE}\b",
            lambda found: f"set the language to {_OWN_NAMES.get(found.group('l').lower(), found.group('l'))}",
        ),
        # "max brightness", "full brightness", "brightness all the way up": the brightness at its end.
        (r"^(?:please\s+)?(?:max(?:imum)?|full)\s+brightness\b", "turn brightness to the max value"),
        (r"^(?:please\s+)?(?:min(?:imum)?|lowest)\s+brightness\b", "turn brightness to the min value"),
        # "brightness to 40", "media volume 80%": the level, as a percentage.
        (
            r"^(?:please\s+)?(?:set\s+)?(?P<s>brightness|(?:media\s+|ring\s+|alarm\s+)?volume)\s+(?:to\s+|at\s+)?(?P<v>\d{1,3})"
            r"\s*(?:%|percent)?\s*[.!]?$",
            r"set \g<s> to \g<v>%",
        ),
        # "no more notifications from X", "stop X from sending me notifications", "mute X's notifications".
        (rf"^(?:please\s+)?no\s+more\s+notifications\s+from\s+{_APP}", r"turn off notifications for \g<a>"),
        (
            rf"^(?:please\s+)?(?:stop|block)\s+{_APP}\s+from\s+(?:sending\s+(?:me\s+)?|showing\s+(?:me\s+)?)?(?:notifications|alerts)\b",
            r"turn off notifications for \g<a>",
        ),
    )
)


def settings_said(text: str) -> str:
    """``text`` with a setting asked for as above said as the readers know it; unchanged when none is."""
    return _SAID(text)
