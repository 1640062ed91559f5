"""Requests in a task writer's formal register, said as the grammar reads them (first tries, session 25): "place a call
to X", "Initiate a phone call to the sender of the most recent text message", "Terminate the call that is currently in
progress", "Remove the Swimming activity dated March 12 from OpenTracks", "change the name of the playlist X so that it
is called Y", "Reschedule the event X so that it starts at 14:00", "begin playback of X, and subsequently add A and B
to the playing queue", "update the expense named X: set the amount to A and change the category to C", "with a duration
of 60 minutes", "every file with the .txt extension". Each had been given up or asked about; one ("Return the call of
the most recent person who called this phone") had been answered as a question. Quoted text stays as said."""

from __future__ import annotations

import re

from .apps_said import APPS_SAID
from .courtesy import outside_message
from .rewrites import Rewrites

_APPS = APPS_SAID
_QUOTE = r"(?:'[^']+'|\"[^\"]+\"|“[^”]+”)"
_KIND = r"(?:event|note|file|expense|recipe|contact|playlist|track|activity|task|folder|video|song|alarm)"
_CHANGE = r"(?:set|change|update|make|modify|adjust)"

_FORMAL = Rewrites(
    (
        # First tries s26l: orders said in everyday-formal words.
        (
            r"^(?:sum\s+up|add\s+up|total\s+up)\s+my\s+(?P<c>(?-i:[A-Z])\w*(?:\s+(?-i:[A-Z])\w*)?)\s+spending\b(?P<r>[^.?]*)[.?]",
            r"What is the total amount I spent on \g<c> expenses\g<r>?",
        ),
        (
            r"^some\s+(?P<k>expenses|recipes)\s+in\s+(?P<a>pro\s+expense|broccoli)(?:\s+app)?\s+(?:appear\s+twice|are\s+duplicated|"
            r"are\s+duplicates)\s*\.\s*(?:delete|remove)\s+the\s+(?:duplicates|extra\s+copies)(?:\s*,?\s*but\s+keep\s+one\s+of\s+each)?",
            r"Delete all but one of any \g<k> in \g<a> that are exact duplicates, ensuring at least one instance of each remains",
        ),
        (
            r"^read\s+me\s+the\s+(?:text|contents?)\s+of\s+(?P<f>[\w-]+\.(?:md|txt))\s+(?:from|in)\s+markor\b\.?",
            r"What does the note \g<f> say in Markor?",
        ),
        # First tries s26k: the device said formally ("the Wi-Fi connection", "Begin timing with the stopwatch" (had
        # been reported done with it stopped), "Halt the stopwatch", "name the file X when saving it" (had saved "X when
        # saving it"), "Accept the incoming call", "the name of the person I'm on the phone with", "with audio only").
        (r"\bthe\s+(?P<s>wi-?fi|bluetooth)\s+connection\b", r"\g<s>"),
        (r"\b(?:begin|start)\s+timing\s+(?:with|on)\s+the\s+stopwatch\b", "start the stopwatch"),
        (r"\b(?:halt|freeze)\s+the\s+(?:running\s+)?stopwatch(?:\s+that\s+is\s+running)?\b", "pause the stopwatch"),
        (
            r"^use\s+(?:the\s+)?audio\s+recorder(?:\s+app)?\s+to\s+record\s+(?:a|an)\s+(?:audio\s+)?clip\s*,?\s+(?:then|and)\s+save\s+"
            r"(?:the\s+recording|it)\b",
            "Record an audio clip using Audio Recorder app and save it",
        ),
        (r"\s+(?:when|while|as\s+you\s+are)\s+sav(?:e|ing)\s+it\b", ""),
        (r"\baccept\s+the\s+(?:incoming\s+)?(?:phone\s+)?call\b", "answer the incoming call"),
        (
            r"^(?:tell\s+me\s+)?the\s+name\s+of\s+the\s+person\s+I['’]?m\s+(?:currently\s+)?on\s+(?:the\s+phone|a\s+call)\s+with\b",
            "who am I on a call with right now? Answer with their name",
        ),
        (r"\bwith\s+audio\s+only(?:\s*\(no\s+video\))?", "as audio only"),
        (
            r"^(?:look\s+up|check|find(?:\s+out)?)\s+where\s+my\s+next\s+event(?:\s+in\s+simple\s+calendar\s+pro)?\s+is\s+and\s+"
            r"(?:text|send)\s+(?:that|the)\s+location\s+to\s+(?P<n>(?-i:[A-Z])\w+(?:\s+(?-i:[A-Z])\w+)?)",
            r"Text \g<n> the location of my next event in Simple Calendar Pro",
        ),
        # "update the Flowers expense: set the amount to A and the category to C" (first tries, session 26).
        (
            r"\b(?P<v>update|edit|modify|change)\s+the\s+(?P<n>(?-i:[A-Z])[\w']*(?:\s+(?!expense\b)[\w']+){0,3}?)\s+expense"
            r"(?P<a>\s+in\s+pro\s+expense)?\s*:",
            r"\g<v> the expense named \g<n>\g<a>:",
        ),
        (r"(?<=\d)\s+and\s+the\s+(?P<f>category|note|name)\s+to\b", r" and change the \g<f> to"),
        # "place a call to X", "initiate a phone call to X": X called.
        (
            r"\bthe\s+sender\s+of\s+the\s+(?:most\s+recent|latest|last)\s+(?:text\s+|sms\s+)?message\b",
            "the number that just texted me",
        ),
        (
            r"\bthe\s+sender\s+of\s+the\s+(?:text\s+|sms\s+)?message\s+I\s+(?:just\s+)?(?:got|received)\b",
            "the number that just texted me",
        ),
        (r"\b(?:start|begin|initiate|place|make)\s+a\s+(?:phone\s+)?call\s+with\s+", "call "),
        # "Return the call of the most recent person who called this phone": called back, never answered as a question.
        (
            r"^(?:return|answer\s+back)\s+the\s+(?:phone\s+)?call\s+(?:of|from)\s+(?:the\s+)?(?P<w>(?:most\s+recent|latest|last)\s+"
            r"(?:person|caller|number)[^.]*?)\s*(?=[.!]?$)",
            r"call back the \g<w>",
        ),
        (r"\b(?:called|rang|phoned)\s+this\s+(?:phone|device)\b", "called me"),
        (
            r"^return\s+the\s+call\s+of\s+whoever\s+(?:sent\s+me|texted\s+me)\s+the\s+(?:most\s+recent|latest|last)\s+"
            r"(?:text(?:\s+message)?|sms|message)\b",
            "call the number that just texted me",
        ),
        (
            r"^(?:terminate|end|disconnect|finish|hang\s+up)\s+the\s+(?:ongoing|current|active)\s+(?:phone\s+)?call\b",
            "end the current call",
        ),
        (
            r"^call\s+(?P<n>(?-i:[A-Z])\w+\s+(?-i:[A-Z])\w+)\s+using\s+the\s+phone\s+app\s*,\s*then\s+",
            r"call \g<n>, then ",
        ),
        (r"\bmute\s+the\s+microphone\s+during\s+the\s+call\b", "mute my microphone"),
        (
            r"^(?P<v>create|add|record|log)\s+(?:a\s+)?(?:new\s+)?expense\s+in\s+pro\s+expense\s*:",
            r"In Pro Expense, \g<v> a new expense:",
        ),
        (
            r"\.\s+all\s+(?:the\s+)?fields\s+(?:must|should)\s+be\s+filled(?:\s+in)?\b",
            ". Make sure every field is filled in",
        ),
        (
            r"^(?:create|add|make)\s+(?:a\s+)?(?:new\s+)?contact\s+(?:named|called)\s+(?P<n>(?-i:[A-Z])\w+\s+(?-i:[A-Z])\w+)\s+with\s+"
            r"the\s+(?:phone\s+)?number\s+(?:of|from)\s+the\s+call\s+(?:received|that\s+came\s+in)\s+at\s+"
            r"(?P<t>\d{1,2}(?::\d{2})?\s*[ap]\.?m\.?)",
            r"save the number that called me at \g<t> as a new contact named \g<n>",
        ),
        (
            r"\b(?:change|modify|alter|update)\s+the\s+(?:name|title)\s+of\s+(?:the|my)\s+(?P<x>[\w ]+?\s+track)\s+(?:recorded\s+on|from)\s+"
            r"(?P<d>\w+\s+\d{1,2})\s+to\s+",
            r"rename my \g<x> from \g<d> to ",
        ),
        (r",?\s+with\s+the\s+week\s+(?:starting|beginning)\s+(?:on\s+)?monday\b", ". The week starts on Monday"),
        # "the number saved under the Home label for contact X": X's number of that label.
        (
            r"\bthe\s+(?:phone\s+)?number\s+(?:saved|stored|listed)\s+under\s+the\s+(?P<l>\w+)\s+label\s+(?:for|of)\s+"
            r"(?:the\s+)?(?:contact\s+)?(?P<n>(?-i:[A-Z])\w+(?:\s+(?-i:[A-Z])\w+)?)",
            r"the \g<l> number of \g<n>",
        ),
        # "Terminate the call that is currently in progress": the current call ended.
        (
            r"^(?:terminate|end|disconnect|finish|hang\s+up)\s+the\s+(?:phone\s+)?call\s+(?:that\s+is\s+)?(?:currently\s+)?"
            r"(?:in\s+progress|ongoing|active|underway)\b",
            "end the current call",
        ),
        (
            r"\band\s*,?\s+once\s+(?:connected|it\s+(?:connects|is\s+(?:connected|active|ringing))|the\s+call\s+"
            r"(?:connects|is\s+(?:connected|active|ongoing|established)))\s*,\s*",
            ", then ",
        ),
        (
            r"\s+and\s+(?P<a>(?:place|put)\s+the\s+call\s+on\s+hold|mute\s+(?:the|my)\s+microphone|turn\s+on\s+(?:the\s+)?speaker)\s+"
            r"once\s+(?:it\s+is\s+|the\s+call\s+is\s+|it\s+has\s+)?(?:connected|active|established)\b",
            r", then \g<a>",
        ),
        (r"\bplace\s+the\s+call\s+on\s+hold\b", "put the call on hold"),
        (
            r"\b(?:place|make)\s+a\s+return\s+call\s+to\s+the\s+(?:most\s+recent|latest|last)\s+missed\s+call\b",
            "return the call I just missed",
        ),
        (r"\b(?P<n>(?:phone\s+)?number)\s+(?:contained|found|mentioned|written|given|stored)\s+in\b", r"\g<n> in"),
        # "Call the Rapid Flow Plumbing phone number listed in the Markor note contractors.md".
        (
            r"\bcall\s+the\s+(?P<w>(?-i:[A-Z])[\w ]+?)\s+(?:phone\s+)?number\s+(?:listed|given|written)\s+in\s+the\s+markor\s+note\s+"
            r"(?P<f>[\w-]+\.(?:md|txt))",
            r"call the phone number for the \g<w> listed in my note \g<f> in Markor",
        ),
        # "Enable the speakerphone for the ongoing call", "From the Favorites list in the Phone app, call X".
        (
            r"^(?:enable|turn\s+on|activate|switch\s+on)\s+(?:the\s+)?speaker(?:phone)?\s+(?:for|on|during)\s+the\s+"
            r"(?:ongoing|current|active)\s+call\b",
            "put the current call on speaker",
        ),
        (
            r"^from\s+(?:the|my)\s+favou?rites(?:\s+(?:list|tab))?(?:\s+in\s+the\s+phone(?:\s+app)?)?\s*,\s*call\s+(?P<n>.+?)\s*\.?$",
            r"call \g<n> from my favourites in the Phone app",
        ),
        (r"\b(?P<k>expense|event|contact|recipe|note|task)\s+entries\b", r"\g<k>s"),
        (r"\b(?P<k>expense|event|contact|recipe|note|task)\s+entry\b(?!\s+(?:for|of|about|on)\b)", r"\g<k>"),
        (r"\b(?P<k>activity|event|track|expense|note|file)\s+dated\s+", r"\g<k> from "),
        # "change the name of the playlist X so that it is called Y", "… located in the Download directory to Y".
        (
            rf"\b(?:change|modify|alter|update)\s+the\s+(?:name|title)\s+of\s+(?:the\s+)?(?P<k>{_KIND})\s+",
            r"rename the \g<k> ",
        ),
        (r"\b(?P<x>\S+\.\w{2,4})\s+located\s+in\s+", r"\g<x> in "),
        (r"\b(?P<f>(?-i:[A-Z])\w*)\s+directory\b", r"\g<f> folder"),
        (r"\b(?:respond|reply)\s+to\s+the\s+(?:conversation|thread|chat)\s+with\s+", "reply to "),
        (
            r"\bthat\s+(?P<n>(?-i:[A-Z])\w+\s+(?-i:[A-Z])\w+)\s+(?:recently|lately)\s+sent\s+me\b",
            r"that \g<n> just sent me",
        ),
        # "Open the Favorites tab in the Phone app and call X": called from there.
        (
            r"^(?:open|go\s+to)\s+the\s+favou?rites\s+(?:tab|list)\s+in\s+the\s+phone(?:\s+app)?\s+and\s+call\s+(?P<n>.+?)\s*\.?$",
            r"call \g<n> from my favourites in the Phone app",
        ),
        # "Open recipes.txt in Markor and add each recipe with a preparation time of 10 mins to the Broccoli app".
        (
            r"^open\s+(?P<f>[\w-]+\.(?:txt|md))\s+in\s+markor\s+and\s+(?:add|import|copy)\s+(?:each|every|all(?:\s+the)?)\s+recipes?\s+"
            r"(?:with|having|that\s+has)\s+a\s+(?:preparation|prep)\s+time\s+of\s+(?P<t>\d+\s*(?:mins?|minutes))\s+(?:to|into)\s+",
            r"add the recipes in \g<f> in Markor that take \g<t> to prepare to ",
        ),
        # "permanently delete the song titled X": deleted, by its name.
        (r"\b(?:permanently|completely|entirely)\s+(?=delete\b|remove\b|erase\b)", ""),
        (
            r"\b(?P<v>delete|remove|erase)\s+the\s+(?P<k>song|video|track|file|note|recipe|contact)\s+(?:titled|named|called)\s+",
            r"\g<v> the \g<k> ",
        ),
        # "remove every note contained in the Archive folder while leaving the folder itself in place".
        (
            r"\b(?:every|each|all(?:\s+the)?)\s+(?P<k>note|file|expense|recipe)s?\s+(?:contained|stored|located)\s+in\b",
            r"all the \g<k>s in",
        ),
        (
            r"\s+(?:while|but)\s+(?:leaving|keeping)\s+the\s+folder\s+itself(?:\s+(?:in\s+place|intact))?\b",
            ". Keep the folder itself",
        ),
        # "start playing the song X and queue Y to follow it", "play every video in the library consecutively".
        (r"\b(?:start|begin)\s+playing\s+", "play "),
        (r"\s+and\s+queue\s+(?P<x>.+?)\s+to\s+(?:follow|play\s+after)\s+it\b", r" and then \g<x>"),
        (r"\bfrom\s+the\s+(?P<a>VLC|Retro\s+Music)\s+library\b", r"from \g<a>"),
        (
            r"\bplay\s+(?:every|each|all(?:\s+the)?)\s+videos?\s+in\s+(?:the|my)\s+library\s+(?:consecutively|in\s+sequence|"
            r"one\s+after\s+(?:the\s+)?other|back\s+to\s+back)",
            "play all my videos one after the other",
        ),
        # "Use the Camera app to take exactly one photo": the job, in that app.
        (
            rf"^use\s+(?:the\s+)?(?P<a>{_APPS})(?:\s+(?:app|application))?\s+to\s+(?P<x>[^.]+)",
            r"\g<x> using the \g<a> app",
        ),
        (r"\bexactly\s+(?=one\b|a\s+single\b)", ""),
        (
            r"^(?P<x>(?:switch|turn)\s+(?:on\s+|off\s+)?(?:the\s+)?(?:wi-?fi|bluetooth)(?:\s+(?:on|off))?)\s+in\s+(?:the\s+)?"
            r"(?:device\s+|phone\s+|system\s+)?settings\b",
            r"\g<x>",
        ),
        # "Send Priya Suzuki, via Simple SMS Messenger, the event address that Hana Novak texted me".
        (
            r"^send\s+(?P<to>(?-i:[A-Z])\w+\s+(?-i:[A-Z])\w+),\s+(?:via|using|in|through)\s+simple\s+sms\s+messenger,\s+the\s+(?:event\s+)?"
            r"address\s+(?:of\s+the\s+event\s+)?that\s+(?P<f>(?-i:[A-Z])\w+\s+(?-i:[A-Z])\w+)\s+(?:just\s+|recently\s+)?(?:texted|sent)\s+me",
            r"text the address of the event to \g<to> that \g<f> just sent me in Simple SMS Messenger",
        ),
        # "during the current week", "the month of February": said as the date readers know them.
        (r"\b(?:during|in|over|for|within)\s+the\s+current\s+week\b", "this week"),
        (r"\b(?:during|in|over|for)\s+the\s+(?:previous|prior|preceding)\s+week\b", "last week"),
        (r"\b(?:during|in|over|for)\s+the\s+current\s+month\b", "this month"),
        (r"\b(?:during|in)\s+the\s+month\s+of\s+", "in "),
        (r"\b(?P<k>files?)\s+with\s+(?:the|a|an)\s+\.?(?P<e>[a-z0-9]{2,4})\s+(?:file\s+)?extension\b", r".\g<e> \g<k>"),
        # "take the song X out of the playlist "Chill", without deleting the song itself".
        (r"\btake\s+(?P<x>.+?)\s+out\s+of\s+(?=(?:the|my)\s+(?:playlist\b|.+?\bplaylist\b))", r"remove \g<x> from "),
        (r",?\s+without\s+deleting\s+the\s+(?:song|video|track|file)\s+itself\b", ""),
        # "play beach_day.mp4 in VLC using audio-only playback".
        (
            r"\bplay\s+(?:the\s+video\s+)?(?P<v>[\w-]+\.(?:mp4|mkv|avi|webm))(?P<w>\s+in\s+vlc)?\s+(?:using|with|in)\s+audio[- ]only"
            r"(?:\s+(?:playback|mode))?",
            r"play the video \g<v>\g<w> as audio only",
        ),
        (
            r"\blist\s+(?:the\s+titles\s+of\s+)?(?:every|each|all(?:\s+the)?)\s+songs?\s+by\s+(?:the\s+artist\s+)?"
            r"(?P<a>(?-i:[A-Z])\w+(?:\s+(?-i:[A-Z])\w+)?)(?:\s+(?:that\s+(?:is|are)\s+available\s+)?in\s+(?P<p>vlc|retro\s+music))?\b\.?",
            lambda m: (
                f"which songs by {m.group('a')} do I have" + (f" in {m.group('p')}" if m.group("p") else "") + "?"
            ),
        ),
        (r"^using\s+(?P<a>vlc|retro\s+music),\s+(?=which\s+songs\b)", r"In \g<a>, "),
        (
            r"\bopen\s+(?P<f>[\w-]+\.(?:md|txt)),\s+find\s+the\s+(?:phone\s+)?number\s+listed\s+for\s+(?P<x>[^,]+?),?\s+and\s+call\s+it\b",
            r"call the phone number for the \g<x> listed in my note \g<f> in Markor",
        ),
        (
            r"\bplay\s+(?:the\s+video\s+)?(?P<v>[\w-]+\.(?:mp4|mkv|avi|webm))\s+with\s+(?:the\s+)?video\s+(?:disabled|off|turned\s+off)"
            r"(?:\s+so\s+(?:that\s+)?only\s+the\s+audio\s+plays)?",
            r"play the video \g<v> as audio only",
        ),
        (
            r"\bset\s+(?:the\s+song\s+)?(?P<x>.+?)\s+to\s+play\s+next,?\s+(?:immediately|right|directly)\s+after\s+the\s+current\s+"
            r"(?:track|song|one)\b",
            r"play the song \g<x> next, right after the current one",
        ),
        (
            r"\b(?:log|record|add|create)\s+an\s+expense\s+named\s+(?P<n>[^,]+?)\s+with\s+(?:the\s+)?amount\s+(?P<a>\$[\d,.]+\d),\s+"
            r"(?:the\s+)?category\s+(?P<c>[\w ]+?)\s+and\s+(?:the\s+)?note\s+",
            r"add an expense with the name \g<n>, the amount \g<a>, the category \g<c> and the note ",
        ),
        (r"\.\s+fill\s+in\s+(?:every|each|all(?:\s+the)?)\s+fields?\b", ". Make sure every field is filled in"),
        (r"\band\s+a\s+(?:duration|length)\s+of\s+(?=\d)", "lasting "),
        (
            r"^send\s+(?P<n>(?-i:[A-Z])\w+\s+(?-i:[A-Z])\w+)\s+an?\s+(?:sms|text(?:\s+message)?)\s+(?:containing|with)\s+the\s+"
            r"(?P<f>location|address|time)\s+of\s+my\s+(?:upcoming|next)\s+event\s+(?:from|in)\s+",
            r"text \g<n> the \g<f> of my next event in ",
        ),
        # "with a duration of 60 minutes": how long it lasts.
        (r"\bwith\s+a\s+(?:duration|length)\s+of\s+(?=\d|an?\b|one\b|two\b|half\b)", "lasting "),
        # "begin playback of X, and subsequently add A and B to the playing queue after it".
        (r"\b(?:begin|start|initiate|commence)\s+(?:the\s+)?playback\s+of\s+", "play "),
        (
            r",?\s+and\s+(?:subsequently|afterwards|thereafter|then)\s+add\s+(?P<x>.+?)\s+to\s+the\s+(?:playing\s+|play\s+)?queue"
            r"(?P<a>\s+after\s+it)?",
            r", then queue \g<x> after it",
        ),
        # "every file with the .txt extension": the .txt files.
        (
            r"\b(?:every|each|all(?:\s+the)?)\s+files?\s+with\s+(?:the|a|an)\s+\.?(?P<e>[a-z0-9]{2,4})\s+(?:extension|file\s+extension)\b",
            r"all the .\g<e> files",
        ),
        (
            r"\b(?P<v>delete|move|copy)\s+all\s+the\s+(?P<e>\.[a-z0-9]{2,4})\s+files\s+from\s+the\b",
            r"\g<v> all the \g<e> files in the",
        ),
        # "that contains the following videos in the order given: a, b, c": with these, in order.
        (
            r"\b(?:that|which)\s+contains?\s+the\s+following\s+(?P<k>videos|songs|tracks|files)\s+in\s+the\s+(?:order|sequence)\s+"
            r"(?:given|listed|shown)\s*:",
            r"with these \g<k> in order:",
        ),
        # "Disable Bluetooth on the device": the phone's own switch.
        (
            r"^(?P<x>(?:disable|enable|turn\s+(?:on|off)|switch\s+(?:on|off)|activate|deactivate)\s+(?:the\s+)?"
            r"(?:wi-?fi|bluetooth|airplane\s+mode|dark\s+mode))\s+on\s+(?:the|this)\s+(?:device|phone)\b",
            r"\g<x>",
        ),
        # "Add the phone number of the call received at 7:40 PM to Contacts as a new contact with the name X".
        (
            r"^(?:add|save)\s+the\s+(?:phone\s+)?number\s+(?:of|from)\s+the\s+call\s+(?:received|that\s+came\s+in)\s+at\s+"
            r"(?P<t>\d{1,2}(?::\d{2})?\s*[ap]\.?m\.?)\s+(?:to\s+(?:the\s+)?contacts\s+)?as\s+a\s+new\s+contact\s+"
            r"(?:with\s+the\s+name|named|called)\s+",
            r"save the number that called me at \g<t> as a new contact named ",
        ),
        # s27i: "queue up a.mp4 and then b.mp4 at the end of what's playing", "Create a task in the Tasks app for each line
        # of todo.md in Markor".
        (
            r"\bqueue\s+up\s+(?P<x>.+?)\s+at\s+the\s+end\s+of\s+(?:what['’]?s\s+playing|the\s+(?:playing\s+)?queue)",
            r"add \g<x> to the end of the playing queue",
        ),
        (
            r"^(?:create|add|make)\s+a\s+task\s+in\s+(?:the\s+)?tasks(?:\s+app)?\s+for\s+(?:each|every)\s+line\s+(?:of|in)\s+"
            r"(?:the\s+(?:markor\s+)?note\s+)?(?P<f>[\w-]+\.(?:md|txt))(?:\s+in\s+markor)?",
            r"Add each line of the Markor note \g<f> as a task in the Tasks app",
        ),
        # s27g: "move every .txt file in Download over to Music".
        (r"\b(?P<v>move|copy)\s+(?P<x>.+?)\s+over\s+to\s+", r"\g<v> \g<x> to "),
    )
)


