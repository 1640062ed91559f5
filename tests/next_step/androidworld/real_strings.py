"""The simulated apps in the real apps' own English words: ``python -m tests.next_step.androidworld.report
--real-strings``.

Our simulator's labels (button texts, hints, content descriptions, menu items, dialog titles and buttons) were
written by us; the phones ``next_step`` is judged on are laid out like the real apps, in the real apps' words.
This rendering replaces each of our labels with the string the real app shows where the two differ, read from
the apps' own sources (``res/values/strings.xml``, layouts and menus; the versions AndroidWorld installs where
the repository tags them: Markor v2.11.1, VLC 3.5.4, Audio Recorder v0.9.99; the others at their last commit).
Each entry names, in a comment, the string resource it comes from. Where the real control has no label at all
(a FAB without a content description, an unlabelled arrow), it is shown with an empty label and its real
resource name (``id="pkg:id/…"``), as the real tree reports it. Only the words change: one line per widget,
taps by index, the world and the judge are the same.

Not covered: Google's closed apps (Contacts, Phone, Clock, Files, Settings, Camera), whose strings are not
public. Where the real app differs in structure rather than words (a control in another place, a dialog laid
out otherwise), the words are mapped as closely as one line allows and the difference is listed in STRUCTURE.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass

from .device import Device

CONTROLS = frozenset({"Button", "ImageButton", "ImageView"})
TEXTS = frozenset({"TextView"})
FIELDS = frozenset({"EditText"})
ANY: frozenset[str] = frozenset()

Real = Callable[[re.Match[str], Device], str]


@dataclass(frozen=True)
class Word:
    """One of our labels and the real app's string for it."""

    ours: str  # our label; a regular expression when ``pattern``
    real: str | Real  # the real string ("" when the real view has none); with ``pattern``, a template or a function
    kinds: frozenset[str] = ANY  # the kinds of widget it applies to (any when empty)
    screen: str = ""  # where it applies: a prefix of the screen's name (everywhere when empty)
    rid: str = ""  # the real view's resource name, shown when it has no label of its own
    kind: str = ""  # the real view's kind, where ours differs
    pattern: bool = False

    def applies(self, kind: str, label: str, screen: str) -> re.Match[str] | None:
        if self.kinds and kind not in self.kinds:
            return None
        if self.screen and not screen.startswith(self.screen):
            return None
        return re.fullmatch(self.ours if self.pattern else re.escape(self.ours), label)


def _markor_path(match: re.Match[str], device: Device) -> str:
    """Markor's confirm dialog names the document by its absolute path under the notebook folder."""
    name = match["name"]
    notes = device.world.get("markor", {}).get("notes", [])
    path = next((n["path"] for n in notes if n["path"].rsplit("/", 1)[-1] == name), name)
    # do_you_really_want_to_delete_this_witharg with the plural "documents" (one: "Document"), then the paths
    return f"Do you really want to delete this Document?\n\n\n/storage/emulated/0/Documents/Markor/{path}"


