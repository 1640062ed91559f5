"""What a sentence says: a decision (only one stated as made), a request or promise with its owner
(the person the task is given to, not the sender), a question, a date, a figure; in English,
German, French, Spanish and Japanese."""

from __future__ import annotations

import re

# Stated as decided. A bare "we will" is a plan, not a decision, and is not here.
DECISION = re.compile(
    r"(?:\b(?:we(?:'ve| have)? (?:now )?decided|the vote (?:passes|passed|fails|failed)|motion (?:carried|passed)|decided to|decided on|decided that|the decision is|decision(?: is)?:|"
    r"final decision|(?<!what )(?<!as )(?<!than )we(?:'ve| have)? agreed|agreed (?:on|to|that)|it's agreed|(?:is|are|was|were|has been|have been) agreed|"
    r"let's go with|let us go with|we(?:'ll| will) go with|we're going with|we are going with|settled on|"
    r"(?:is|are|was|were|been|got|get) approved|^approved|approved[.!]?$|signed off|sign-off is given|(?:is|are|was|been) (?:rejected|declined)|"
    r"confirmed:|is confirmed|wir haben (?:uns )?(?:beschlossen|entschieden|geeinigt)|haben uns (?:für|auf) .{1,40} geeinigt|"
    r"ist beschlossen|beschlossen|entschieden:|ist entschieden|steht fest|vereinbart|(?:ist|wurde|sind|wurden) (?:genehmigt|freigegeben)|"
    r"nous avons décidé|on a décidé|c'est décidé|décidé|décision prise|on part sur|(?:est|a été|sont|ont été) (?:validée?s?|approuvée?s?|retenue?s?)|c'est validé|"
    r"hemos decidido|decidimos|se decidió|está decidido|acordamos|hemos acordado|(?:está|queda|quedan|ha sido|fue) aprobad[oa]s?|aprobamos|nos quedamos con)(?!\w)"
    r"|決定しました|決まりました|決定です|に決定|で決定|決定事項|承認されました|承認しました|合意しました|にしました|で確定|確定しました)",
    re.IGNORECASE,
)
# Not decided: an open point, whatever decision word it also has.
UNDECIDED = re.compile(
    r"(?:\b(?:not (?:yet |been )?(?:decided|agreed|approved|settled|final)|undecided|no decision|haven't decided|"
    r"has(?:n't| not) been decided|have(?:n't| not) (?:yet )?decided|not final|tbd|still open|up in the air|"
    r"noch (?:nicht|kein[e]?) (?:entschieden|beschlossen|entscheidung|festgelegt|klar)|nicht entschieden|noch offen|"
    r"keine entscheidung|pas (?:encore )?(?:décidé|tranché|validé)|rien n'est (?:décidé|tranché)|aucune décision|"
    r"toujours ouvert|no (?:se )?ha (?:decidido|aprobado)|no hemos decidido|todavía no|aún no|sin decidir|sigue abierto)(?!\w)"
    r"|未定|まだ決まって|決まっていません|未決定|検討中|決まっておらず)",
    re.IGNORECASE,
)
REQUEST = (
    r"(?i:please|pls|can you|could you|would you|will you|can u|bitte|kannst du|könntest du|können sie|könnten sie|"
    r"peux-tu|pourrais-tu|pouvez-vous|pourriez-vous|merci de|por favor|puedes|podrías|puede usted|podéis|pueden|podrían|"
    r"te encargas|os encargáis)"
)
_NAME = r"(?P<name>@?[A-ZÀ-Ý][\w'’-]+(?:\s[A-ZÀ-Ý][\w'’-]+)?|@[\w.'-]+)"
# "Bob, please add alerts", "@dan can you audit …"
_ADDRESSED = re.compile(rf"^{_NAME}\s*[,:]\s*(?P<request>¿?{REQUEST}\b[,:]?\s*)?(?P<task>.+)")
_MENTIONED = re.compile(rf"^(?P<pre>.*?)@(?P<name>[\w.'-]+)[,:]?\s+(?:{REQUEST}\b\s*)?(?P<task>.+)", re.IGNORECASE)
# "can you review the draft, Carol?" "¿puedes revisar el texto, Lucía?"
_TRAILING_NAME = re.compile(rf"^¿?(?P<task>{REQUEST}\b.+?),\s*@?(?P<name>[A-ZÀ-Ý][\w'’-]+)\s*[?？.!]*$")
_UNNAMED_REQUEST = re.compile(rf"^¿?{REQUEST}\b[,:]?\s*(?P<task>.+)", re.IGNORECASE)
# In a list item: "Name: task", "Name - task", "task (Name)", "task – Name", "task @name".
_ITEM_OWNER_FIRST = re.compile(rf"^\[?{_NAME}\]?\s*(?::|–|—|-(?=\s))\s*(?P<task>.+)")
_ITEM_OWNER_LAST = re.compile(
    r"^(?P<task>.+?)\s*(?:[(\[]\s*(?:owner:\s*|verantwortlich:\s*|responsable\s*:\s*)?@?(?P<name>[A-ZÀ-Ý][\w'’-]+)\s*[)\]]"
    r"|(?:–|—|-|→)\s*@?(?P<name2>[A-ZÀ-Ý][\w'’-]+)|\s@(?P<name3>[\w.'-]+))\s*[.!]?$"
)
_COMMITMENT = re.compile(
    r"^(?:i will|i'll|i’ll|i am going to|i'm going to|i’m going to|i can(?! do\b| make\b| attend\b| join\b| be\b)|"
    r"let me|i'll take|"
    r"i'm on it|ich werde|ich kümmere mich(?: um)?|ich übernehme|je vais|je peux|je m['’]occupe(?: de| d['’])?|"
    r"je me charge(?: de| d['’])?|voy a|puedo|yo puedo|(?:yo )?me encargo(?: yo)?)(?:\b|(?<=['’]))\s*(?P<task>.*)",
    re.IGNORECASE,
)
# "Die Genehmigung übernehme ich", "Das mache ich": a German promise with the verb first.
_COMMITMENT_INVERTED = re.compile(
    r"^(?P<task>.+?)\s+(?:übernehme|mache|erledige|kläre|organisiere|schreibe|prüfe|buche|bestelle) ich\b(?P<rest>.*)$",
    re.IGNORECASE,
)
_FUTURE_VERB = (
    r"(?:will|is going to|to|should|needs to|has to|takes|owns|wird|soll|übernimmt|kümmert sich um|macht|erstellt|"
    r"va|doit|s'occupe de|se charge de|prépare|va a|debe|se encarga de|prepara)"
)
_NAMED_FUTURE = re.compile(rf"^@?(?P<name>[A-ZÀ-Ý][\w'’-]+)\s+(?P<verb>{_FUTURE_VERB})\s+(?P<task>.+)")
# In a list: "佐藤さん：リリースノートの作成"
_JA_ITEM = re.compile(r"^(?P<name>[^\s：:、]{1,8}?)(?:さん|様|さま)?\s*[：:]\s*(?P<task>.+)$")
# "田中さんが資料を作成します", "佐藤さん、確認をお願いします"
_JA_OWNER = re.compile(r"^(?P<name>[^\s、。,]{1,8}?)(?:さん|様)(?:が|は|に|、)\s*(?P<task>.+)$")
_JA_COMMITMENT = re.compile(r"^(?:私|わたし|僕|こちら)(?:が|で|の方で)\s*(?P<task>.+)$")
_JA_TASK_END = re.compile(
    r"(?:します|いたします|お願いします|お願いいたします|してください|ください|予定です|対応します)[。]?$"
)
_INTERJECTION = re.compile(
    r"^(?:(?:ok(?:ay)?|sure|yes|yep|yeah|great|right|alright|sounds good|fine|perfect|agreed|and|also|plus|ja|gut|und|oui|d'accord|et|"
    r"sí|vale|claro|了解です|承知しました)(?![^\W\u3040-\u30ff\u3400-\u9fff])[,.!:—、。-]*\s*)+",
    re.IGNORECASE,
)
QUESTION_END = re.compile(r"(?:[?？]['\"”’)]*|(?:か|でしょうか|ますか|ですか)[。]?)$")
CUE = re.compile(
    r"\b(?:we decided|let's|let us|agreed|please|can you|could you|deadline|due|by (?:eod|the end)|asap|urgent|"
    r"blocker|important|action|decision|approved|release[ds]?|budget|risk|root cause)\b",
    re.IGNORECASE,
)
# Figures a reader acts on: percentages, amounts, versions, sizes, counts with units.
FIGURE = re.compile(
    r"(?:[$€£¥]\s?\d[\d.,]*(?:\s?(?:k|m|bn|million|mio\.?|mrd\.?))?"
    r"|\d[\d.,]*\s?(?:%|％|€|eur|usd|chf|gbp|jpy|円|万円|億円|dollars?|euros?|ms|s|gb|tb|mb|k|x|users?|customers?|"
    r"tickets?|servers?|hours?|days?|weeks?|stunden|tage|jours|días|horas|件|人|台|時間|名|"
    r"people|persons|employees|personas|personnes|personen|mitarbeiter(?:innen)?|helfer(?:innen)?|bénévoles)(?!\w)"
    r"|\bv?\d+\.\d+(?:\.\d+)+(?:-[\w.]+)?\b"
    r"|\b\d{1,3}(?:[,.]\d{3})+\b"
    r"|\b[A-Z]{2,}-\d+(?:-\d+)?\b"  # identifiers: CVE-2026-1182, EXP-2231
    r"|\b\d{1,2}\s?(?:h|:|uhr)\s?\d{2}\b|\b\d{1,2}\s?(?:am|pm|uhr)\b"  # times: 14 h 20, 9:30, 3pm
    r"|\b\d{2,}[\d.,]*\s[a-zß-öø-ÿ]{4,})",  # counts: "63 alert rules", "240 tickets"
    re.IGNORECASE,
)
# Names, numbers, versions and identifiers carry a sentence's information ("WireGuard", "EXP-2231",
# "14,700", "v1.2.3"); a capitalized word right at the start of a sentence does not count.
SPECIFIC = re.compile(r"(?<=[\s(])(?:[A-Z][\w-]*[a-z0-9][\w-]*|[\w-]*\d[\w.,:-]*)")
THANKS = re.compile(r"^(?:thanks|thank you|many thanks|danke|vielen dank|merci|gracias|ありがとう)", re.IGNORECASE)
# A sentence that is only courtesy: never a point of the summary.
SIGN_OFF = re.compile(
    r"^(?:thanks?(?: you)?(?: all| everyone| so much| again| in advance)?|many thanks|cheers|best(?: regards)?|"
    r"kind regards|regards|talk soon|thank you for your (?:understanding|patience)|wir bitten um (?:ihr|euer) verständnis|"
    r"vielen dank für (?:ihr|dein|euer) verständnis|merci de votre compréhension|gracias por su comprensión|shout if .{0,40}|have a (?:good|great|nice) (?:day|weekend|one)|let me know(?: if .{0,40})?|"
    r"danke(?: dir| euch| schön)?|vielen dank(?: im voraus)?|viele grüße|beste grüße|liebe grüße|gruß|mfg|"
    r"schönes wochenende|merci(?: beaucoup| d'avance)?|cordialement|bien à vous|bonne journée|bon week-end|"
    r"gracias(?: de antemano)?|saludos|un saludo|muchas gracias|buen fin de semana|"
    r"よろしくお願い(?:いた)?します|宜しくお願いします|お疲れ様です|(?:ご連絡)?ありがとうございます|以上です|以上、よろしくお願いします|"
    r"承知(?:いた)?しました|了解しました|かしこまりました)"
    r"[\s,.!。！、]*(?:[A-ZÀ-Ý][\w'-]+)?[\s,.!。！]*$",
    re.IGNORECASE,
)
# Lines that say who was there or where notes live, not what was said.
META = re.compile(
    r"^(?:attendees|participants|present|absent|apologies|minutes|notes taken by|teilnehmer(?:innen)?|anwesend|"
    r"entschuldigt|protokoll|présents|participants|absents|asistentes|participantes|ausentes|出席者|欠席者|参加者)\s*[:：]",
    re.IGNORECASE,
)
PLEASANTRY = frozenset(
    "thanks thank cheers regards great good sounds lgtm +1 works perfect nice cool awesome danke merci gracias super "
    "prima parfait vale agreed ok okay".split()
)
# Words that stand before a colon without being anyone's name.
_NOT_NAMES = frozenset(
    "note update fyi ps status deadline budget re subject summary context background result results outcome owner "
    "when where what why how date time agenda location ort lieu lugar thema objet asunto todo done wip blocked".split()
)