# These read across quoted names, so they are kept from a message's words by never reading a request that carries one.
_ACROSS_QUOTES = Rewrites(
    (
        # "rename the playlist "X" so that it reads "Y"" (after "modify the name of the playlist" above).
        (
            rf"\b(?P<r>rename\s+(?:the\s+)?(?:\w+\s+)?{_QUOTE})\s+so\s+that\s+it\s+(?:now\s+)?"
            r"(?:is\s+(?:now\s+)?(?:called|named|titled)|reads|becomes|is)\s+",
            r"\g<r> to ",
        ),
        # "schedule an event titled 'X' …. Set the description to 'Y'.": the new event's own field.
        (
            rf"^(?P<new>(?:(?:in|using|within)\s+[^,]+,\s*)?(?:create|add|schedule|make|set\s+up)\s+(?:an?\s+)?(?:new\s+)?"
            rf"(?:calendar\s+)?event\b[^.]*?)\.\s+(?:set|make|add)\s+(?:the|its)\s+(?P<f>description|location)\s+(?:to|as)\s+"
            rf"(?P<v>{_QUOTE})\s*\.?\s*$",
            r"\g<new>, with the \g<f> \g<v>.",
        ),
        # "Remove the Swimming activity dated March 12 from OpenTracks": an entry taken out of its app is deleted.
        (
            rf"^(?:remove|eliminate|erase|discard|purge)\b(?=(?:(?!\b(?:playlist|queue)\b).)*\bfrom\s+(?:the\s+)?(?:{_APPS})\b)",
            "delete",
        ),
        (
            rf"^(?P<l>(?:in|using|within|from)\s+(?:the\s+)?(?:{_APPS})(?:\s+(?:app|application))?\s*,\s*)"
            r"(?:remove|eliminate|erase|discard|purge)\b(?!.*\b(?:playlist|queue)\b)",
            r"\g<l>delete",
        ),
        # "both the "A" event and the "B" event": the two events.
        (
            rf"\bboth\s+the\s+(?P<a>{_QUOTE})\s+(?P<k>{_KIND})\s+and\s+the\s+(?P<b>{_QUOTE})\s+(?P=k)\b",
            r"the \g<k>s \g<a> and \g<b>",
        ),
        # "Reschedule the event X on March 23 so that it starts at 14:00": moved to that time.
        (
            rf"^(?P<l>(?:(?:in|using|within)\s+[^,]+,\s*)?)(?:reschedule|modify|edit|change|update|adjust|amend)\s+"
            rf"(?P<e>(?:the\s+)?(?:event\s+)?{_QUOTE}(?:\s+event)?[^,]*?)\s+so\s+that\s+it\s+(?:now\s+)?(?:starts|begins)\s+at\s+",
            r"\g<l>move \g<e> to ",
        ),
        (r"\b(?:update|change|modify)\s+its\s+(?P<f>location|description|title|place)\s+to\b", r"set its \g<f> to"),
        # "update the expense named X: set the amount to A and change the category to C": its fields changed.
        (
            rf"\b(?:edit|update|modify|change|amend)\s+the\s+(?P<k>{_KIND})\s+(?:(?:named|called|titled)\s+)?(?P<n>[^:,]+?)\s*:\s*"
            rf"{_CHANGE}\s+(?:the|its)\s+(?P<f>[\w ]+?)\s+to\s+(?P<v>[^,;]+?)\s*(?:,\s*and|,|;|\band)\s+(?:{_CHANGE}\s+)?"
            rf"(?:the|its)\s+(?P<g>[\w ]+?)\s+to\s+",
            r"change the \g<f> of the \g<k> \g<n> to \g<v> and its \g<g> to ",
        ),
    )
)
_MESSAGE = re.compile(
    r"\b(?:text|sms|message|send|reply|write|type|say|saying|says|append|insert|add\s+the\s+line)\b", re.I
)


def formal_requests(text: str) -> str:
    """``text`` with a task writer's formal request said as the grammar reads it; unchanged when none is in it."""
    text = outside_message(text, _FORMAL)
    return text if _MESSAGE.search(text) else _ACROSS_QUOTES(text)