WORDS: dict[str, tuple[Word, ...]] = {
    # Simple Calendar Pro (SimpleMobileTools/Simple-Calendar, strings shared with Simple-Commons)
    "com.simplemobiletools.calendar.pro": (
        # dialog_delete_event.xml: proceed_with_deletion; DeleteEventDialog's buttons: commons yes / no
        Word("Are you sure you want to delete this event?", "Are you sure you want to proceed with the deletion?"),
        Word("Cancel", "No", CONTROLS, screen="delete"),  # commons: no
        Word("Delete", "Yes", CONTROLS, screen="delete"),  # commons: yes
        Word("New event", "New Event"),  # new_event (the FAB's contentDescription, the editor's title)
        Word("Edit event", "Edit Event"),  # edit_event
        Word("No upcoming events", "No upcoming events."),  # no_upcoming_events
        # top_navigation.xml: top_left_arrow / top_right_arrow have no contentDescription
        Word("Previous month", "", CONTROLS, screen="calendar", rid="top_left_arrow"),
        Word("Next month", "", CONTROLS, screen="calendar", rid="top_right_arrow"),
    ),
    # Simple SMS Messenger (SimpleMobileTools/Simple-SMS-Messenger)
    "com.simplemobiletools.smsmessenger": (
        Word("Start chat", "", CONTROLS, rid="conversations_fab"),  # activity_main.xml: the FAB has no description
        Word("Confirm", "", CONTROLS, rid="new_conversation_confirm"),  # activity_new_conversation.xml: none either
        Word("Call", "Dial number", CONTROLS),  # menu_thread.xml: dial_number (commons)
        # layout_thread_send_message_holder.xml: thread_send_message, text @string/sms (description @string/ok)
        Word("Send SMS", "SMS", CONTROLS),
    ),
    # Markor v2.11.1 (gsantner/markor)
    "net.gsantner.markor": (
        # new_file_dialog.xml: a "Name" caption (name) above the field, whose hint is my_note; no dialog title
        Word("New", "Name", TEXTS, screen="new file"),
        Word("Name", "my_note", FIELDS, screen="new file", rid="new_file_dialog__name"),  # my_note
        # rename__dialog.xml: the field new_name, its hint enter_name_of_folder
        Word("Name", "Enter the name of your folder", FIELDS, screen="rename", rid="new_name"),
        # document__fragment__edit.xml: the editor has no hint
        Word("Note text", "", FIELDS, rid="document__fragment__edit__highlighting_editor"),
        # GsFileBrowserFragment.askForDeletingFilesRecursive: WrConfirmDialog, confirm_delete; OK / cancel
        Word(r"Do you really want to delete (?P<name>.+)\?", _markor_path, TEXTS, screen="delete", pattern=True),
        Word("Delete", "OK", CONTROLS, screen="delete"),  # android.R.string.ok
        Word("Move to", "Move", TEXTS, screen="move"),  # askForMoveOrCopy: titleText move
    ),
    # Pro Expense (arduia/ProExpense)
    "com.arduia.expense": (
        Word("Pro Expense", "Expense Logs", TEXTS),  # frag_expense_logs.xml: expense_logs (all the expenses)
        Word("Add expense", "", CONTROLS, rid="fb_main_add"),  # activ_main.xml: the FAB has no description
        Word("Save", "Update", CONTROLS, screen="edit"),  # ExpenseEntryFragment.changeToUpdateMode: update
        Word("Delete", "", CONTROLS, screen="record", rid="btn_delete"),  # expense_detail_dialog.xml: no description
        # frag_delete_confirm_dialog.xml: delete_items, will_be_deleted, confirm; a close image, no Cancel
        Word(r"Delete .+\?", "Delete Items", TEXTS, screen="delete", pattern=True),
        Word("Cancel", "", CONTROLS, screen="delete", rid="imv_drop_close", kind="ImageButton"),
        Word("Delete", "Confirm", CONTROLS, screen="delete"),  # confirm
    ),
    # Broccoli (flauschtrud/broccoli)
    "com.flauschcode.broccoli": (
        Word("Broccoli", "Recipes", TEXTS),  # activity_main_drawer.xml: recipes (the list's title)
        Word("Add recipe", "New Recipe", CONTROLS),  # fragment_recipes.xml: the FAB's description, new_recipe
        Word("Preparation time", "Time"),  # preparation_time (the form's hint, the details' icon)
        Word(r"Delete .+\?", "Delete this recipe?", TEXTS, screen="delete", pattern=True),  # delete_recipe_question
    ),
    # OpenTracks (OpenTracksApp/OpenTracks)
    "de.dennisguse.opentracks": (
        Word("Delete recording?", "Delete track?", TEXTS),  # track_delete_one_confirm_title
        Word("Insert marker", "Share", CONTROLS, screen="track"),  # track_detail.xml: menu_share (markers: recording)
    ),
    # VLC 3.5.4 (videolan/vlc-android)
    "org.videolan.vlc": (
        Word(r"More options for .+", "More Actions", CONTROLS, pattern=True),  # the rows' item_more: more_actions
        Word("Add to playlist…", "Add to playlist", TEXTS),  # add_to_playlist
        # dialog_playlist.xml: add_to_new_playlist (a name field and "Add"), add_to_existing_playlist
        Word("Add to playlist", "Add to existing playlist", TEXTS, screen="add to playlist"),
        Word("New playlist", "Add to new playlist", CONTROLS | TEXTS),
        Word("Create", "Add", CONTROLS, screen="new playlist"),  # add
        # dialog_rename.xml: rename; the field's hint new_title; ok
        Word("Rename playlist", "Rename", TEXTS, screen="rename playlist"),
        Word("Playlist name", "New title", FIELDS, screen="rename playlist"),
        Word("Rename", "OK", CONTROLS, screen="rename playlist"),
        Word("Name", "New title", FIELDS, screen="rename"),
        # dialog_confirm_delete.xml: confirm_delete / confirm_delete_playlist, delete_forever
        Word(r"Delete playlist (?P<name>.+)\?", r"Delete playlist '\g<name>'?", TEXTS, pattern=True),
        Word(r"Delete (?P<name>.+)\?", r"Delete the file '\g<name>'?", TEXTS, pattern=True),
        Word("Delete", "Delete forever", CONTROLS, screen="delete"),
        # audio_player.xml: shuffle_title, repeat_title; player_hud_right.xml: show_playlist
        Word("Shuffle", "Shuffle mode", screen="audio player"),
        Word("Shuffle", "Shuffle mode", screen="queue"),
        Word("Repeat", "Repeat mode", CONTROLS),
        Word("Playlist", "Show playlist", CONTROLS, screen="video player"),
    ),
    # Retro Music (RetroMusicPlayer/RetroMusicPlayer)
    "code.name.monkey.retromusic": (
        # item_list.xml: the menu button's style OverFlowButton, described abc_action_menu_overflow_description
        Word(r"More options for .+", "More options", CONTROLS, pattern=True),
        Word("Add to playlist…", "Add to playlist", TEXTS),  # action_add_to_playlist
        # DeletePlaylistDialog: delete_playlist_x (its title delete_playlist_title)
        Word(r"Delete playlist (?P<name>.+)\?", r"Delete the playlist \g<name>?", TEXTS, pattern=True),
    ),
    # Tasks (tasks/tasks)
    "org.tasks": (
        Word("None priority", "No priority"),  # filter_no_priority (the editor's radio buttons have no text)
    ),
    # Audio Recorder v0.9.99 (Dimowner/AudioRecorder)
    "com.dimowner.audiorecorder": (
        Word("Stop recording", "Stop", CONTROLS),  # MainActivity.showRecordingStart: btn_record's text button_stop
        Word("Records list", "", CONTROLS, rid="btn_records_list"),  # activity_main.xml: contentDescription @null
        Word("Rename record", "New name", TEXTS),  # dialog_rename.xml: record_name
        Word("Name", "", FIELDS, rid="input_name"),  # dialog_rename.xml: input_name has no hint
    ),
    # Simple Gallery Pro (SimpleMobileTools/Simple-Gallery, commons)
    "com.simplemobiletools.gallery.pro": (
        Word("Copy to…", "Copy to", TEXTS),  # menu_viewpager.xml: copy_to (commons)
        Word("Move to…", "Move to", TEXTS),  # move_to (commons)
    ),
    # Joplin (laurent22/joplin, packages/app-mobile)
    "net.cozic.joplin": (
        Word("Navigate up", "Back", CONTROLS),  # ScreenHeader: accessibilityLabel _('Back')
    ),
}