_MONTHS = (
    r"(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|"
    r"oct(?:ober)?|nov(?:ember)?|dec(?:ember)?|januar|februar|märz|juni|juli|oktober|dezember|"
    r"janvier|février|mars|avril|mai|juin|juillet|août|septembre|octobre|novembre|décembre|"
    r"enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|octubre|noviembre|diciembre)\.?"
)
DEADLINE_WORD = re.compile(r"^(?:by|before|until|bis|bis zum|avant|antes del?)\s+")
# Greetings to a group name no owner: "Hi all," "Hallo zusammen,".
GROUPS = frozenset("all everyone everybody team folks guys there y'all zusammen alle tous todos equipo".split())
_WEEKDAYS = (
    r"(?:mon(?:day)?|tue(?:s(?:day)?)?|wed(?:nesday)?|thu(?:rs(?:day)?)?|fri(?:day)?|sat(?:urday)?|sun(?:day)?|"
    r"montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonntag|"
    r"lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche|lunes|martes|miércoles|jueves|viernes|sábado|domingo)"
)
_TIME = r"(?:\s+(?:at|@|um|à|a las)\s+\d{1,2}(?:[:.h]\d{2})?\s*(?:am|pm|a\.m\.|p\.m\.|uhr)?)?"
_DATE = re.compile(
    r"(?<![.\-])(?<![^\W\u3040-\u30ff\u3400-\u9fff])(?:"
    r"\d{4}-\d{2}-\d{2}(?:[ T]\d{2}:\d{2})?"
    r"|\d{1,2}\.\d{1,2}\.\d{2,4}"
    r"|\d{1,2}/\d{1,2}/\d{2,4}"
    rf"|(?:(?:by|before|until|next|this|coming|bis|nächsten|nächste|avant|antes del?)\s+)?{_WEEKDAYS}"
    rf"(?:,?\s+(?:the\s+|den\s+|le\s+|el\s+)?\d{{1,2}}(?:st|nd|rd|th|\.)?(?:\s+(?:de\s+)?{_MONTHS})?|,?\s+{_MONTHS}\s+\d{{1,2}}(?:st|nd|rd|th)?)?{_TIME}"
    rf"|(?:(?:by|before|until)\s+)?{_MONTHS}\s+\d{{1,2}}(?:st|nd|rd|th)?(?:,?\s+\d{{4}})?{_TIME}"
    rf"|(?:(?:by|before|until|bis zum)\s+)?\d{{1,2}}(?:st|nd|rd|th|\.)?\s+(?:of\s+|de\s+)?{_MONTHS}"
    r"(?:\s+(?:de\s+)?\d{4})?"
    r"|(?:by\s+)?(?:end of (?:the )?(?:day|week|month|quarter|year)|eod|eow|cob|asap)"
    rf"|(?:by\s+)?(?:today|tonight|tomorrow(?: morning| afternoon| evening)?){_TIME}"
    r"|(?:by\s+)?(?:next (?:week|month|quarter|year)|this (?:week|weekend|month|afternoon|evening)|"
    r"in (?:two|three|\d+) (?:days|weeks))"
    r"|morgen|übermorgen|heute|nächste woche|ende der woche|demain|aujourd'hui|la semaine prochaine|"
    r"mañana|la próxima semana|la semana que viene"
    r"|\d{1,2}月\d{1,2}日(?:[（(][月火水木金土日][)）])?(?:\d{1,2}時)?|[月火水木金土日]曜日?|来週|明日|今週中?|今日中?"
    r")(?![^\W\u3040-\u30ff\u3400-\u9fff]|-)",  # Japanese runs on without spaces: "4月8日に"
    re.IGNORECASE,
)
# "may" and "march" are also ordinary words; as months they need a day next to them, which the
# pattern above requires, while a bare weekday abbreviation ("sat", "sun") could be a word too.
_AMBIGUOUS_DATE_WORDS = frozenset({"sat", "sun", "wed", "mar", "mon", "am sonntag"})


# What reads like a request but gives no one a task.
_NOT_A_TASK = re.compile(
    r"^(?:find (?:attached|below|enclosed)|see (?:attached|below)|let me know|let us know|note that|keep in mind|"
    r"be there|do so|do that|do it|finden sie (?:anbei|unten)|trouvez ci-joint|vea adjunto|note|ignore)\b",
    re.IGNORECASE,
)


def _is_task(task: str) -> bool:
    return (
        not _NOT_A_TASK.match(task)
        and len(re.findall(r"[\u3040-\u30ff\u3400-\u9fff]|[^\W\d_\u3040-\u30ff\u3400-\u9fff]{3,}", task)) >= 2
    )


def is_question(text: str) -> bool:
    # Only the end can say so: searching the tail spares a scan of the whole sentence.
    return bool(QUESTION_END.search(text[-16:]))


def clean_task(task: str) -> str:
    task = task.strip().rstrip("?？.!。！ ").strip()
    task = re.sub(rf"^¿?{REQUEST}\b[,:]?\s*", "", task, flags=re.IGNORECASE)
    task = re.sub(r",?\s*(?:please|pls|bitte|s'il te plaît|s'il vous plaît|por favor)$", "", task, flags=re.IGNORECASE)
    return task


def action(sentence: str, sender: str, addressee: str | None, names: dict[str, str], label: str | None) -> str | None:
    """ "Owner: task" (see ``_action``) when what it asks is a task: not "find attached", not "be there"."""
    found = _action(sentence, sender, addressee, names, label)
    if found is None:
        return None
    owner, colon, task = found.partition(": ")
    return found if _is_task(task if colon else found) else None