# Where the real app differs in structure, not words (kept as our simulator has it; see the module docstring).
STRUCTURE = (
    "Simple Calendar: the event editor's date and time rows are bare texts (the date, the time) with no "
    "'Start date' / 'End time' label; the repetition row shows only the rule.",
    "Simple SMS Messenger: the new-conversation check mark appears only once three characters are typed.",
    "Markor: Rename, Move, Delete and Share act on files selected in the file browser (a long press), not in the "
    "editor's overflow menu; the confirm dialog has the title 'Confirm Delete' above its message.",
    "Pro Expense: the category is a row of chips on the form, not a spinner with a choice dialog; an expense opens "
    "as a bottom sheet ('Expense Detail') whose Edit is a text button; the list is reached from a drawer (Home).",
    "Broccoli: the details menu is Share, Share as file, Edit, Duplicate, Delete, Create PDF; the list sits behind "
    "a navigation drawer.",
    "OpenTracks: the track page's overflow is Edit, Delete, Resume track, Settings (no voice or split frequency).",
    "VLC: adding to a playlist is one dialog (a name field with 'Add' above the existing playlists), not a chooser "
    "and then a name dialog; the rename dialog has only OK; a row's overflow is 'More Actions' for every row.",
    "Retro Music: a song's menu starts with 'Play next' (no 'Play'); removing a song from a playlist asks "
    "'Remove song from playlist' with Remove / Cancel.",
    "Tasks: the four priority radio buttons have no text (coloured buttons after a 'Priority' caption).",
    "Audio Recorder: one round button is 'Record', then 'Stop' while recording; no separate pause button.",
)

_LINE = re.compile(
    r'^(?P<lead>\s*\[\d+\] )(?P<kind>\w+) "(?P<label>(?:[^"\\]|\\.)*)"(?P<flags>(?: [a-z]+)*)'
    r'(?P<value> value="(?:[^"\\]|\\.)*")?(?P<hint> hint="(?:[^"\\]|\\.)*")?(?: id="(?:[^"\\]|\\.)*")?$'
)


def _quoted(text: str) -> str:
    return text.replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\\\n")


def relabelled(description: str, device: Device) -> str:
    """``description`` (the device's screen) with each of our labels the real app's string for it."""
    words = WORDS.get(device.package)
    if not words:
        return description
    screen = device.top.name
    lines = []
    for line in description.splitlines():
        parsed = _LINE.match(line)
        if parsed is not None and parsed["label"] != "Status bar":
            line = _relabel(parsed, words, screen, device) or line
        lines.append(line)
    return "\n".join(lines)


def _relabel(parsed: re.Match[str], words: tuple[Word, ...], screen: str, device: Device) -> str | None:
    kind, label = parsed["kind"], parsed["label"].replace('\\"', '"')
    for word in words:
        found = word.applies(kind, label, screen)
        if found is None:
            continue
        real = (
            word.real(found, device) if callable(word.real) else found.expand(word.real) if word.pattern else word.real
        )
        ident = f' id="{device.package}:id/{word.rid}"' if word.rid else ""
        return (
            f'{parsed["lead"]}{word.kind or kind} "{_quoted(real)}"{parsed["flags"]}'
            f"{parsed['value'] or ''}{parsed['hint'] or ''}{ident}"
        )
    return None