def _action(sentence: str, sender: str, addressee: str | None, names: dict[str, str], label: str | None) -> str | None:
    """ "Owner: task" when the sentence gives someone a task or the sender promises one; the owner
    is the person named ("Name: task", "@name", "Name will …", "can you …, Name?", the greeting's
    addressee), the sender only for "I will …". An item of an action list without a named owner
    is the task alone."""
    text = _INTERJECTION.sub("", sentence.strip())
    if not text:
        return None

    def owner(name: str | None, *, listed: bool = False) -> str | None:
        if not name:
            return None
        bare = name.strip("@,:[] ")
        key = bare.lower()
        if key in names:
            return names[key]
        first = key.split()[0] if key.split() else key
        if first in names and " " in key:
            return names[first]
        if name.startswith("@"):
            return bare[:1].upper() + bare[1:]
        if listed and key not in _NOT_NAMES and len(bare.split()) <= 2 and bare[:1].isupper():
            return bare
        return None

    if label == "action":
        if (m := _ITEM_OWNER_FIRST.match(text)) and (who := owner(m.group("name"), listed=True)):
            return f"{who}: {clean_task(m.group('task'))}"
        if (m := _JA_ITEM.match(text)) and (who := owner(m.group("name"), listed=True)):
            return f"{who}: {m.group('task')}"
        if m := _ITEM_OWNER_LAST.match(text):
            name = m.group("name") or m.group("name2") or ("@" + m.group("name3") if m.group("name3") else None)
            if who := owner(name, listed=True):
                return f"{who}: {clean_task(m.group('task'))}"
    # "Bob, please tag the release": a name before a request is the owner, known or not.
    if (m := _ADDRESSED.match(text)) and (who := owner(m.group("name"), listed=bool(m.group("request")))):
        if m.group("request") or label == "action" or m.group("name").startswith("@"):
            return f"{who}: {clean_task(m.group('task'))}"
    if "@" in text and (m := _MENTIONED.match(text)) and "@" not in m.group("pre") and "." not in m.group("name"):
        if re.search(REQUEST, text, re.IGNORECASE) or is_question(text) or label == "action":
            who = owner("@" + m.group("name"))
            task = re.sub(rf"\b{REQUEST}\b\s*", "", m.group("pre"), flags=re.IGNORECASE).strip() + " " + m.group("task")
            return f"{who}: {clean_task(task)}"
    if (m := _TRAILING_NAME.match(text)) and (who := owner(m.group("name"), listed=True)):
        return f"{who}: {clean_task(m.group('task'))}"
    if (m := _NAMED_FUTURE.match(text)) and (who := owner(m.group("name"), listed=label == "action")):
        if not is_question(text):
            verb = m.group("verb").lower()
            keep = verb not in (
                "will",
                "is going to",
                "to",
                "should",
                "needs to",
                "has to",
                "wird",
                "soll",
                "va",
                "doit",
                "va a",
                "debe",
            )
            return f"{who}: {clean_task((verb + ' ' if keep else '') + m.group('task'))}"
    if (m := _JA_OWNER.match(text)) and (who := owner(m.group("name"), listed=True) or m.group("name")):
        if _JA_TASK_END.search(text) and not is_question(text):
            return f"{who}: {m.group('task').rstrip('。')}"
    if (m := _UNNAMED_REQUEST.match(text)) and addressee:
        return f"{addressee}: {clean_task(m.group('task'))}"
    # A promise may follow a clause: "Alerts are half done; I will finish them by Friday."
    clause = re.split(
        r"[;—]\s+|,\s+(?:and|but|so|und|et|y|así que|donc|also|deshalb)\s+|\s+(?:and|but|so|und|et|y)\s+(?=(?:i|ich|je|yo)\b)",
        text,
        flags=re.IGNORECASE,
    )[-1]
    if (m := _COMMITMENT.match(clause)) and m.group("task") and not is_question(text):
        return f"{sender}: {clean_task(m.group('task'))}"
    if (m := _COMMITMENT_INVERTED.match(clause)) and not is_question(text):
        return f"{sender}: {clean_task(m.group('task') + m.group('rest'))}"
    if (m := _JA_COMMITMENT.match(text)) and _JA_TASK_END.search(text):
        return f"{sender}: {m.group('task').rstrip('。')}"
    if label == "action":
        return clean_task(text)
    return None


def dates(sentence: str) -> list[str]:
    found = []
    for m in _DATE.finditer(sentence):
        value = " ".join(m.group().split())
        if value.endswith(".") and re.search(r"[^\W\d]{5,}\.$", value):
            value = value[:-1]  # the sentence's full stop after a month written out ("5 mars.")
        if value.lower() in _AMBIGUOUS_DATE_WORDS:
            continue
        found.append(value)
    return found
